import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive, postmasterOf, startTimeOf, stillRunning, stopProcess } from './processes';

/**
 * A recorded process id is handed out again once the ids wrap (32,768 on Debian), so the cluster's stop tells a
 * recorded part from a later process by its start time, and a postmaster.pid left by a killed postmaster from a live one.
 */
const children: ChildProcess[] = [];
const sleeper = (): ChildProcess => {
  const child = spawn('sleep', ['30']);
  children.push(child);
  return child;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));

describe('the cluster’s recorded processes', () => {
  it('leaves alone a process that holds a recorded id but began at another time', async () => {
    const child = sleeper();
    const pid = child.pid ?? 0;
    const startTime = startTimeOf(pid);
    expect(startTime).toMatch(/^\d+$/);
    expect(stillRunning({ pid, startTime })).toBe(true);

    const someoneElse = { pid, startTime: String(Number(startTime) - 1) };
    expect(stillRunning(someoneElse)).toBe(false);
    await stopProcess(someoneElse, 1000);
    expect(isAlive(pid)).toBe(true);

    await stopProcess({ pid, startTime }, 5000);
    await exited(child);
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('reads no postmaster from a postmaster.pid whose id is not a PostgreSQL server, as a killed postmaster leaves it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'card-web-postmaster-'));
    try {
      expect(postmasterOf(dataDir)).toBeNull();
      const child = sleeper();
      writeFileSync(join(dataDir, 'postmaster.pid'), `${child.pid}\n${dataDir}\n`);
      expect(isAlive(child.pid ?? 0)).toBe(true);
      expect(postmasterOf(dataDir)).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
