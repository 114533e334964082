import type { FastifyPluginAsync } from 'fastify';
import { findFlow } from '../../flows/index';
import { flowCaller } from '../flows/caller';
import { saveFlowStep } from '../flows/flowService';
import { hostContext } from '../flows/hostContext';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { cardApplicationsOf } from '../memberSettings/multipleCards';

/**
 * Another card's SPEC 7.2 calls beside the flow host's (issue 16, SPEC 2.6 /member/setting/multiple-card): the
 * review status page's read, and the partner-ID linkage
 * consent, an alias of saving the flow's permission step that records the consent time with the draft.
 */
const MULTIPLE_CARD = findFlow('multipleCard');

const cardApplications: FastifyPluginAsync = async (app) => {
  if (!MULTIPLE_CARD) throw new Error('the multipleCard flow is not in the registry');
  const multipleCard = MULTIPLE_CARD;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/memberOptionService/multiple/apply/reviewStatus', { preHandler: app.requireCredential }, async (request) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    return success(await cardApplicationsOf(app.db, credential.memberId));
  });

  // Empty body: the consent is the call itself. Refused (4006) where the member's path has no linkage page.
  app.post('/external/v1/apply/multiple/consent/sbidlinkage', { preHandler: app.requireCredential }, async (request) => {
    const saved = await saveFlowStep(hostContext(app), multipleCard, flowCaller(request), 'sbIdLinkagePermission', { answers: { sbIdLinkageConsent: true }, consent: true });
    return success(saved.view);
  });
};

export default cardApplications;
