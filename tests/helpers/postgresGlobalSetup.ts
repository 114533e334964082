import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** One PostgreSQL server for the whole run; each test file makes its own database on it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  project.provide('postgresAdminUrl', server.url);
  return () => server.stop();
}
