import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { seedDemoData } from '../../server/seed/seedDemoData';
import { testPasswordCost } from './testPasswordCost';
import { testToday } from './testToday';

export type TemplateKind = 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each kind of template database is: a PGlite data folder, or a PostgreSQL database's name. */
    databaseTemplates: Readonly<Record<TemplateKind, string>>;
  }
}

const postgresUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The server tests build a few hundred apps, each on a fresh database with every migration and (most of them) the
 * demo data. Doing that work once per run and copying the result (a PGlite data folder, a PostgreSQL `template`)
 * gives each test the same database for a fraction of the time; each still has its own, thrown away after it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = project.config.env?.['TEST_DATABASE'] === 'postgres';
  const adminUrl = postgres ? project.getProvidedContext().postgresAdminUrl : '';
  const made: Record<TemplateKind, string> = { migrated: '', seeded: '' };
  for (const kind of ['migrated', 'seeded'] as const) {
    const name = `template_${kind}`;
    const dataDir = postgres ? null : mkdtempSync(join(tmpdir(), `card-web-template-${kind}-`));
    // PostgreSQL's templates get an empty data folder too: the app would move ./data's old upload folder into them.
    const environment =
      dataDir === null
        ? { DATABASE_URL: postgresUrl(adminUrl, name), DATA_DIR: mkdtempSync(join(tmpdir(), 'card-web-template-data-')) }
        : { DATA_DIR: dataDir };
    if (postgres) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    const app = await buildApp({
      logger: false,
      environment: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: '1', CONFIG_POLL_MS: '600000', ...testPasswordCost, ...environment },
    });
    if (kind === 'seeded')
      await seedDemoData(app.db, {
        today: testToday,
        testPeople: true,
        passwordCost: app.config.PASSWORD_HASH_COST,
        fileStorage: app.fileStorage,
      });
    await app.close();
    if (dataDir === null) rmSync(environment.DATA_DIR, { recursive: true, force: true });
    made[kind] = dataDir ?? name;
  }
  project.provide('databaseTemplates', made);
  return async () => {
    if (!postgres) for (const dir of Object.values(made)) rmSync(dir, { recursive: true, force: true });
  };
}
