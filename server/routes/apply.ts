import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { stepStates } from '../../flows/engine';
import { findFlow } from '../../flows/index';
import { verifyBodySchema, type VerifyBody } from '../otp/verifyBody';
import { sendApplyMobileCode, verifyApplyMobileCode } from '../apply/applySms';
import { parseEntryInput, parseLandingInput, type LandingInput } from '../apply/entryInput';
import { accountOf, entryView } from '../apply/entryView';
import { partnerKycStatus, sharedPartnerUser } from '../apply/partnerUser';
import { flowCaller } from '../flows/caller';
import { hostContext } from '../flows/hostContext';
import { heldKeyOf, writtenOnce } from '../flows/writtenOnce';
import { findDraft } from '../flows/draftRepository';
import {
  draftKeyOf,
  loadFlow,
  readFlow,
  saveFlowStep,
  submitFlow,
  type FlowOutcome,
  type HostContext,
  type HostOptions,
} from '../flows/flowService';
import { isWellFormedCode } from '../otp/oneTimeCode';
import { otpMessages } from '../otp/otpMessages';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * The card application's SPEC 7.2 credentialed calls, kept as thin aliases of the flow host (server/flows/): the
 * draft is read and saved at every step, consent is recorded, and the application is submitted, each answering
 * in the shapes SPEC 7.2 gives. The SMS step's code calls are the apply flow's own. Every answer holds personal
 * data: never cached.
 */
const APPLY = findFlow('apply');
const BANK = findFlow('bank');
/** The flow is for new applicants (SPEC 2.1); a card member adds cards from the member pages: 4006, as ever. */
const ALIAS: HostOptions = { roleRefusal: 'invalidUserStatus' };

