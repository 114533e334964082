import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readlinkSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * A process of the cluster: started detached, so it outlives `npm run cluster` and is stopped by its recorded id, and
 * its start time, by which it is told from a later process given the same id.
 */
export interface Started {
  readonly name: string;
  readonly pid: number;
  readonly startTime: string | null;
}

/**
 * When the process began (field 22 of Linux's /proc/<pid>/stat, in clock ticks since boot), or null when there is no
 * such process or no /proc. A process id is handed out again once the ids wrap: at Debian's default of 32,768, every
 * 50 minutes or so of this project's test suite. A recorded id alone, of a part killed in a fault test or of a cluster
 * gone with a reboot, would then stop whatever process holds it now.
 */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
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
  return { name, pid: child.pid, startTime: startTimeOf(child.pid) };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the recorded process is still running: the same id and, where it was recorded, the same start time. */
export function stillRunning(part: Pick<Started, 'pid' | 'startTime'>): boolean {
  return isAlive(part.pid) && (part.startTime === null || startTimeOf(part.pid) === part.startTime);
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

/**
 * SIGTERM (each part's orderly stop), then SIGKILL for what is still running after the grace; nothing to a process
 * that is no longer the recorded one.
 */
export async function stopProcess(part: Pick<Started, 'pid' | 'startTime'>, graceMs: number): Promise<void> {
  if (!stillRunning(part)) return;
  process.kill(part.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (stillRunning(part) && Date.now() < deadline) await sleep(100);
  if (stillRunning(part)) process.kill(part.pid, 'SIGKILL');
}

/** Whether the process runs PostgreSQL's server (its executable is `postgres`); true where /proc cannot tell. */
function runsPostgres(pid: number): boolean {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`)) === 'postgres';
  } catch {
    return !existsSync('/proc/self/exe');
  }
}

/**
 * The postmaster from its data folder (the first line of postmaster.pid), or null when it is not running. A postmaster
 * killed with SIGKILL leaves its file behind, and the id in it may belong to another process by now.
 */
export function postmasterOf(dataDir: string): Started | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !runsPostgres(pid)) return null;
  return { name: 'postmaster', pid, startTime: startTimeOf(pid) };
}

export async function httpStatus(url: string): Promise<number | null> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(3000) }).catch(() => null);
  await answer?.body?.cancel();
  return answer?.status ?? null;
}
