import { mailMember } from '../outbox/recipients';
import type { MessageComposer } from '../outbox/messageComposer';
import { CardStatus, CardType } from '../../enums/card';
import type { Transaction } from 'kysely';
import { defaultNickname } from '../../enums/cardDesigns';
import { GOLD_FAMILY_CARD_MAX } from '../../enums/family';
import type { Database } from '../db/schema';
import { canApplyGold } from '../../validators/businessRules';
import type { Db } from '../flows/draftRepository';
import type { CheckContext, EffectContext, FlowEffect, ServerCheck } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder, type InputContext } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { recordChange } from './cardSettings';
import { familyCardChoice, familyCardsHoldingPlace, holdsPlace } from './familyCards';
import { partnerLinkageColumns, partnerRouteInput } from './partnerRoute';
import { flagValues } from '../config/productConfig';
import { storedLandingOf } from '../apply/entryInput';
import { flatten, type FlowInput } from '../../flows/engine';

/**
 * The gold upgrade of the selected card (issue 16): what the refusals need to know (SPEC 4: a gold card only while
 * every card held is regular; a family card or a stopped card is not upgraded; one open request per card), checked
 * before the entry page and again under the card's row lock at the submit; the family cards it carries over (SPEC 9:
 * a gold card has at most 3, so a card with more carries over the ones chosen, issue 35); and the request the
 * examination takes up, whose decision the result page follows.
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
    .where(holdsPlace)
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
  return undefined;
}

const familyText = (count: number): string => `${count}枚`;

/** The change page's fields: the family cards carried over, up to a gold card's three. */
const KEPT_FIELDS = ['keptFamilyCard1', 'keptFamilyCard2', 'keptFamilyCard3'] as const;

export const goldUpgradeInput: FlowInputBuilder = {
  // A partner's link takes the partner route, as for another card (partnerRoute.ts).
  landing: storedLandingOf,
  build: async ({ db, ownerId, subjectId, landing, flags }) => {
    const facts = await upgradeFacts(db, ownerId, subjectId);
    const enabled = flagValues(flags);
    // The change page's choices, only where a choice is asked (more family cards than a gold card holds).
    const choices =
      facts.familyCards > GOLD_FAMILY_CARD_MAX
        ? { familyCardOptions: (await familyCardsHoldingPlace(db, subjectId)).map(familyCardChoice) }
        : {};
    return { ...facts, ownedCardTypes: [...facts.ownedCardTypes], ...choices, ...partnerRouteInput(landing, enabled) };
  },
  // How many family cards the card has, and how many move: all, or, over a gold card's limit, the ones chosen.
  facts: async ({ db, ownerId, subjectId, answers }) => {
    const held = (await upgradeFacts(db, ownerId, subjectId)).familyCards;
    const chosen = new Set(KEPT_FIELDS.map((field) => answers['familyCardChange']?.[field]).filter((id) => id !== undefined));
    return { familyCardsHeldText: familyText(held), familyCardsText: familyText(held > GOLD_FAMILY_CARD_MAX ? chosen.size : held) };
  },
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

/** The change page names each family card once: a second pick of the same one is its own field's error. */
const familyCardsChosenOnce: ServerCheck = {
  after: async ({ given }: CheckContext) => {
    const seen = new Set<unknown>();
    return KEPT_FIELDS.flatMap((field) => {
      const chosen = given[field];
      if (chosen === undefined) return [];
      if (seen.has(chosen)) return [{ field, message: goldUpgradeMessages.chosenTwice }];
      seen.add(chosen);
      return [];
    });
  },
};

export const goldUpgradeMessages = {
  chosenTwice: '同じ家族カードを2回選んでいます。引き継ぐ家族カードは、それぞれ別のカードをお選びください。',
} as const;

/**
 * The family cards carried over and those that end: all carried over while the card has no more than a gold card
 * holds, else the ones chosen on the change page that are still the card's (read under the card's lock).
 */
function carriedOver(current: readonly string[], answers: Readonly<Record<string, unknown>>): { kept: string[]; released: string[] } {
  if (current.length <= GOLD_FAMILY_CARD_MAX) return { kept: [...current], released: [] };
  const chosen = new Set(KEPT_FIELDS.map((field) => answers[field]));
  const kept = current.filter((id) => chosen.has(id));
  // A family card chosen and gone since leaves the choice short of a card on it: the member chooses again.
  if (kept.length === 0) throw new DomainError('goldFamilyCardLimit', `gold upgrade keeping none of ${current.length} family cards`);
  return { kept, released: current.filter((id) => !chosen.has(id)) };
}

const goldUpgradeRequested: FlowEffect = async (context: EffectContext) => {
  const facts = await upgradeFacts(context.trx, context.ownerId, context.subjectId, true);
  const refusal = upgradeRefusal(facts);
  if (refusal) throw refusal;
  const family = await familyCardsHoldingPlace(context.trx, context.subjectId);
  const { kept, released } = carriedOver(
    family.map((card) => card.id),
    flatten(context.answers),
  );
  await context.trx
    .insertInto('gold_upgrade_requests')
    .values({
      member_id: context.ownerId,
      card_id: context.subjectId,
      family_cards: kept.length,
      released_family_card_ids: JSON.stringify(released),
      ...partnerLinkageColumns(context, flatten(context.answers)),
    })
    .execute();
  await recordChange(context, 'goldUpgrade', 'goldUpgrade', null, 'underReview');
  const names = (ids: readonly string[]) =>
    family
      .filter((card) => ids.includes(card.id))
      .map((card) => card.name)
      .join('、');
  return {
    familyCardsMoved: kept.length > 0 ? familyText(kept.length) : 'ありません',
    ...(released.length > 0 ? { familyCardsMovedNames: names(kept), familyCardsReleased: names(released) } : {}),
    reviewStatus: 'underReview',
  };
};

/**
 * The switch's result as the examination stands now: the card's latest request, approved or declined since it was
 * sent, names the result page's texts (`reviewStatus`, schemas/goldUpgrade/underReview.json) (issue 35).
 */
const goldUpgradeDecided = async ({ db, ownerId, subjectId }: InputContext): Promise<Readonly<Record<string, string>>> => {
  const latest = await db
    .selectFrom('gold_upgrade_requests')
    .select('status')
    .where('card_id', '=', subjectId)
    .where('member_id', '=', ownerId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return latest ? { reviewStatus: latest.status } : {};
};

export const goldUpgradeFlowParts = defineFlowParts({
  goldUpgrade: {
    input: goldUpgradeInput,
    refusal: goldUpgradeUnavailable,
    checks: { familyCardChange: familyCardsChosenOnce },
    effect: goldUpgradeRequested,
    settled: goldUpgradeDecided,
  },
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
  // The family cards not carried over end with the switch (a gold card holds 3); those the member kept stay on it.
  if (request.released_family_card_ids.length > 0) {
    await trx
      .deleteFrom('family_cards')
      .where('parent_card_id', '=', request.card_id)
      .where('id', 'in', request.released_family_card_ids)
      .execute();
    await trx
      .insertInto('member_changes')
      .values({
        member_id: request.member_id,
        flow_id: 'goldUpgrade',
        field: 'familyCardsReleased',
        old_value: String(request.released_family_card_ids.length),
        new_value: '0',
      })
      .execute();
  }
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
