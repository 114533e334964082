import type { Transaction } from 'kysely';
import { CreditLimitRequestKind, CreditLimitRequestStatus } from '../../enums/creditLimit';
import { readWholeNumber } from '../../validators/integers';
import type { Database } from '../db/schema';
import { defineFlowParts, type ServerCheck } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import type { AnswersByStep } from '../../flows/engine';
import { selectedCard } from './selectedCard';

/**
 * The credit-limit flows' server parts (`balanceRaise`, `balanceReduce`, SPEC 2.6). Their completion effects: the
 * request lands in `credit_limit_requests` with the card's limit at that moment, and a reduction lowers the card's limit at once. The
 * result data (the view's `result.data`) is what the member top shows: the request's kind, status and limits.
 */

/** What the effects read of the host's effect context (server/flows/hostContracts.ts `EffectContext`). */
interface RequestContext {
  readonly trx: Transaction<Database>;
  readonly ownerId: string;
  readonly subjectId: string;
  readonly resultState: string;
  readonly answers: AnswersByStep;
  readonly schemaDigest: string;
}

type RequestEffect = (context: RequestContext) => Promise<Readonly<Record<string, string>>>;

/** The card, locked so a raise and a reduction finishing together read and write one limit after the other. */
async function lockedLimit(trx: Transaction<Database>, ownerId: string, cardId: string): Promise<number> {
  const card = await trx
    .selectFrom('cards')
    .select('credit_limit')
    .where('id', '=', cardId)
    .where('member_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', "credit-limit request on a card that is not the member's");
  return card.credit_limit;
}

async function record(
  context: RequestContext,
  kind: CreditLimitRequestKind,
  requested: number,
  previous: number,
  status: CreditLimitRequestStatus,
) {
  await context.trx
    .insertInto('credit_limit_requests')
    .values({
      member_id: context.ownerId,
      card_id: context.subjectId,
      kind,
      previous_limit: previous,
      requested_limit: requested,
      status,
      answers: JSON.stringify(context.answers),
      schema_version: context.schemaDigest,
    })
    .execute();
  return { kind, status, requestedLimit: String(requested), previousLimit: String(previous) };
}

function wished(context: RequestContext, step: string): number {
  const limit = readWholeNumber(context.answers[step]?.['hopeLimit']);
  // The replay that reached the final state validated the amount against the card's limit: this cannot be missing.
  if (limit === undefined) throw new DomainError('internalError', `${step} without a limit at completion`);
  return limit;
}

/** A raise waits for its examination: a person's (under review) or the automatic one (complete page). */
const creditLimitRaiseRequested: RequestEffect = async (context) => {
  const previous = await lockedLimit(context.trx, context.ownerId, context.subjectId);
  const status = context.resultState === 'underReview' ? CreditLimitRequestStatus.UnderReview : CreditLimitRequestStatus.Examination;
  return record(context, CreditLimitRequestKind.Raise, wished(context, 'amountSelect'), previous, status);
};

/** A reduction needs no examination: the card's limit is lowered in the same transaction. */
const creditLimitReduced: RequestEffect = async (context) => {
  const previous = await lockedLimit(context.trx, context.ownerId, context.subjectId);
  const requested = wished(context, 'reduceSelect');
  if (requested >= previous) throw new DomainError('invalidUserStatus', `reduction to ${requested} from ${previous}`);
  await context.trx.updateTable('cards').set({ credit_limit: requested }).where('id', '=', context.subjectId).execute();
  return record(context, CreditLimitRequestKind.Reduce, requested, previous, CreditLimitRequestStatus.Complete);
};

export const creditLimitMessages = {
  raiseUnderExamination: '現在、ご利用可能枠の増額を審査中です。審査結果をお知らせした後に、改めてお申し込みください。',
} as const;

/**
 * A raise is refused while an earlier raise of the card is still examined (automatic examination or a person's):
 * as a Japanese issuer does, one request is examined at a time; the member asks again once the answer has come.
 */
const noRaiseUnderExamination: ServerCheck = {
  after: async ({ trx, ownerId, subjectId }) => {
    const pending = await trx
      .selectFrom('credit_limit_requests')
      .select('id')
      .where('member_id', '=', ownerId)
      .where('card_id', '=', subjectId)
      .where('kind', '=', CreditLimitRequestKind.Raise)
      .where('status', 'in', [CreditLimitRequestStatus.Examination, CreditLimitRequestStatus.UnderReview])
      .executeTakeFirst();
    return pending ? [{ field: 'raisePurpose', message: creditLimitMessages.raiseUnderExamination }] : [];
  },
};

export const creditLimitFlowParts = defineFlowParts({
  balanceRaise: { input: selectedCard, checks: { purpose: noRaiseUnderExamination }, effect: creditLimitRaiseRequested },
  balanceReduce: { input: selectedCard, effect: creditLimitReduced },
});
