import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

/**
 * Statements written once as text with numbered parameters, for the calls run on every request or save
 * (bench/README.md stepSave): kysely does not build and compile them anew per call, PGlite's thread finds their
 * prepared plan by the same text (`pgliteWorker.ts`).
 */
export type FixedStatement<Row> = (db: Kysely<Database>, parameters: readonly unknown[]) => Promise<QueryResult<Row>>;

export function fixedStatement<Row>(text: string): FixedStatement<Row> {
  return (db, parameters) => db.executeQuery(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Row>);
}
