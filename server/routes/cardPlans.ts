import type { FastifyPluginAsync } from 'fastify';
import { RATES_BASIS_POINTS } from '../../enums/cardPlans';
import type { CardSettingsAnswer, CashingTopAnswer, RevoTopAnswer } from '../../api/cardPlanAnswers';
import { cardPlanState, cashingAvailable } from '../cardPlans/cardPlanState';
import { grantPriorRoute } from '../flows/priorRoutes';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { credentialCard, statementCard } from '../memberArea/credentialCard';

/** The revolving, cashing and settings tops' reads (issues 17 and 15, SPEC 2.6), for the card the credential names. */
const cardPlans: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const credentialed = { preHandler: app.requireCredential };

  // SPEC 2.7: the revo top initialises first; revo cashing is reachable only after it, this session, for this card.
  app.get('/external/v1/revo/top', credentialed, async (request) => {
    const card = await credentialCard(app.db, request);
    if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
    const state = await cardPlanState(app.db, card.member_id, card.id);
    await grantPriorRoute(app.db, request.session.idHash, 'revoTop', card.id);
    const answer: RevoTopAnswer = {
      card: statementCard(card),
      revolvingPayment: state.revolvingPayment,
      autoRevolving: state.autoRevolving,
      revolvingBalance: state.revolvingBalance,
      revolvingRate: RATES_BASIS_POINTS.revolving,
      cashingRate: RATES_BASIS_POINTS.cashing,
      cashingAvailable: cashingAvailable(state),
      openPurchases: state.openPurchases.length,
      changesRefused: state.restricted || state.overdue,
    };
    return success(answer);
  });

  app.get('/external/v1/cashing/top', credentialed, async (request) => {
    const card = await credentialCard(app.db, request);
    const state = await cardPlanState(app.db, card.member_id, card.id);
    const answer: CashingTopAnswer = {
      card: statementCard(card),
      cashingLimit: state.cashingLimit,
      cashingBalance: state.cashingBalance,
      cashingAvailable: cashingAvailable(state),
      cashingRate: RATES_BASIS_POINTS.cashing,
      examination: state.cashingExamination,
      dueDate: state.dueDate,
    };
    return success(answer);
  });

  // Issue 15: the settings top and the 3-D Secure top (a secret is told as set or not, never more).
  app.get('/external/v1/card/settings', credentialed, async (request) => {
    const card = await credentialCard(app.db, request);
    const answer: CardSettingsAnswer = {
      card: statementCard(card),
      displayBalance: card.display_balance,
      usageRestriction: card.usage_restriction,
      etcCards: card.etc_cards,
      securePasswordRegistered: card.secure_password_hash !== null,
      pinChanged: card.pin_hash !== null,
    };
    return success(answer);
  });
};

export default cardPlans;
