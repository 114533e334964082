import { connect, type Socket } from 'node:net';
import type { VirusScanner } from './virusScanner';

/** Where clamd listens: `unix:/path/to/clamd.sock` or `tcp://host:port` (the CLAMD_ADDRESS setting). */
export function parseClamdAddress(address: string): { path: string } | { host: string; port: number } {
  if (address.startsWith('unix:')) return { path: address.slice('unix:'.length) };
  const url = new URL(address);
  if (url.protocol !== 'tcp:' || !url.hostname || !url.port)
    throw new Error(`CLAMD_ADDRESS must be unix:/path or tcp://host:port, got ${address}`);
  return { host: url.hostname, port: Number(url.port) };
}

const chunkBytes = 64 * 1024;
const scanTimeoutMs = 30_000;
// A PING is answered at once by a clamd that is up; a scrape (10 s by default) must not wait for one that is not.
const pingTimeoutMs = 2_000;

/** Sends one clamd command (null-terminated "z" form) with an optional INSTREAM body; resolves clamd's reply. */
function clamdCommand(address: string, command: string, body?: Buffer, timeoutMs = scanTimeoutMs): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(parseClamdAddress(address));
    const replies: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('clamd did not answer in time')));
    socket.on('data', (data) => replies.push(data));
    socket.on('error', reject);
    socket.on('end', () => resolve(Buffer.concat(replies).toString('utf8').replace(/\0+$/, '').trim()));
    socket.on('connect', () => {
      socket.write(`z${command}\0`);
      if (body) {
        // INSTREAM: each chunk is preceded by its length as a 4-byte big-endian number; length 0 ends the stream.
        for (let offset = 0; offset < body.length; offset += chunkBytes) {
          const chunk = body.subarray(offset, offset + chunkBytes);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.length);
          socket.write(length);
          socket.write(chunk);
        }
        socket.write(Buffer.alloc(4));
      }
    });
  });
}

/** ClamAV's daemon over its socket protocol (the one clamdscan speaks), so no file touches the disk to be scanned. */
export function clamdScanner(address: string): VirusScanner & { ping(): Promise<boolean> } {
  return {
    async scan(bytes) {
      const reply = await clamdCommand(address, 'INSTREAM', bytes);
      if (reply === 'stream: OK') return { verdict: 'clean' };
      const found = /^stream: (.+) FOUND$/.exec(reply);
      if (found?.[1]) return { verdict: 'infected', signature: found[1] };
      throw new Error(`clamd could not scan the upload: ${reply}`);
    },
    async ping() {
      return (await clamdCommand(address, 'PING', undefined, pingTimeoutMs).catch(() => '')) === 'PONG';
    },
  };
}
