import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clamdScanner } from '../../server/uploads/clamdScanner';

export interface ClamdServer {
  /** The CLAMD_ADDRESS to give the app. */
  readonly address: string;
  stop(): Promise<void>;
}

/**
 * A real ClamAV daemon (Debian's clamav-daemon) on a private socket, loaded with only the EICAR test signature
 * (tests/fixtures/clamav/eicar-test.ndb, the signature ClamAV's own database carries for the EICAR file), so
 * tests and CI scan for real without downloading the signature database.
 */
export async function startClamd(): Promise<ClamdServer> {
  const folder = mkdtempSync(join(tmpdir(), 'card-web-clamd-'));
  const databaseFolder = join(folder, 'db');
  mkdirSync(databaseFolder);
  copyFileSync(new URL('../fixtures/clamav/eicar-test.ndb', import.meta.url), join(databaseFolder, 'eicar-test.ndb'));
  const socket = join(folder, 'clamd.sock');
  const config = join(folder, 'clamd.conf');
  writeFileSync(
    config,
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${databaseFolder}`,
      'Foreground yes',
      `LogFile ${join(folder, 'clamd.log')}`,
      'StreamMaxLength 16M',
      '',
    ].join('\n'),
  );
  const clamd: ChildProcess = spawn('clamd', ['-c', config], { stdio: 'ignore' });
  const address = `unix:${socket}`;
  const scanner = clamdScanner(address);
  const deadline = Date.now() + 60_000;
  while (!(await scanner.ping())) {
    if (clamd.exitCode !== null) throw new Error(`clamd exited (${clamd.exitCode}); is Debian's clamav-daemon installed?`);
    if (Date.now() > deadline) throw new Error('clamd did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    address,
    stop: async () => {
      const exited = new Promise((resolve) => clamd.once('exit', resolve));
      clamd.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
