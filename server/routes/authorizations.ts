import type { FastifyPluginAsync } from 'fastify';
import type { AuthorizationPageAnswer } from '../../api/memberAreaAnswers';
import { success } from '../http/apiResponse';
import { authorizationsPage } from '../memberArea/authorizationRepository';
import { credentialCard, statementCard } from '../memberArea/credentialCard';
import { pageProperties, switchFlagProperty } from '../memberArea/queryShapes';

/**
 * The selected card's authorisations (SPEC 2.6 /member/authorization/detail and /error-detail, issue 35), beside the
 * statements and read the same way: the card the credential names (4006 without one), paged by offset and limit
 * (SPEC 9; 400/4000 for a value of the wrong shape), never cached. `error-detail` is the declined ones alone, each
 * with its reason.
 */
const authorizations: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const querystring = {
    type: 'object',
    properties: { ...pageProperties, ...switchFlagProperty },
    additionalProperties: false,
  } as const;

  for (const [path, declinedOnly] of [
    ['/external/v1/authorization/detail', false],
    ['/external/v1/authorization/error-detail', true],
  ] as const) {
    app.get<{ Querystring: { offset: number; limit: number } }>(
      path,
      { preHandler: app.requireCredential, schema: { querystring } },
      async (request) => {
        const card = await credentialCard(app.db, request);
        const { offset, limit } = request.query;
        const page = await authorizationsPage(app.db, card.id, { declinedOnly, offset, limit });
        const answer: AuthorizationPageAnswer = { card: statementCard(card), ...page, offset, limit };
        return success(answer);
      },
    );
  }
};

export default authorizations;
