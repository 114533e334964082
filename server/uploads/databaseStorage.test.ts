import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/buildTestApp';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { databaseStorage } from './databaseStorage';
import { StoredFileExists } from './fileStorage';

/** Issue 34: photos in the service's database, on PGlite and on PostgreSQL alike. */
let db: Kysely<Database>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase('migrated');
  drop = database.drop;
  db = await createDatabase(
    'DATABASE_URL' in database.environment
      ? { kind: 'postgres', url: database.environment.DATABASE_URL }
      : { kind: 'pglite', dataDir: database.environment.DATA_DIR },
  );
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const name = (extension: 'png' | 'jpg') => `${randomUUID()}.${extension}`;
// Every byte value, and a photo's size: nothing may be lost to an encoding on the way in or out.
const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
const largePhoto = Buffer.alloc(3 * 1024 * 1024 + 7, everyByte);

describe('the database storage', () => {
  it('round-trips the bytes exactly, keeps the type the name says, and answers null for a name never stored', async () => {
    const storage = databaseStorage(db);
    const png = name('png');
    const jpg = name('jpg');
    await storage.put(png, everyByte);
    await storage.put(jpg, largePhoto);
    expect(await storage.get(png)).toEqual(everyByte);
    const read = await storage.get(jpg);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(largePhoto)).toBe(true);
    expect(await storage.get(name('png'))).toBeNull();
    const rows = await db
      .selectFrom('uploaded_files')
      .select(['name', 'content_type'])
      .where('name', 'in', [png, jpg])
      .orderBy('content_type')
      .execute();
    expect(rows).toEqual([
      { name: jpg, content_type: 'image/jpeg' },
      { name: png, content_type: 'image/png' },
    ]);
  });

  it('deletes a photo for good, and a second delete or one of a name never stored is no error (issue 57)', async () => {
    const storage = databaseStorage(db);
    const stored = name('jpg');
    await storage.put(stored, everyByte);
    await storage.delete(stored);
    expect(await storage.get(stored)).toBeNull();
    expect(await db.selectFrom('uploaded_files').select('name').where('name', '=', stored).execute()).toEqual([]);
    await storage.delete(stored);
    await storage.delete(name('png'));
  });

  it('refuses to overwrite a stored name, keeping the first bytes, however many instances try at once', async () => {
    const storage = databaseStorage(db);
    const stored = name('jpg');
    await storage.put(stored, Buffer.from('first'));
    await expect(storage.put(stored, Buffer.from('second'))).rejects.toBeInstanceOf(StoredFileExists);
    expect((await storage.get(stored))?.toString()).toBe('first');

    const raced = name('png');
    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd'].map((bytes) => storage.put(raced, Buffer.from(bytes))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(StoredFileExists);
  });

  it('refuses a name the server did not make, and so does the table', async () => {
    const storage = databaseStorage(db);
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/did not make/);
    await expect(storage.get('card.jpg')).rejects.toThrow(/did not make/);
    await expect(
      db
        .insertInto('uploaded_files')
        .values({ name: 'card.jpg', bytes: Buffer.from('x'), content_type: 'image/jpeg' })
        .execute(),
    ).rejects.toThrow();
  });
});
