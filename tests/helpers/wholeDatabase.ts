import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/**
 * A file's bytes (a photo in the database's store) as base64, as a copy of the table would hold them: serialised as
 * they come, a Uint8Array is an object of numbered bytes, whose `"7294":152` read as a PIN of 7294 kept (issue 58's
 * demo seed stores photos).
 */
const bytesAsBase64 = (_key: string, value: unknown): unknown =>
  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;

/** Every text of every row of every table the app keeps, as one string to search for what must never be kept. */
export async function wholeDatabase(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const dumps: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    dumps.push(JSON.stringify(rows.rows, bytesAsBase64));
  }
  return dumps.join('\n');
}
