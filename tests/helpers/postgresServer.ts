import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/**
 * A throwaway PostgreSQL server for the test suite: initdb and pg_ctl into a temporary folder. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user (created by Debian's package).
 */
export interface PostgresServer {
  readonly url: string;
  /**
   * `pg_ctl restart -m fast`: every session is ended ("terminating connection due to administrator command"). These
   * three run pg_ctl without blocking, so the test's own clients keep sending while the database goes away.
   */
  restart(): Promise<void>;
  /** The first half of a fast restart, so a test can look at a service while its database is down. */
  stopFast(): Promise<void>;
  /** Starts it again after stopFast, on the same port and data. */
  start(): Promise<void>;
  stop(): void;
}

function findBinary(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL (apt-get install -y postgresql)`);
}

export async function startPostgres(): Promise<PostgresServer> {
  const folder = mkdtempSync(join(tmpdir(), 'card-web-pg-'));
  const dataDir = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (binary: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const run = (binary: string, args: string[]): void => {
    execFileSync(...asPostgres(binary, args), { stdio: 'pipe' });
  };
  const runAside = (binary: string, args: string[]): Promise<void> =>
    new Promise((done, fail) => execFile(...asPostgres(binary, args), (error) => (error ? fail(error) : done())));
  if (asRoot) {
    chmodSync(folder, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const port = await freePort();
  run(findBinary('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  // The log file every time: without -l the server would keep pg_ctl's output pipe open, and the call would never return.
  const startArgs = ['-D', dataDir, '-o', options, '-l', join(folder, 'server.log'), '-w'];
  run(findBinary('pg_ctl'), [...startArgs, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => runAside(findBinary('pg_ctl'), [...startArgs, '-m', 'fast', 'restart']),
    stopFast: () => runAside(findBinary('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start: () => runAside(findBinary('pg_ctl'), [...startArgs, 'start']),
    stop: () => {
      try {
        run(findBinary('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
