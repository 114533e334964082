import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startClamd } from '../helpers/clamdServer';
import { testPasswordCost } from '../helpers/testPasswordCost';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The staff console's listener (issue 31). */
    opsUrl: string;
  }
}

const port = Number(process.env['E2E_PORT'] ?? 3999);

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The real service as `npm start` runs it (built assets, embedded database, demo data), on a spare port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-e2e-'));
  // Residence-card photos are virus-checked by a real clamd, as in production.
  const clamd = await startClamd();
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // As `npm start`: the journeys read their SMS codes from the demo outbox.
      DEMO: '1',
      // Each phone names its own client address (tests/e2e/phone.ts), as people behind the TLS proxy would.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...testPasswordCost,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      CLAMD_ADDRESS: clamd.address,
      // Issue 31: the staff console on its own listener, as demo mode opens it.
      OPS_PORT: String(port + 1),
      OPS_HOST: '127.0.0.1',
      OPS_ORIGIN: `http://127.0.0.1:${port + 1}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, server, () => log);
  } catch (error) {
    await clamd.stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('opsUrl', `http://127.0.0.1:${port + 1}`);
  return async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    const code = await exited;
    await clamd.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // Graceful shutdown: SIGTERM closes the database and exits cleanly, or the run fails.
    if (code !== 0) throw new Error(`server did not shut down cleanly on SIGTERM (exit ${code}):\n${log}`);
  };
}