const apply: FastifyPluginAsync = async (app) => {
  if (!APPLY || !BANK) throw new Error('the apply and bank flows are not in the registry');
  const applyEntry = APPLY;
  const host = (): HostContext => hostContext(app);
  const { definition, inputs } = await loadFlow(applyEntry);
  const steps = stepStates(definition);
  // The router sends a card member who opens /apply to the member pages; the server refuses the data either way.
  const applicantOf = async (request: FastifyRequest) => {
    const caller = flowCaller(request);
    draftKeyOf(applyEntry, caller, ALIAS);
    return caller;
  };
  // SPEC 3.1: the read shows the payment account of the bank flow. A save never needs it: the account can only be
  // given after the submit, and every save after the submit is refused.
  // SPEC 3.1 kycStatus: the payment app's verification, once the applicant agreed to share it (SPEC 4 mapping).
  const kycOf = async (outcome: FlowOutcome, memberId: string) =>
    partnerKycStatus(await sharedPartnerUser(app.db, memberId, outcome.view.answers));
  const view = async (outcome: FlowOutcome, memberId: string) =>
    success(entryView(definition, outcome, accountOf(undefined), await kycOf(outcome, memberId)));
  const viewWithAccount = async (outcome: FlowOutcome, memberId: string) => {
    const bankDraft = await findDraft(app.db, { ownerId: memberId, flowId: 'bank', subjectId: '' });
    return success(entryView(definition, outcome, accountOf(bankDraft?.answers), await kycOf(outcome, memberId)));
  };
  const landingOf = (given: LandingInput) => {
    const parsed = inputs.landing?.(given);
    return parsed && 'landing' in parsed ? parsed.landing : {};
  };

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => {
    const caller = await applicantOf(request);
    return viewWithAccount(await readFlow(host(), applyEntry, caller, ALIAS), caller.memberId);
  });

  // The saves take their Idempotency-Key in the transaction of the save, as the flow routes do (issue 56): a key held
  // by an instance that died with the save is gone with its rolled-back transaction, so the person's retry under the
  // same key saves at once instead of waiting out a claim. A repeat of a save that did commit answers the entry as it
  // is now.
  const saveOptions = { preHandler: app.requireCredential, config: { idempotency: 'inTransaction' as const } };
  const fresh = (request: FastifyRequest) => readFlow(host(), applyEntry, flowCaller(request), ALIAS);
  const saved = (request: FastifyRequest, reply: FastifyReply, memberId: string, save: () => Promise<FlowOutcome>) =>
    writtenOnce(
      request,
      reply,
      async () => view(await save(), memberId),
      async () => view(await fresh(request), memberId),
    );

  app.post('/external/v1/apply/entry', saveOptions, async (request, reply) => {
    const caller = await applicantOf(request);
    const parsed = parseEntryInput(request.body, steps);
    if ('errors' in parsed) throw new DomainError('invalidParams', 'malformed apply entry', parsed.errors);
    const { step, answers, ...landing } = parsed.input;
    return saved(request, reply, caller.memberId, () =>
      saveFlowStep(host(), applyEntry, caller, step, { answers, landing: landingOf(landing), ...heldKeyOf(request) }, ALIAS),
    );
  });

  // SPEC 7.2 consent API of the accept-permission step: records the consent and answers the step. It is the first
  // save, so its body may carry the landing (campaignCode, adData, shopId); an empty body is a landing without any.
  app.post('/external/v1/apply/consent/web', saveOptions, async (request, reply) => {
    const caller = await applicantOf(request);
    const landing = parseLandingInput(request.body);
    if ('errors' in landing) throw new DomainError('invalidParams', 'malformed landing', landing.errors);
    return saved(request, reply, caller.memberId, () =>
      saveFlowStep(
        host(),
        applyEntry,
        caller,
        'acceptPermission',
        { answers: { agreeTerms: true }, landing: landingOf(landing.input), consent: true, ...heldKeyOf(request) },
        ALIAS,
      ),
    );
  });

  // SPEC 7.2 partner user info: the payment app's record of the applicant, shared once they agreed at the first
  // step; before that, or when the app has no record, the data is empty.
  app.get('/external/v1/apply/paypayUser', { preHandler: app.requireCredential }, async (request) => {
    const caller = await applicantOf(request);
    const draft = await findDraft(app.db, { ownerId: caller.memberId, flowId: applyEntry.id, subjectId: '' });
    return success((await sharedPartnerUser(app.db, caller.memberId, draft?.answers ?? {})) ?? {});
  });

  // Submit: replays the whole path; a second submit answers the first one's result, and so does a repeat of its key.
  app.post('/external/v1/apply/submit', saveOptions, async (request, reply) => {
    const caller = await applicantOf(request);
    const result = ({ view: done }: FlowOutcome) => {
      if (!done.result) throw new DomainError('internalError', 'apply submit without a result');
      return success({ result: done.result.state, inquiryNumber: done.result.data['inquiryNumber'], route: done.result.route });
    };
    return writtenOnce(
      request,
      reply,
      async () => result(await submitFlow(host(), applyEntry, caller, undefined, ALIAS, request.heldKey ?? undefined)),
      async () => result(await fresh(request)),
    );
  });

  // The SMS step (SPEC 2.1 /apply/sms/authentication): a code to the mobile number saved on the phone step.
  app.post('/external/v1/apply/sms/send', { preHandler: app.requireCredential }, async (request) => {
    await applicantOf(request);
    return success(await sendApplyMobileCode(app.db, app.messages, request.session!, request.ip));
  });

  app.post<{ Body: VerifyBody }>(
    '/external/v1/apply/sms/verify',
    { preHandler: app.requireCredential, schema: { body: verifyBodySchema } },
    async (request) => {
      await applicantOf(request);
      const { challengeId, code } = request.body;
      if (!isWellFormedCode(code))
        throw new DomainError('invalidParams', 'malformed one-time code', [{ field: 'code', message: otpMessages.codeFormat }]);
      return success(await verifyApplyMobileCode(app.db, request.session!, challengeId, code));
    },
  );
};

export default apply;
