import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './freePort';

/** A real server process as `npm start` runs it (`node --import tsx server/main.ts`), on a port of its own. */
export interface ServerProcess {
  readonly url: string;
  /** The staff console's listener (its `/metrics`, `/healthz`). */
  readonly opsUrl: string;
  readonly child: ChildProcess;
  /** What it wrote so far, stdout and stderr (pino's JSON lines, the start banner). */
  output(): string;
  /** Resolves once `/readyz` answers 200; fails at once if the process exits first. */
  ready(timeoutMs: number): Promise<void>;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>;
}

const repository = resolve(import.meta.dirname, '../..');

export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // Demo mode opens the staff console on 3001 unless told otherwise: a port of its own too, so instances sit side by side.
  const opsPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repository,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: url,
      OPS_HOST: '127.0.0.1',
      OPS_PORT: String(opsPort),
      OPS_ORIGIN: `http://127.0.0.1:${opsPort}`,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    url,
    opsUrl: `http://127.0.0.1:${opsPort}`,
    child,
    output: () => output,
    ready: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
        const answered = await fetch(`${url}/readyz`).catch(() => null);
        if (answered?.ok) return;
        await new Promise((wait) => setTimeout(wait, 200));
      }
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
