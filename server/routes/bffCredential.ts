import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { activeCards, closedCards, toCardListItem } from '../credentials/cardList';
import { issueCredential } from '../credentials/credentialStore';
import { lastSelectedCardId, saveLastSelectedCard } from '../credentials/lastSelectedCard';
import { selectCard } from '../credentials/selectCard';
import { sessionFlagsOf } from '../memberSettings/residenceFlags';
import { tokyoToday } from '../../validators/calendar';
import type { ActiveSession } from '../sessions/sessionStore';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

const tokenSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } as const;

function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
  return request.session;
}

/** The own-BFF calls of SPEC 7.1 that hand out credentials and remember the chosen card. */
const bffCredential: FastifyPluginAsync = async (app) => {
  const lifetime = app.config.CREDENTIAL_TTL_MINUTES;

  // Every answer here is personal (DESIGN.md security baseline).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: { ppcdToken?: string } }>(
    '/api/bff/getCredentialV2',
    {
      preHandler: app.requireSession,
      schema: { querystring: { type: 'object', properties: { ppcdToken: tokenSchema }, additionalProperties: false } },
    },
    async (request) => {
      const session = sessionOf(request);
      const cards = await activeCards(app.db, session.memberId);
      const choice = selectCard(cards, request.query.ppcdToken, await lastSelectedCardId(app.db, session.memberId));
      if (choice.kind === 'notOwn') throw new DomainError('forbidden', 'requested card is not one of the member’s cards');
      const selectedId = choice.card?.id ?? null;
      const ppcdCredential = await issueCredential(app.db, session, selectedId, lifetime);
      return success({
        ppcdCredential,
        activeCardList: cards.map((card) => toCardListItem(card, selectedId)),
        sessionFlags: await sessionFlagsOf(app.db, session.memberId, tokyoToday(app.clock())),
      });
    },
  );

  app.get<{ Params: { index: string } }>(
    '/api/bff/getCredentialForExMember/:index',
    { preHandler: app.requireSession },
    async (request) => {
      const session = sessionOf(request);
      const member = await app.db.selectFrom('members').select('role').where('id', '=', session.memberId).executeTakeFirstOrThrow();
      if (member.role !== 'former_member') throw new DomainError('forbidden', 'not a former member');
      const cards = await closedCards(app.db, session.memberId);
      const index = /^(0|[1-9][0-9]{0,2})$/.test(request.params.index) ? Number(request.params.index) : -1;
      const card = cards[index];
      if (!card)
        throw new DomainError('invalidParams', `no old card at index ${request.params.index}`, [
          { field: 'index', message: '対象のカードが見つかりません。' },
        ]);
      const ppcdCredential = await issueCredential(app.db, session, card.id, lifetime);
      return success({
        ppcdCredential,
        exCardCount: cards.length,
        exCard: { ...toCardListItem(card, card.id), closedOn: card.closed_on },
      });
    },
  );

  app.post<{ Body: { lastSelectedCard: string } }>(
    '/api/bff/saveLastSelectedCard',
    {
      preHandler: app.requireSession,
      schema: {
        body: {
          type: 'object',
          required: ['lastSelectedCard'],
          properties: { lastSelectedCard: tokenSchema },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const card = (await activeCards(app.db, session.memberId)).find((own) => own.ppcd_token === request.body.lastSelectedCard);
      if (!card) throw new DomainError('forbidden', 'last selected card is not one of the member’s cards');
      await saveLastSelectedCard(app.db, session.memberId, card.id);
      return success({ lastSelectedCard: card.ppcd_token });
    },
  );

  app.get('/api/bff/getLastSelectedCard', { preHandler: app.requireSession }, async (request) => {
    const session = sessionOf(request);
    const cardId = await lastSelectedCardId(app.db, session.memberId);
    const card = (await activeCards(app.db, session.memberId)).find((own) => own.id === cardId);
    return success({ lastSelectedCard: card?.ppcd_token ?? null });
  });
};

export default bffCredential;
