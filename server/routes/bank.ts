import type { FastifyPluginAsync } from 'fastify';
import { findFlow } from '../../flows/index';
import { bankStepIds } from '../../schemas/generated/bank';
import { parseEntryInput } from '../apply/entryInput';
import { bankMessages } from '../bank/bankMessages';
import { bankEntryView } from '../bank/bankView';
import { flowCaller } from '../flows/caller';
import { hostContext } from '../flows/hostContext';
import { heldKeyOf, writtenOnce } from '../flows/writtenOnce';
import { draftKeyOf, loadFlow, readFlow, saveFlowStep, type HostContext, type HostOptions } from '../flows/flowService';
import { branchesOf, findBank, searchBanks } from '../bank/zenginBanks';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * The payment account after the card application. Bank and branch names are public data (no credential, cached):
 * the 5 MB Zengin table stays here and the browser asks for a page of it. The applicant's own account is the bank
 * flow of the flow host (server/flows/), its SPEC 7.2 entry calls kept as aliases: credentialed, never cached.
 */
const PAGE_SIZE = 20;
const QUERY_MAX = 40;
const MAX_OFFSET = 10_000;
/** Only an applicant has an application to pay for (4006 otherwise, as ever); the input then requires it submitted. */
const ALIAS: HostOptions = { roleRefusal: 'invalidUserStatus' };

const bank: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: unknown; offset?: unknown } }>('/v1/banks', async (request, reply) => {
    const { q = '', offset = '0' } = request.query;
    if (typeof q !== 'string' || q.length > QUERY_MAX)
      throw new DomainError('invalidParams', 'bank query malformed', [{ field: 'q', message: bankMessages.queryTooLong }]);
    if (typeof offset !== 'string' || !/^[0-9]{1,5}$/.test(offset) || Number(offset) > MAX_OFFSET) {
      throw new DomainError('invalidParams', 'bank offset malformed', [{ field: 'offset', message: bankMessages.offsetMalformed }]);
    }
    void reply.header('cache-control', 'public, max-age=86400');
    return success(searchBanks(q, Number(offset), PAGE_SIZE));
  });

  app.get<{ Params: { bankCode: string } }>('/v1/banks/:bankCode/branches', async (request, reply) => {
    const { bankCode } = request.params;
    if (!/^[0-9]{4}$/.test(bankCode))
      throw new DomainError('invalidParams', 'bank code malformed', [{ field: 'bankCode', message: bankMessages.bankCodeMalformed }]);
    const found = findBank(bankCode);
    const branches = branchesOf(bankCode);
    if (!found || !branches)
      throw new DomainError('dataNotFound', `unknown bank ${bankCode}`, [{ field: 'bankCode', message: bankMessages.bankUnknown }]);
    void reply.header('cache-control', 'public, max-age=86400');
    return success({ bank: found, branches });
  });

  const entry = findFlow('bank');
  if (!entry) throw new Error('the bank flow is not in the registry');
  const { definition } = await loadFlow(entry);
  const host = (): HostContext => hostContext(app);

  app.get('/external/v1/apply/bank/entry', { preHandler: app.requireCredential }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return success(bankEntryView(definition, await readFlow(host(), entry, flowCaller(request), ALIAS)));
  });

  // The save takes its Idempotency-Key in its own transaction, as every flow write does (server/flows/writtenOnce.ts).
  const saveOptions = { preHandler: app.requireCredential, config: { idempotency: 'inTransaction' as const } };
  app.post('/external/v1/apply/bank/entry', saveOptions, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const caller = flowCaller(request);
    draftKeyOf(entry, caller, ALIAS);
    const parsed = parseEntryInput(request.body, bankStepIds);
    if ('errors' in parsed) throw new DomainError('invalidParams', 'malformed bank entry', parsed.errors);
    const { step, answers } = parsed.input;
    return writtenOnce(
      request,
      reply,
      async () =>
        success(bankEntryView(definition, await saveFlowStep(host(), entry, caller, step, { answers, ...heldKeyOf(request) }, ALIAS))),
      async () => success(bankEntryView(definition, await readFlow(host(), entry, caller, ALIAS))),
    );
  });
};

export default bank;
