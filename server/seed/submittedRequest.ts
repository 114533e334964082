import type { Transaction } from 'kysely';
import { normaliseStep, replay, stepOf, submitWalk, type AnswersByStep } from '../../flows/engine';
import { findFlow } from '../../flows/index';
import { maskSecrets } from '../../schemas/secrets';
import type { Database } from '../db/schema';
import { loadFlow } from '../flows/flowService';
import type { MessageComposer } from '../outbox/messageComposer';

export interface SeededRequest {
  readonly flowId: string;
  readonly ownerId: string;
  /** The card the request is about, for a flow on the selected card; '' for one about the person. */
  readonly subjectId: string;
  /** The answers as the person typed them, by step. */
  readonly answers: AnswersByStep;
  readonly today: string;
  readonly now: Date;
  /** The slow hash of a secret the steps give (a PIN), as the host keeps it (server/flows/flowSecrets.ts). */
  readonly hashSecret: (secret: string) => Promise<string>;
}

/**
 * The receipts of requests made before the demo began are no news to anyone: nothing goes to the outbox, so a fresh
 * demo's mailbox starts empty as it always has (and a test app's outbox worker has nothing to deliver at start). The
 * decisions staff take later mail through the service's own composer.
 */
export const receiptsLongDelivered: MessageComposer = {
  mail: async () => null,
  code: async () => {
    throw new Error('a seeded request sends no code');
  },
  rewrite: async () => false,
};

/**
 * A request as a flow's submit leaves it (server/flows/flowService.ts `submitFlow`), for the demo's waiting cases:
 * each step's answers normalised by its schema and their secrets hashed, the machine replayed from the input the
 * server builds for the person, walked to its result, and the flow's own completion effect run in `trx`. So a seeded
 * case is what the flow writes and nothing the rules would not let through: answers a step refuses end the walk
 * early and the seed fails. Not run: the steps' checks of the person's own proofs (an SMS code typed on the phone,
 * photos uploaded in a session); the seed gives what those checks admit.
 */
export async function submittedRequest(trx: Transaction<Database>, request: SeededRequest): Promise<Readonly<Record<string, string>>> {
  const entry = findFlow(request.flowId);
  if (!entry) throw new Error(`no flow ${request.flowId}`);
  const flow = await loadFlow(entry);
  const stored: Record<string, Readonly<Record<string, unknown>>> = {};
  const secretHashes: Record<string, string> = {};
  for (const [state, given] of Object.entries(request.answers)) {
    const step = stepOf(flow.definition, state);
    const normalised = normaliseStep(flow.definition, state, given) ?? given;
    if (!step) {
      stored[state] = normalised;
      continue;
    }
    const { masked, secrets } = maskSecrets(step.schema, normalised);
    stored[state] = masked;
    for (const [field, secret] of Object.entries(secrets)) secretHashes[field] = await request.hashSecret(secret);
  }
  const input = await flow.inputs.build({ db: trx, ownerId: request.ownerId, subjectId: request.subjectId, landing: {}, flags: {} });
  const refusal = flow.refusal?.(input);
  if (refusal) throw refusal;
  const walked = replay(flow.definition, stored, { today: request.today, now: request.now.toISOString() }, input);
  const finished = submitWalk(flow.definition, walked);
  if (!finished) throw new Error(`${request.flowId}: the seeded answers stop at ${walked.frontier}`);
  if (!flow.effect) return {};
  return flow.effect({
    trx,
    ownerId: request.ownerId,
    subjectId: request.subjectId,
    resultState: finished.frontier,
    answers: finished.answers,
    path: finished.path,
    landing: {},
    schemaDigest: flow.form.schemaVersion,
    startedAt: request.now,
    consentedAt: request.now,
    secretHashes,
    now: request.now,
    messages: receiptsLongDelivered,
    flagOn: () => false,
  });
}
