import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/apiResponse';
import {
  claimKey,
  completeKey,
  earlierCall,
  recordRefusal,
  releaseKey,
  requestFingerprint,
  type HeldKey,
} from '../../idempotency/idempotencyStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key whose answer is to be stored. */
    idempotency: { scope: string; key: string } | null;
    /** The key of a route that takes it in its own transaction (`config.idempotency: 'inTransaction'`). */
    heldKey: HeldKey | null;
  }
  interface FastifyContextConfig {
    /**
     * 'inTransaction': the route takes the key in the transaction of its write (`takeKeyInTransaction`), so a save
     * costs one small insert instead of a claim and a stored copy of its answer; when the key was taken before, it
     * calls `reply.answerEarlierCall`.
     */
    idempotency?: 'inTransaction';
  }
  interface FastifyReply {
    /** Answers a repeat of a call whose key its route found taken; `fresh` draws the answer of a call stored as data. */
    answerEarlierCall(request: FastifyRequest, fresh: () => Promise<unknown>): Promise<FastifyReply>;
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
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(failure('invalidParams', [{ field: 'Idempotency-Key', message }]));
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
    app.decorateRequest('heldKey', null);

    app.decorateReply('answerEarlierCall', async function (this: FastifyReply, request: FastifyRequest, fresh: () => Promise<unknown>) {
      const held = request.heldKey;
      const earlier = held ? await earlierCall(app.db, held) : null;
      request.heldKey = null;
      if (!earlier) throw new Error('answerEarlierCall without an earlier call');
      switch (earlier.kind) {
        case 'inFlight':
          return refuse(this, 409, idempotencyMessages.inFlight);
        case 'differentRequest':
          return refuse(this, 422, idempotencyMessages.differentRequest);
        case 'answerFromData':
          return this.header('idempotent-replayed', 'true').send(await fresh());
        case 'replay':
          return this.code(earlier.answer.status)
            .header('cache-control', 'no-store')
            .header('idempotent-replayed', 'true')
            .type(earlier.answer.contentType ?? 'application/json; charset=utf-8')
            .send(earlier.answer.body);
      }
    });

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined || !stateChanging.has(request.method) || request.url.startsWith('/oidc/')) return;
      if (typeof key !== 'string' || !wellFormedKey.test(key)) return refuse(reply, 400, idempotencyMessages.malformedKey);
      const scope = request.session ? `member:${request.session.memberId}` : `client:${request.ip}`;
      const fingerprint = requestFingerprint(request.method, request.url, request.rawJsonBody);
      if (request.routeOptions.config.idempotency === 'inTransaction') {
        request.heldKey = { scope, key, fingerprint };
        return;
      }
      const claim = await claimKey(app.db, scope, key, fingerprint);
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
      const inTransaction = request.heldKey;
      if (inTransaction) {
        request.heldKey = null;
        // A refusal rolled the route's transaction back with the key: kept now, so its repeat answers the same.
        const refused = reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 401 && reply.statusCode !== 403;
        const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
        if (refused && body !== null) {
          const contentType = reply.getHeader('content-type');
          await recordRefusal(app.db, inTransaction, {
            status: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body,
          });
        }
        return payload;
      }
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
        await completeKey(app.db, held.scope, held.key, {
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body,
        });
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'session', 'request-guards'] },
);
