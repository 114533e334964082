import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** For an HTML page: a fresh nonce, put on this answer's CSP for scripts and styles; returns it for the page's tags. */
    htmlCspNonce(): string;
  }
}

const noncePlaceholder = 'CSP-NONCE';

/** The headers helmet would set for these options, read once from a stand-in response. */
function headersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The built scripts and styles (never a person's file): nothing in them is drawn as a document. */
const SCRIPT_OR_STYLE = /^\/assets\/[^?]+\.(?:js|css)(?:\?|$)/;

/**
 * What a script or a style file needs of the headers: no sniffing, HTTPS only, not loadable by another site, and
 * the referrer policy a module script's own requests follow. The rest (CSP, frame options, opener and agent
 * cluster policies) govern documents only; on the 18 files of a step they were 10 KB of every first visit (issue 20).
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'strict-transport-security',
  'cross-origin-resource-policy',
  'referrer-policy',
]);

/**
 * Strict CSP (DESIGN.md, security baseline): scripts only by per-request nonce plus 'strict-dynamic' so the
 * lazily loaded route chunks are trusted through the entry script; no 'unsafe-inline', no 'unsafe-eval'.
 *
 * The headers are helmet's, worked out once at start: @fastify/helmet rebuilt its middleware and drew two nonces
 * on every request (0.22× of bare Fastify on its own, issue 20). JSON and other static files get the fixed headers,
 * whose policy trusts no script at all; only an HTML page asks for a nonce (`reply.htmlCspNonce()`).
 */
export default fp(
  async (app) => {
    const production = app.config.NODE_ENV === 'production';
    const directives = {
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
    };
    const options: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // The same as frame-ancestors 'none' for browsers that only read the older header (helmet's default is SAMEORIGIN).
      frameguard: { action: 'deny' },
    };
    const fixedHeaders = headersOf(options);
    const nonceSource = `'nonce-${noncePlaceholder}'`;
    const htmlPolicy = headersOf({
      ...options,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...directives, scriptSrc: [...directives.scriptSrc, nonceSource], styleSrc: [...directives.styleSrc, nonceSource] },
      },
    })['content-security-policy'];
    if (!htmlPolicy) throw new Error('helmet set no Content-Security-Policy');

    const scriptAndStyleHeaders = Object.fromEntries(Object.entries(fixedHeaders).filter(([name]) => SUBRESOURCE_HEADERS.has(name)));
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(SCRIPT_OR_STYLE.test(request.url) ? scriptAndStyleHeaders : fixedHeaders);
      done();
    });

    app.decorateReply('htmlCspNonce', function () {
      const nonce = randomBytes(16).toString('hex');
      void this.header('content-security-policy', htmlPolicy.replaceAll(noncePlaceholder, nonce));
      return nonce;
    });
  },
  { name: 'security', dependencies: ['env'] },
);
