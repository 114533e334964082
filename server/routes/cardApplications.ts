import type { FastifyPluginAsync } from 'fastify';
import { findFlow } from '../../flows/index';
import { flowCaller } from '../flows/caller';
import { saveFlowStep, submitFlow } from '../flows/flowService';
import { hostContext } from '../flows/hostContext';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { cardApplicationsOf } from '../memberSettings/multipleCards';
import { findApplication } from '../apply/applicationRepository';
import { AutoPaylaterFlg } from '../../enums/card';
import { issueLinkageToken, useLinkageToken } from '../memberSettings/partnerLinkageTokens';

/**
 * Another card's SPEC 7.2 calls beside the flow host's (issue 16, SPEC 2.6 /member/setting/multiple-card): the
 * review status page's read, the application itself (an alias of the flow's submit), the member's automatic あと払い as applied for, and the partner-ID linkage: the access token issued after the certification page, and
 * the consent that spends it, an alias of saving the flow's permission step that records the consent time.
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

  // SPEC 3.1 auto-paylater info: whether the member set the payment app's あと払い to this company's card when they
  // applied ('1'), so another card's pages can say where it stays; '0' for a member who applied another way.
  app.get('/external/v1/memberOptionService/multiple/apply/autoPaylater', { preHandler: app.requireCredential }, async (request) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    const application = await findApplication(app.db, credential.memberId);
    const chosen = application?.answers['autoPaylater']?.['autoPaylaterFlg'] === AutoPaylaterFlg.Yes;
    return success({ autoPaylaterFlg: chosen ? AutoPaylaterFlg.Yes : AutoPaylaterFlg.No });
  });

  // SPEC 7.2 apply/web: the application for another card, an alias of the flow's submit (the whole path replayed,
  // the SPEC 2.7 guards with it); a second call answers the first one's result.
  app.post('/external/v1/memberOptionService/multiple/apply/web', { preHandler: app.requireCredential }, async (request) => {
    const { view } = await submitFlow(hostContext(app), multipleCard, flowCaller(request), undefined);
    if (!view.result) throw new DomainError('internalError', 'another card submitted without a result');
    return success({ result: view.result.state, ...view.result.data });
  });

  // After the certification page: the token the consent call spends (partnerLinkageTokens.ts).
  app.post(
    '/external/v1/connect/authentication/sbidlinkage/multiple/accesstoken',
    { preHandler: app.requireCredential },
    async (request) => {
      const caller = flowCaller(request);
      if (caller.role !== 'member') throw new DomainError('flowForbidden', 'linkage token for a non-member');
      return success(await issueLinkageToken(app.db, caller.memberId));
    },
  );

  // The consent is the call itself, with the access token of the certification (again with it, a retry answers the
  // same). Refused (4006) where the member's path has no linkage page; an unusable token is 4040, the account-link failure.
  app.post<{ Body: { readonly accessToken: string } }>(
    '/external/v1/apply/multiple/consent/sbidlinkage',
    {
      preHandler: app.requireCredential,
      schema: {
        body: {
          type: 'object',
          required: ['accessToken'],
          additionalProperties: false,
          properties: { accessToken: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const caller = flowCaller(request);
      await useLinkageToken(app.db, caller.memberId, request.body.accessToken);
      const saved = await saveFlowStep(hostContext(app), multipleCard, caller, 'sbIdLinkagePermission', {
        answers: { sbIdLinkageConsent: true },
        consent: true,
      });
      return success(saved.view);
    },
  );
};

export default cardApplications;
