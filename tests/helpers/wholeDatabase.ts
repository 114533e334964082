import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** Every text of every row of every table the app keeps, as one string to search for what must never be kept. */
export async function wholeDatabase(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const dumps: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    dumps.push(JSON.stringify(rows.rows));
  }
  return dumps.join('\n');
}
