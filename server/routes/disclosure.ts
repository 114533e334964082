import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DisclosurePageAnswer, DisclosureRequestedAnswer } from '../../api/disclosureAnswers';
import { tokyoToday } from '../../validators/calendar';
import { DISCLOSURE_LINK_DAYS, disclosureMessages } from '../disclosure/disclosureMessages';
import { disclosureHistory, downloadDisclosure, requestDisclosure } from '../disclosure/disclosureRequests';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { linkTokenBodySchema, type LinkTokenBody } from '../http/linkTokenBody';
import { maskMailAddress, memberRecipient } from '../outbox/recipients';

/**
 * APPI 第33条, the member's own request (issue 57 item 3): the page's read and the request behind the SMS check (the
 * session's recent check, as card information asks), and the download of the link the mail carries, by the
 * logged-in member it belongs to. Every answer is the person's data: no-store.
 */
const disclosure: FastifyPluginAsync = async (app) => {
  const memberOf = (request: FastifyRequest): string => {
    const session = request.session!;
    if (session.role !== 'member')
      throw new DomainError('invalidUserStatus', 'disclosure by a non-member', [
        { field: 'member', message: disclosureMessages.notMember },
      ]);
    return session.memberId;
  };

  app.get('/api/bff/member/disclosure', { preHandler: app.requireSmsVerification }, async (request, reply) => {
    const memberId = memberOf(request);
    const recipient = await memberRecipient(app.db, memberId);
    return reply.header('cache-control', 'no-store').send(
      success({
        mailAddress: recipient?.mailAddress ? maskMailAddress(recipient.mailAddress) : null,
        linkDays: DISCLOSURE_LINK_DAYS,
        requests: await disclosureHistory(app.db, memberId, app.clock()),
      } satisfies DisclosurePageAnswer),
    );
  });

  // The Idempotency-Key is the hook's (server/plugins/app/idempotency.ts): a repeated press makes one export and one mail.
  app.post(
    '/api/bff/member/disclosure',
    {
      preHandler: app.requireSmsVerification,
      schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: {} } },
    },
    async (request, reply) => {
      const requested = await requestDisclosure(
        app.db,
        app.fileStorage,
        app.messages,
        memberOf(request),
        { receivedBy: 'member' },
        app.clock(),
      );
      return reply.header('cache-control', 'no-store').send(
        success({
          requestedAt: requested.requestedAt.toISOString(),
          expiresAt: requested.expiresAt.toISOString(),
          mailedTo: requested.mailedTo,
        } satisfies DisclosureRequestedAnswer),
      );
    },
  );

  app.post<{ Body: LinkTokenBody }>(
    '/api/bff/member/disclosure/download',
    {
      preHandler: app.requireSession,
      // Taken off the idempotency hook: its answer is the person's whole file, which no stored copy may hold, and the
      // token already makes the call work once (a repeat is refused as a second download).
      config: { idempotency: 'inTransaction' },
      schema: { body: linkTokenBodySchema },
    },
    async (request, reply) => {
      request.heldKey = null;
      const memberId = request.session!.memberId;
      const { archive } = await downloadDisclosure(app.db, app.fileStorage, memberId, request.body.token, app.clock());
      const day = tokyoToday(app.clock()).replaceAll('-', '');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="disclosure-${day}.zip"`)
        .type('application/zip')
        .send(archive);
    },
  );
};

export default disclosure;
