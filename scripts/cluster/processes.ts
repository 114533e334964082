import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A process of the cluster: started detached, so it outlives `npm run cluster` and is stopped by its recorded id. */
export interface Started {
  readonly name: string;
  readonly pid: number;
}

export interface StartOptions {
  readonly logFile: string;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** PostgreSQL (so Patroni) refuses to run as root: as root, Patroni runs as Debian's `postgres` user. */
  readonly asPostgres?: boolean;
}

export function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export function startDetached(name: string, command: string, args: readonly string[], options: StartOptions): Started {
  const log = openSync(options.logFile, 'a');
  const user = options.asPostgres ? postgresUser() : null;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
    ...(user ?? {}),
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`${name}: ${command} did not start`);
  child.unref();
  return { name, pid: child.pid };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms));

/**
 * Polls until `ready` holds; fails naming what did not come up, with the end of its log, at once when one of the
 * processes it needs has exited.
 */
export async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
  logFile: string,
  pids: readonly number[],
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const tail = () => (existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}` : '');
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    if (pids.some((pid) => !isAlive(pid))) throw new Error(`${what}: a process exited while starting${tail()}`);
    await sleep(250);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s${tail()}`);
}

/** SIGTERM (each part's orderly stop), then SIGKILL for what is still running after the grace. */
export async function stopProcess(pid: number, graceMs: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** The postmaster's process id from its data folder (the first line of postmaster.pid), or null when it is not running. */
export function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

export async function httpStatus(url: string): Promise<number | null> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(3000) }).catch(() => null);
  await answer?.body?.cancel();
  return answer?.status ?? null;
}
