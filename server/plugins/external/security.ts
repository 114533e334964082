import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict CSP (DESIGN.md, security baseline): scripts only by per-request nonce plus 'strict-dynamic' so the
 * lazily loaded route chunks are trusted through the entry script; no 'unsafe-inline', no 'unsafe-eval'.
 */
export default fp(
  async (app) => {
    const production = app.config.NODE_ENV === 'production';
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'strict-dynamic'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // The same as frame-ancestors 'none' for browsers that only read the older header (helmet's default is SAMEORIGIN).
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security', dependencies: ['env'] },
);
