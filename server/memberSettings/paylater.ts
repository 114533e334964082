import { AUTO_PAYLATER_FLG_LABELS, AutoPaylaterFlg, CardStatus, cardLabel, NETWORK_LABELS } from '../../enums/card';
import type { Transaction } from 'kysely';
import type { FlowInput } from '../../flows/engine';
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Database } from '../db/schema';
import type { Db } from '../flows/draftRepository';
import { defineFlowParts, type EffectContext, type FlowEffect, type FlowInputBuilder, type InputContext } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { changedFrom, recordChange } from './cardSettings';

/**
 * あと払い for the selected card (issue 35, SPEC 2.6 /member/paylater; the decision on what it does: flows/paylater.ts),
 * flow `paylater`'s parts: the card's state and the member's other あと払い card as the page states them, the refusal of
 * a card not in use, and the completion. The app charges one card, so turning it on moves it from the member's other
 * card in the same transaction (the unique index cards_one_auto_paylater_per_member is the last word), and records
 * the member's consent time (SPEC 7.3 isConsent). The change record names the あと払い card before and after.
 * No message is sent: as for automatic revolving and the other card settings, the page's result is the confirmation.
 */
export const paylaterMessages = {
  notSet: '設定していません',
  none: 'なし',
} as const;

interface MemberCard {
  readonly id: string;
  readonly network_code: keyof typeof NETWORK_LABELS;
  readonly card4no: string;
  readonly card_status: string;
  readonly activated: boolean;
  readonly auto_paylater: boolean;
}

const labelOf = (card: MemberCard): string => cardLabel({ brand: NETWORK_LABELS[card.network_code], card4no: card.card4no });

/** The member's cards in use, the selected one among them; locked when read for the completion. */
async function memberCards(db: Db, memberId: string, lock: boolean): Promise<readonly MemberCard[]> {
  return db
    .selectFrom('cards')
    .select(['id', 'network_code', 'card4no', 'card_status', 'activated', 'auto_paylater'])
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .orderBy('id')
    .$if(lock, (query) => query.forUpdate())
    .execute();
}

function selected(cards: readonly MemberCard[], cardId: string): MemberCard {
  const card = cards.find((candidate) => candidate.id === cardId);
  if (!card) throw new DomainError('invalidUserStatus', "あと払い for a card that is not the member's card in use");
  return card;
}

/** A stopped card (loss, theft, a stop of the issuer's) and a card not activated yet are refused, each on its own screen. */
function paylaterRefusal(cardStatus: unknown, activated: unknown): DomainError | undefined {
  if (cardStatus !== CardStatus.Normal) return new DomainError('salesStopped', 'あと払い for a stopped card');
  if (activated !== '1') return new DomainError('cardNotActivated', 'あと払い for a card not activated yet');
  return undefined;
}

const paylaterInput: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }: InputContext) => {
    const card = selected(await memberCards(db, ownerId, false), subjectId);
    return {
      cardStatus: card.card_status,
      activated: card.activated ? '1' : '0',
      currentAutoPaylaterFlg: card.auto_paylater ? AutoPaylaterFlg.Yes : AutoPaylaterFlg.No,
    };
  },
  facts: async ({ db, ownerId, subjectId }) => {
    const cards = await memberCards(db, ownerId, false);
    const other = cards.find((card) => card.auto_paylater && card.id !== subjectId);
    return {
      currentPaylaterText: selected(cards, subjectId).auto_paylater
        ? AUTO_PAYLATER_FLG_LABELS[AutoPaylaterFlg.Yes]
        : paylaterMessages.notSet,
      otherPaylaterCard: other ? labelOf(other) : null,
    };
  },
};

const cardNotInUse = (input: FlowInput): DomainError | undefined => paylaterRefusal(input['cardStatus'], input['activated']);

const autoPaylaterSet: FlowEffect = async (context: EffectContext) => {
  const on = Object.values(context.answers).some((answers) => answers['autoPaylaterFlg'] === AutoPaylaterFlg.Yes);
  const cards = await memberCards(context.trx, context.ownerId, true);
  const card = selected(cards, context.subjectId);
  // The card may have been stopped in another window since the page was drawn.
  const refusal = paylaterRefusal(card.card_status, card.activated ? '1' : '0');
  if (refusal) throw refusal;
  const before = cards.find((candidate) => candidate.auto_paylater);
  if (on) {
    await context.trx
      .updateTable('cards')
      .set({ auto_paylater: false })
      .where('member_id', '=', context.ownerId)
      .where('id', '!=', card.id)
      .execute();
    await context.trx.updateTable('members').set({ paylater_consented_at: context.now }).where('id', '=', context.ownerId).execute();
  }
  await context.trx.updateTable('cards').set({ auto_paylater: on }).where('id', '=', card.id).execute();
  const after = on ? card : before?.id === card.id ? undefined : before;
  await recordChange(
    context,
    'paylater',
    'autoPaylaterCard',
    before ? labelOf(before) : paylaterMessages.none,
    after ? labelOf(after) : paylaterMessages.none,
  );
  const result: Record<string, string> = { autoPaylaterFlg: AUTO_PAYLATER_FLG_LABELS[on ? AutoPaylaterFlg.Yes : AutoPaylaterFlg.No] };
  if (on && before && before.id !== card.id) result['releasedCard'] = labelOf(before);
  return result;
};

/**
 * Issue 35: あと払い chosen in the card application (SPEC 3.1 autoPaylaterFlg) enrols the card its approval issues, in
 * the approval's transaction. The app charges one card, so a card a former member left enrolled is released first (the
 * unique index would refuse the approval otherwise). The consent is the application's, given when it was submitted;
 * the audit entry stands with the staff decision that issued the card.
 */
export async function enrolIssuedCard(
  trx: Transaction<Database>,
  enrolment: { readonly memberId: string; readonly cardId: string; readonly consentedAt: Date; readonly actor: AuditActor },
): Promise<void> {
  await trx
    .updateTable('cards')
    .set({ auto_paylater: false })
    .where('member_id', '=', enrolment.memberId)
    .where('id', '!=', enrolment.cardId)
    .execute();
  await trx.updateTable('cards').set({ auto_paylater: true }).where('id', '=', enrolment.cardId).execute();
  await trx.updateTable('members').set({ paylater_consented_at: enrolment.consentedAt }).where('id', '=', enrolment.memberId).execute();
  await recordAudit(trx, {
    actor: enrolment.actor,
    action: 'card.autoPaylater',
    subject: { type: 'card', id: enrolment.cardId },
    detail: { autoPaylaterFlg: AutoPaylaterFlg.Yes, chosenIn: 'application' },
  });
}

export const paylaterFlowParts = defineFlowParts({
  paylater: {
    input: paylaterInput,
    refusal: cardNotInUse,
    checks: { setting: changedFrom('autoPaylaterFlg', 'currentAutoPaylaterFlg') },
    effect: autoPaylaterSet,
  },
});
