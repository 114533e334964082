import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers made per request (the HTML shell, JSON over a kilobyte) for browsers that accept it: brotli at
 * a quality that costs about as much as gzip (the best quality is for the build's static files, made once:
 * scripts/precompressAssets.ts), gzip otherwise. Registered after the idempotency plugin, so that an answer is
 * stored as text before it is compressed. Nothing compressed here mixes a secret with text an attacker chooses
 * (BREACH): the shell reflects nothing of the request, and a JSON answer holds only its caller's own data.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression', dependencies: ['idempotency'] },
);
