import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasControlCharacters } from '../../../validators/controlCharacters';
import { failure } from '../../http/apiResponse';

/** One route as registered: the security suite attacks every one, so a new route is covered without a new test. */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as routes are registered. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyRequest {
    /** The JSON body exactly as received (null without one): the idempotency fingerprint hashes it, no re-serialising. */
    rawJsonBody: string | null;
  }
}

/** Deeper than any schema of the service (the apply entry is about 5 levels): anything deeper is an attack or a bug. */
const maxJsonDepth = 32;

/**
 * C0 controls and DEL in a URL. No page, file name or query of the service needs them, and NUL breaks PostgreSQL
 * text ("invalid byte sequence for encoding UTF8: 0x00"), so they stop at the edge, before any database use.
 */
const controlInUrl = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

/** A body the service refuses before any route sees it; the error handler answers 400 with codeId 4000. */
class RefusedBody extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Keys that reach prototypes when merged into an object; no schema of the service has them. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Walks a parsed JSON value with an explicit stack (a recursive walk is exactly what deep nesting overflows) and
 * says what is wrong with it, if anything.
 */
export function jsonProblem(value: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return 'control character in a string';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth > maxJsonDepth) return `nested deeper than ${maxJsonDepth}`;
    if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (prototypeKeys.has(key)) return `forbidden key ${key}`;
      if (hasControlCharacters(key)) return 'control character in a key';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that change state anyway (SPEC 7.1 keeps logout a GET), so a cross-site link must not reach them. */
const stateChangingGets = new Set(['/api/bff/clearCookie']);

function crossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== publicOrigin;
  // Browsers without Origin on this request still say where it came from; a request without either header is
  // not a browser riding a member's cookie.
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

function refuse(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(failure(status === 403 ? 'forbidden' : 'invalidParams'));
}

/**
 * The edge (DESIGN.md security baseline): URL control characters, cross-site state changes and bodies the service
 * cannot have meant are refused before session lookup, database or route. JSON is the only body the API parses
 * (text/plain, form and multipart bodies, which a cross-site form or `fetch` may send without a preflight, answer
 * 415), parsed here
 * with a nesting limit, no prototype keys and no control characters, so every route answers the same 400.
 * The embedded OpenID provider keeps its own form parsers (its plugin is encapsulated); the URL and CSRF checks
 * cover it too.
 */
export default fp(
  async (app) => {
    const publicOrigin = app.config.PUBLIC_ORIGIN;
    app.decorateRequest('rawJsonBody', null);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
    });

    app.addHook('onRequest', async (request, reply) => {
      if (controlInUrl.test(request.raw.url ?? '')) {
        request.log.info('control character in the URL');
        return refuse(reply, 400);
      }
      const path = (request.raw.url ?? '').split('?')[0] ?? '';
      if ((stateChanging.has(request.method) || stateChangingGets.has(path)) && crossSite(request, publicOrigin)) {
        request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site request refused');
        return refuse(reply, 403);
      }
    });

    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (text.length === 0) return done(null, undefined);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return done(new RefusedBody('FST_ERR_CTP_INVALID_JSON_BODY', 'body is not JSON'), undefined);
      }
      const problem = jsonProblem(parsed);
      if (problem) return done(new RefusedBody('FST_ERR_CTP_REFUSED_JSON_BODY', problem), undefined);
      request.rawJsonBody = text;
      done(null, parsed);
    });
  },
  { name: 'request-guards', dependencies: ['env'] },
);
