import { createServer } from 'node:net';

/**
 * A port no one listens on, from 10000–19999. Not one the system picks (port 0): those come from the ephemeral range
 * (32768–60999), which every outgoing connection on the machine draws its own local port from too, so between this
 * check and the child's listen one of the run's many connections could take it; CI's run of 2026-11-28 lost a test to
 * EADDRINUSE so. Below 20000 also stays clear of the cluster's ports (21000 up) and the fixed ones (3000–4200, 6006).
 */
export async function freePort(): Promise<number> {
  const first = 10_000 + Math.floor(Math.random() * 10_000);
  for (let offset = 0; offset < 10_000; offset += 1) {
    const port = 10_000 + ((first - 10_000 + offset) % 10_000);
    if (await listenable(port)) return port;
  }
  throw new Error('no free port in 10000–19999');
}

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
