import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { partnerIdLinkage as linkageOf, unlinkPartnerId } from '../memberSettings/partnerIdLinks';

/**
 * SPEC 2.6 /member/setting/sbidlinkage/status: the card member's partner ID link, and its undo. The link itself is
 * made by the `partnerIdLinkage` flow (flows/partnerIdLinkage.ts). The undo takes no body; a repeat with its
 * Idempotency-Key answers the stored answer (server/plugins/app/idempotency.ts), and one without finds nothing left
 * to undo and answers the same.
 */
function cardMember(request: FastifyRequest): string {
  const credential = request.credential;
  if (!credential || request.session?.role !== 'member')
    throw new DomainError('invalidUserStatus', 'partner ID link of someone who is no card member');
  return credential.memberId;
}

const partnerIdLinkage: FastifyPluginAsync = async (app) => {
  app.get('/external/v1/member/sbidlinkage', { preHandler: app.requireCredential }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(success(await linkageOf(app.db, cardMember(request), app.productConfig.featureFlags))),
  );

  app.post(
    '/external/v1/member/sbidlinkage/unlink',
    { preHandler: app.requireCredential, schema: { body: { type: 'object', additionalProperties: false, maxProperties: 0 } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(success(await unlinkPartnerId(app.db, cardMember(request), app.productConfig.featureFlags))),
  );
};

export default partnerIdLinkage;
