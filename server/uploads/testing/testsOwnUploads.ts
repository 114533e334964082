import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The demo's own residence-card photos (the waiting cases' of server/seed/deskCases.ts) are in every seeded database:
 * a test that says "stores nothing" or "keeps two" means besides them.
 */
const demoUploads = (db: Kysely<Database>) =>
  db.selectFrom('residence_card_uploads').select('file_name').where('member_id', 'like', 'member-desk-%');

/** The names in the database's file store that a test put there (not the demo's). */
export async function storedFilesOfTests(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('uploaded_files').select('name').where('name', 'not in', demoUploads(db)).orderBy('name').execute();
  return rows.map((row) => row.name);
}

/** The residence-card upload rows a test made (not the demo's). */
export async function uploadRowsOfTests(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('residence_card_uploads')
    .select('file_name')
    .where('member_id', 'not like', 'member-desk-%')
    .orderBy('file_name')
    .execute();
  return rows.map((row) => row.file_name);
}
