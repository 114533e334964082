import { mailMember } from '../outbox/recipients';
import type { MessageComposer } from '../outbox/messageComposer';
import { CardStatus, CardType } from '../../enums/card';
import type { Transaction } from 'kysely';
import { defaultNickname } from '../../enums/cardDesigns';
import { GOLD_FAMILY_CARD_MAX } from '../../enums/family';
import type { Database } from '../db/schema';
import { canApplyGold } from '../../validators/businessRules';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { recordChange } from './cardSettings';
import { partnerLinkageColumns, partnerRouteInput } from './partnerRoute';
import { flagValues } from '../config/productConfig';
import { storedLandingOf } from '../apply/entryInput';
import { flatten, type FlowInput } from '../../flows/engine';

/**
 * The gold upgrade of the selected card (issue 16): what the refusals need to know (SPEC 4: a gold card only while
 * every card held is regular; a family card or a stopped card is not upgraded; one open request per card; SPEC 9:
 * a gold card has at most 3 family cards), checked at the entry and again under the card's row lock at the submit,
 * and the request the examination takes up.
 */
interface UpgradeFacts {
  readonly regular: boolean;
  readonly inUse: boolean;
  readonly ownedCardTypes: readonly string[];
  readonly familyCards: number;
  readonly underReview: boolean;
}

async function upgradeFacts(db: Db, memberId: string, cardId: string, lock = false): Promise<UpgradeFacts> {
  const query = db
    .selectFrom('cards')
    .select(['daiko_cd', 'card_status', 'is_family_card'])
    .where('id', '=', cardId)
    .where('member_id', '=', memberId)
    .where('active', '=', true);
  const card = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', "gold upgrade of a card that is not the member's");
  const owned = await db.selectFrom('cards').select('daiko_cd').where('member_id', '=', memberId).where('active', '=', true).execute();
  const family = await db
    .selectFrom('family_cards')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('parent_card_id', '=', cardId)
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('gold_upgrade_requests')
    .select('id')
    .where('card_id', '=', cardId)
    .where('status', '=', 'underReview')
    .executeTakeFirst();
  return {
    regular: card.daiko_cd === CardType.Regular,
    inUse: card.card_status === CardStatus.Normal && !card.is_family_card,
    ownedCardTypes: owned.map((row) => row.daiko_cd),
    familyCards: Number(family.count),
    underReview: open !== undefined,
  };
}

function upgradeRefusal(facts: UpgradeFacts): DomainError | undefined {
  if (facts.underReview) return new DomainError('upgradeUnderReview', 'gold upgrade already under review');
  if (!facts.regular) return new DomainError('alreadyGold', 'gold upgrade of a gold card');
  if (!facts.inUse || !canApplyGold({ ownedCardTypes: facts.ownedCardTypes }))
    return new DomainError('upgradeNotAvailable', 'gold upgrade the cards held do not allow');
  if (facts.familyCards > GOLD_FAMILY_CARD_MAX)
    return new DomainError('goldFamilyCardLimit', `gold upgrade with ${facts.familyCards} family cards`);
  return undefined;
}

const familyText = (count: number): string => `${count}枚`;

export const goldUpgradeInput: FlowInputBuilder = {
  // A partner's link takes the partner route, as for another card (partnerRoute.ts).
  landing: storedLandingOf,
  build: async ({ db, ownerId, subjectId, landing, flags }) => {
    const facts = await upgradeFacts(db, ownerId, subjectId);
    const enabled = flagValues(flags);
    // SPEC 6 gold screen id: the upgrade opens on the gold landing page (flows/goldUpgrade.ts).
    const goldLandingPage = enabled['goldScreenId'] === true;
    return { ...facts, ownedCardTypes: [...facts.ownedCardTypes], ...partnerRouteInput(landing, enabled), goldLandingPage };
  },
  facts: async ({ db, ownerId, subjectId }) => ({ familyCardsText: familyText((await upgradeFacts(db, ownerId, subjectId)).familyCards) }),
};

const factsOf = (input: FlowInput): UpgradeFacts => ({
  regular: input['regular'] === true,
  inUse: input['inUse'] === true,
  ownedCardTypes: Array.isArray(input['ownedCardTypes'])
    ? input['ownedCardTypes'].filter((type): type is string => typeof type === 'string')
    : [],
  familyCards: Number(input['familyCards'] ?? 0),
  underReview: input['underReview'] === true,
});

/** Refused before the entry page is drawn: a card that cannot be upgraded is never offered the switch (issue 35). */
const goldUpgradeUnavailable = (input: FlowInput): DomainError | undefined => upgradeRefusal(factsOf(input));

const goldUpgradeRequested: FlowEffect = async (context: EffectContext) => {
  const facts = await upgradeFacts(context.trx, context.ownerId, context.subjectId, true);
  const refusal = upgradeRefusal(facts);
  if (refusal) throw refusal;
  await context.trx
    .insertInto('gold_upgrade_requests')
    .values({
      member_id: context.ownerId,
      card_id: context.subjectId,
      family_cards: facts.familyCards,
      ...partnerLinkageColumns(context, flatten(context.answers)),
    })
    .execute();
  await recordChange(context, 'goldUpgrade', 'goldUpgrade', null, 'underReview');
  return { familyCardsMoved: facts.familyCards > 0 ? familyText(facts.familyCards) : 'ありません' };
};

export const goldUpgradeFlowParts = defineFlowParts({
  goldUpgrade: { input: goldUpgradeInput, refusal: goldUpgradeUnavailable, effect: goldUpgradeRequested },
});

/** What the back office sees of an upgrade under review (the demo's /develop page decides it). */
/**
 * The examination of an upgrade decided (issue 31: by the console's examiners, in their decision's transaction,
 * which records the audit entry). Approved, the same card becomes gold (its number, family cards and limit stay: a limit is a decision
 * of its own, SPEC 2.6 balance raise), renamed if it carried the default name; declined, it stays as it was and the
 * member may ask again. Once only: a second decision finds nothing under review.
 */
export async function settleGoldUpgrade(
  trx: Transaction<Database>,
  messages: MessageComposer,
  id: number,
  decision: 'approved' | 'declined',
): Promise<boolean> {
  const request = await trx
    .selectFrom('gold_upgrade_requests')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'underReview')
    .forUpdate()
    .executeTakeFirst();
  if (!request) return false;
  await trx.updateTable('gold_upgrade_requests').set({ status: decision }).where('id', '=', id).execute();
  await trx
    .insertInto('member_changes')
    .values({ member_id: request.member_id, flow_id: 'goldUpgrade', field: 'goldUpgrade', old_value: 'underReview', new_value: decision })
    .execute();
  const card = await trx
    .selectFrom('cards')
    .select(['network_code', 'is_default_nickname', 'card4no'])
    .where('id', '=', request.card_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // The result by mail, with the decision (issue 30): it exists if and only if the decision does.
  await mailMember(trx, messages, request.member_id, 'goldUpgradeResult', { card4no: card.card4no, approved: decision === 'approved' });
  if (decision === 'declined') return true;
  await trx
    .updateTable('cards')
    .set({
      daiko_cd: CardType.Gold,
      ...(card.is_default_nickname ? { nickname: defaultNickname(CardType.Gold, card.network_code) ?? 'ゴールドカード' } : {}),
    })
    .where('id', '=', request.card_id)
    .execute();
  return true;
}
