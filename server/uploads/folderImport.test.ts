import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/buildTestApp';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { databaseStorage } from './databaseStorage';
import { moveFolderIntoStorage } from './folderImport';

/** Issue 34: the photos of the folder storage (UPLOAD_DIR) move into the shared storage at start, once. */
let db: Kysely<Database>;
let drop: () => Promise<void>;
let folder: string;
beforeAll(async () => {
  const database = await createTestDatabase('migrated');
  drop = database.drop;
  db = await createDatabase(
    'DATABASE_URL' in database.environment
      ? { kind: 'postgres', url: database.environment.DATABASE_URL }
      : { kind: 'pglite', dataDir: database.environment.DATA_DIR },
  );
});
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'card-web-old-uploads-'));
  return () => rmSync(folder, { recursive: true, force: true });
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const storedFiles = async () =>
  (await db.selectFrom('uploaded_files').select(['name', 'bytes']).orderBy('name').execute()).map((row) => ({
    name: row.name,
    bytes: Buffer.from(row.bytes).toString('hex'),
  }));

describe('moving the upload folder into the database', () => {
  it('moves every photo with its bytes and empties the folder; a second run changes nothing', async () => {
    const photos = new Map([
      [`${randomUUID()}.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])],
      [`${randomUUID()}.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47, 255, 254])],
    ]);
    for (const [name, bytes] of photos) writeFileSync(join(folder, name), bytes);
    const storage = databaseStorage(db);

    expect(await moveFolderIntoStorage(folder, storage)).toEqual({ moved: 2, left: [] });
    for (const [name, bytes] of photos) expect(await storage.get(name)).toEqual(bytes);
    expect(readdirSync(folder)).toEqual([]);

    const before = await storedFiles();
    expect(await moveFolderIntoStorage(folder, storage)).toEqual({ moved: 0, left: [] });
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves what is not a server-made photo, and a file whose name is stored with other bytes, changing no stored file', async () => {
    const storage = databaseStorage(db);
    const clash = `${randomUUID()}.png`;
    await storage.put(clash, Buffer.from('stored first'));
    // A start stopped between the put and the delete: stored with the same bytes, so it only goes from the folder.
    const halfMoved = `${randomUUID()}.jpg`;
    await storage.put(halfMoved, Buffer.from('moved before'));
    writeFileSync(join(folder, clash), 'other bytes');
    writeFileSync(join(folder, halfMoved), 'moved before');
    writeFileSync(join(folder, 'notes.txt'), 'not a photo');
    mkdirSync(join(folder, 'sub'));
    const before = await storedFiles();

    expect(await moveFolderIntoStorage(folder, storage)).toEqual({ moved: 1, left: [clash, 'notes.txt'] });
    expect(await storedFiles()).toEqual(before);
    expect((await storage.get(clash))?.toString()).toBe('stored first');
    expect(readdirSync(folder).sort()).toEqual([clash, 'notes.txt', 'sub'].sort());
  });

  it('does nothing without the folder', async () => {
    const before = await storedFiles();
    expect(await moveFolderIntoStorage(join(folder, 'never-made'), databaseStorage(db))).toEqual({ moved: 0, left: [] });
    expect(await storedFiles()).toEqual(before);
  });
});
