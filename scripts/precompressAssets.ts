import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches as it is; images other than SVG are compressed already. */
const compressible = /\.(js|mjs|css|svg|html|json|txt|webmanifest)$/;
/** Below this a compressed file saves less than its headers cost. */
const minimumBytes = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)])),
  );
  return nested.flat();
}

/**
 * Writes a brotli (`.br`, the best quality: made once per build, never per request) and a gzip (`.gz`) file beside
 * every built text file, which the server sends to browsers that accept them (server/plugins/app/frontEnd.ts,
 * @fastify/static `preCompressed`). Issue 20: nothing was compressed; the first step's scripts went over the wire at
 * four times their size.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'card-web:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // .vite/ holds the build's manifest, read by the server and never sent.
      const files = (await filesUnder(outDir)).filter((file) => compressible.test(file) && !file.includes(`${sep}.vite${sep}`));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < minimumBytes) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
