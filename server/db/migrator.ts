import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { underStartupLock } from './startupLock';

const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Migrations are plain SQL files named `<timestamp>_<what>.sql`, with an `-- migrate:up` section and a
 * `-- migrate:down` section. They never import application code, so they stay frozen in time.
 */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(migrationsFolder + file, 'utf8');
      const [, afterUp = ''] = text.split(/^-- migrate:up\s*$/m);
      const [up = '', down = ''] = afterUp.split(/^-- migrate:down\s*$/m);
      if (!up.trim()) throw new Error(`Migration ${file} has no "-- migrate:up" section`);
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db: Kysely<unknown>) => {
          await sql.raw(up).execute(db);
        },
        down: async (db: Kysely<unknown>) => {
          if (down.trim()) await sql.raw(down).execute(db);
        },
      };
    }
    return migrations;
  }
}

export function createMigrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: new SqlFileMigrationProvider() });
}

/**
 * Under the start-up lock (issue 34). Kysely serialises the migrations themselves, but creates its own tables and lock
 * row before taking its lock, forgiving a collision there only once the other instance's table is visible; instances
 * starting together on an empty database never meet there in turn.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await underStartupLock(db, 'migrations', () => createMigrator(db).migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
