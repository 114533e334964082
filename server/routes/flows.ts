import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FlowView } from '../../flows/flowHost';
import type { FlowEntry } from '../../flows/index';
import { flowCaller } from '../flows/caller';
import { hostContext } from '../flows/hostContext';
import { flowMessages } from '../flows/flowMessages';
import { heldKeyOf, writtenOnce } from '../flows/writtenOnce';
import { loadFlow, readFlow, saveFlowStep, submitFlow, type HostContext, type SaveInput } from '../flows/flowService';
import type { FieldError } from '../http/apiResponse';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { closedServiceOf } from '../serviceHours/serviceHours';

/**
 * One route family for every flow of the registry (flows/index.ts), credentialed like every SPEC 7.2 call: the
 * view (GET entry), a step's save and the submit, each answering the FlowView. Unknown flow 404 (4001), a role
 * the flow does not admit 403 (4030), a stale version 409 (4090), a step the machine does not allow now 400 (4006),
 * field errors 400 (4000), a service outside its hours 503 (5031). Every answer holds personal data: never cached.
 */
type FlowParams = { flowId: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FlowRoutesOptions {
  /** The flows served (flows/index.ts `flowRegistry`). */
  readonly registry: readonly FlowEntry[];
}

function versionOf(source: Record<string, unknown>, errors: FieldError[]): number | undefined {
  const version = source['version'];
  if (version === undefined) return undefined;
  if (typeof version === 'number' && Number.isSafeInteger(version) && version >= 0) return version;
  errors.push({ field: 'version', message: flowMessages.versionMalformed });
  return undefined;
}

/** FlowSaveBody checked at the edge: answers an object, version a whole number, the landing as the flow's input builder takes it. */
async function saveBodyOf(entry: FlowEntry, body: unknown): Promise<SaveInput> {
  const source = isRecord(body) ? body : {};
  const errors: FieldError[] = [];
  const answers = source['answers'];
  if (!isRecord(answers)) errors.push({ field: 'answers', message: flowMessages.answersMalformed });
  const version = versionOf(source, errors);
  let landing: SaveInput['landing'];
  const given = source['landing'];
  const takesLanding = (await loadFlow(entry)).inputs.landing;
  if (given !== undefined && takesLanding) {
    const parsed = isRecord(given) ? takesLanding(given) : { errors: [{ field: 'landing', message: flowMessages.landingMalformed }] };
    if ('errors' in parsed) errors.push(...parsed.errors);
    else landing = parsed.landing;
  }
  if (errors.length > 0 || !isRecord(answers)) throw new DomainError('invalidParams', `malformed ${entry.id} save`, errors);
  return { answers, ...(version !== undefined ? { version } : {}), ...(landing ? { landing } : {}) };
}

const flows: FastifyPluginAsync<FlowRoutesOptions> = async (app, options) => {
  const entryOf = (flowId: string): FlowEntry => {
    const entry = options.registry.find((candidate) => candidate.id === flowId);
    if (!entry) throw new DomainError('dataNotFound', `no flow ${flowId}`);
    // A service open only part of the day (config/serviceHours.json) is refused whole outside its hours: its view too,
    // so a person is told before answering anything.
    const closed = closedServiceOf(app.productConfig.serviceHours, flowId, app.clock());
    if (closed)
      throw new DomainError('outsideServiceHours', `${flowId} (${closed.service}) is open ${closed.opens}–${closed.closes} Tokyo time`);
    return entry;
  };
  const host = (): HostContext => hostContext(app);
  const answer = (view: FlowView) => success(view);
  const caller = (request: FastifyRequest) => flowCaller(request);

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Params: FlowParams }>('/external/v1/flows/:flowId/entry', { preHandler: app.requireCredential }, async (request) => {
    const entry = entryOf(request.params.flowId);
    return answer((await readFlow(host(), entry, caller(request))).view);
  });

  // A repeat answers the flow's view as it is now, which is what the browser that lost the first answer needs to draw.
  const written = (request: FastifyRequest, reply: FastifyReply, entry: FlowEntry, write: () => Promise<FlowView>) =>
    writtenOnce(
      request,
      reply,
      async () => answer(await write()),
      async () => answer((await readFlow(host(), entry, caller(request))).view),
    );
  const writeOptions = { preHandler: app.requireCredential, config: { idempotency: 'inTransaction' as const } };

  app.post<{ Params: FlowParams & { stepId: string } }>(
    '/external/v1/flows/:flowId/steps/:stepId',
    writeOptions,
    async (request, reply) => {
      const entry = entryOf(request.params.flowId);
      const who = caller(request);
      const body = await saveBodyOf(entry, request.body);
      return written(
        request,
        reply,
        entry,
        async () => (await saveFlowStep(host(), entry, who, request.params.stepId, { ...body, ...heldKeyOf(request) })).view,
      );
    },
  );

  app.post<{ Params: FlowParams }>('/external/v1/flows/:flowId/submit', writeOptions, async (request, reply) => {
    const entry = entryOf(request.params.flowId);
    const who = caller(request);
    const errors: FieldError[] = [];
    const version = versionOf(isRecord(request.body) ? request.body : {}, errors);
    if (errors.length > 0) throw new DomainError('invalidParams', `malformed ${entry.id} submit`, errors);
    return written(
      request,
      reply,
      entry,
      async () => (await submitFlow(host(), entry, who, version, {}, request.heldKey ?? undefined)).view,
    );
  });
};

export default flows;
