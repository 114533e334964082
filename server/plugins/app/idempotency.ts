import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/apiResponse';
import { claimKey, completeKey, releaseKey, requestFingerprint } from '../../idempotency/idempotencyStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key whose answer is to be stored. */
    idempotency: { scope: string; key: string } | null;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const wellFormedKey = /^[A-Za-z0-9_.:-]{8,128}$/;

export const idempotencyMessages = {
  malformedKey: 'Idempotency-Key は8〜128文字の英数字と記号（_ . : -）で指定してください。',
  inFlight: '同じお手続きを処理しています。しばらくしてから画面を再読み込みしてください。',
  differentRequest: '同じお手続き番号で異なる内容が送信されました。画面を再読み込みしてからやり直してください。',
} as const;

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(failure('invalidParams', [{ field: 'Idempotency-Key', message }]));
}

/**
 * DESIGN.md security baseline: a state-changing call with an Idempotency-Key runs once. A replay answers the
 * stored response, the same key with a changed body 422, and a request still in flight 409. The keys live in the
 * database, so a retry that lands on another instance is recognised too. The OpenID provider's own endpoints
 * are left to the provider.
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined || !stateChanging.has(request.method) || request.url.startsWith('/oidc/')) return;
      if (typeof key !== 'string' || !wellFormedKey.test(key)) return refuse(reply, 400, idempotencyMessages.malformedKey);
      const scope = request.session ? `member:${request.session.memberId}` : `client:${request.ip}`;
      const claim = await claimKey(app.db, scope, key, requestFingerprint(request.method, request.url, request.rawJsonBody));
      switch (claim.kind) {
        case 'claimed':
          request.idempotency = { scope, key };
          return;
        case 'inFlight':
          return refuse(reply, 409, idempotencyMessages.inFlight);
        case 'differentRequest':
          return refuse(reply, 422, idempotencyMessages.differentRequest);
        case 'replay':
          return reply
            .code(claim.answer.status)
            .header('cache-control', 'no-store')
            .header('idempotent-replayed', 'true')
            .type(claim.answer.contentType ?? 'application/json; charset=utf-8')
            .send(claim.answer.body);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = null;
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      // Refused before acting (no session, an expired credential): the same call must be able to run once the
      // caller has logged in or refreshed its credential, under the same key.
      const refusedBeforeActing = reply.statusCode === 401 || reply.statusCode === 403;
      if (reply.statusCode >= 500 || refusedBeforeActing || body === null) {
        await releaseKey(app.db, held.scope, held.key);
      } else {
        const contentType = reply.getHeader('content-type');
        await completeKey(app.db, held.scope, held.key, { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body });
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'session', 'request-guards'] },
);
