import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkedName, contentTypeOf, StoredFileExists, type FileStorage } from './fileStorage';

/**
 * Files in the service's own database (`uploaded_files`), the default (issue 34): every instance, and the staff
 * console wherever it runs, reads what any of them stored, with nothing more to run or back up than the database.
 */
export function databaseStorage(db: Kysely<Database>): FileStorage {
  return {
    async put(name, bytes) {
      // The insert itself decides, so two instances putting one name at once cannot both succeed.
      const inserted = await db
        .insertInto('uploaded_files')
        .values({ name: checkedName(name), bytes, content_type: contentTypeOf(name) })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!inserted) throw new StoredFileExists(name);
    },
    async get(name) {
      const row = await db.selectFrom('uploaded_files').select('bytes').where('name', '=', checkedName(name)).executeTakeFirst();
      // node-postgres answers a Buffer, PGlite a Uint8Array: the same bytes, viewed alike without a copy.
      return row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
    },
    async delete(name) {
      await db.deleteFrom('uploaded_files').where('name', '=', checkedName(name)).execute();
    },
  };
}
