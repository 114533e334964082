import { mailMember } from '../outbox/recipients';
import type { MessageComposer } from '../outbox/messageComposer';
import type { Transaction } from 'kysely';
import { CARD_TYPE_LABELS, CardType, MAX_CARDS, MAX_REGULAR_CARDS, NETWORK_LABELS, Network } from '../../enums/card';
import type { CardApplicationsAnswer } from '../../api/cardApplicationAnswers';
import { goldFace } from '../../enums/cardDesigns';
import { tokyoToday } from '../../validators/calendar';
import type { Database } from '../db/schema';
import { canApplyGold, defaultCardType } from '../../validators/businessRules';
import type { RefusalContext, ServerCheck } from '../flows/hostContracts';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { cardColourOffered, cardDesignOffered } from '../apply/cardDesignChecks';
import { flatten } from '../../flows/engine';
import { requiredAnswer } from '../flows/requiredAnswer';
import { DomainError } from '../http/DomainError';
import { storedLandingOf } from '../apply/entryInput';
import { partnerLinkageColumns, partnerRouteInput } from './partnerRoute';
import { issueCard } from './issueCard';
import { memberPinFacts } from './pinFacts';
import { flagValues } from '../config/productConfig';
import { recordChange } from './cardSettings';

/**
 * Another card for a member (issue 16, SPEC 4, 9): which card types the member may still add (3 regular cards, one
 * per brand, and 1 gold, 4 in all; a gold card only while every card held is regular), the brands a regular card
 * may still take, the refusals (the already-has-a-card screen; one open application at a time), checked at the top
 * and again under the member's row lock at the submit, and the application the examination takes up.
 */
interface HeldCards {
  readonly types: readonly string[];
  readonly regularBrands: readonly string[];
  readonly pending: boolean;
}

async function heldCards(db: Db, memberId: string): Promise<HeldCards> {
  const cards = await db
    .selectFrom('cards')
    .select(['daiko_cd', 'network_code'])
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .where('is_family_card', '=', false)
    .execute();
  const open = await db
    .selectFrom('card_applications')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'underReview')
    .executeTakeFirst();
  return {
    types: cards.map((card) => card.daiko_cd),
    regularBrands: cards.filter((card) => card.daiko_cd === CardType.Regular).map((card) => card.network_code),
    pending: open !== undefined,
  };
}

/** The card types the member may still add, in the SPEC's order (regular first). */
function addableTypes(held: HeldCards): CardType[] {
  if (held.types.length >= MAX_CARDS) return [];
  const types: CardType[] = [];
  if (held.regularBrands.length < MAX_REGULAR_CARDS) types.push(CardType.Regular);
  if (canApplyGold({ ownedCardTypes: held.types })) types.push(CardType.Gold);
  return types;
}

function refusal(held: HeldCards): DomainError | undefined {
  if (held.pending) return new DomainError('cardApplicationUnderReview', 'another card while one is under review');
  if (addableTypes(held).length === 0) return new DomainError('alreadyHasCard', `another card with ${held.types.length} held`);
  return undefined;
}

const brandOption = (brand: Network) => ({ const: brand, title: NETWORK_LABELS[brand] });

/**
 * The brands the brand step offers, by the card type answered before it (`x-optionsBy: cardType`): a regular card
 * only those the member holds no regular card of (SPEC 4: one regular card per brand), a gold card any, so a brand
 * that would be refused is never shown.
 */
function brandOptions(held: HeldCards, types: readonly CardType[]): Record<string, { const: Network; title: string }[]> {
  const brands = Object.values(Network);
  return Object.fromEntries(
    types.map((type) => [
      type,
      (type === CardType.Regular ? brands.filter((brand) => !held.regularBrands.includes(brand)) : brands).map(brandOption),
    ]),
  );
}

const brandsText = (brands: readonly string[]): string =>
  brands.length === 0 ? 'ありません' : brands.map((brand) => NETWORK_LABELS[brand as Network] ?? brand).join('・');

export const multipleCardInput: FlowInputBuilder = {
  // A partner landing (SPEC 4, 6: an S or Y campaign code, a partner shop id) takes the partner route, as it does
  // the application: the partner-ID linkage pages, and for a gold card on the SB route the communication-fee choice.
  landing: storedLandingOf,
  build: async ({ db, ownerId, flags, landing }) => {
    const held = await heldCards(db, ownerId);
    const types = addableTypes(held);
    const preferred = defaultCardType({
      holdsGold: held.types.includes(CardType.Gold),
      holdsRegular: held.types.includes(CardType.Regular),
    });
    const enabled = flagValues(flags);
    return {
      cardTypeOptions: types.map((type) => ({ const: type, title: CARD_TYPE_LABELS[type] })),
      brandOptions: brandOptions(held, types),
      defaultCardType: types.find((type) => type === preferred) ?? types[0] ?? null,
      heldCardTypes: [...held.types],
      heldRegularBrands: [...held.regularBrands],
      pending: held.pending,
      ...(await memberPinFacts(db, ownerId)),
      flags: enabled,
      ...partnerRouteInput(landing, enabled),
    };
  },
  facts: async ({ db, ownerId }) => ({ heldRegularBrandsText: brandsText((await heldCards(db, ownerId)).regularBrands) }),
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const anotherCardAllowed: ServerCheck = {
  before: ({ input }: RefusalContext) => {
    const found = refusal({
      types: stringList(input['heldCardTypes']),
      regularBrands: stringList(input['heldRegularBrands']),
      pending: input['pending'] === true,
    });
    if (found) throw found;
  },
};

const isNetwork = (value: string): value is Network => Object.hasOwn(NETWORK_LABELS, value);

const multipleCardRequested: FlowEffect = async (context: EffectContext) => {
  const answers = flatten(context.answers);
  const text = (field: string) => requiredAnswer(answers, field, 'multipleCard');
  const pinHash = context.secretHashes['pinNumber'];
  if (!pinHash) throw new DomainError('invalidUserStatus', 'another card completed without its PIN');
  // The member's row lock: two windows applying at once see each other's application.
  await context.trx.selectFrom('members').select('id').where('id', '=', context.ownerId).forUpdate().executeTakeFirstOrThrow();
  const held = await heldCards(context.trx, context.ownerId);
  const found = refusal(held);
  if (found) throw found;
  const cardType = text('cardType') === CardType.Gold ? CardType.Gold : CardType.Regular;
  const brand = text('brandCode');
  if (
    !isNetwork(brand) ||
    !addableTypes(held).includes(cardType) ||
    (cardType === CardType.Regular && held.regularBrands.includes(brand))
  ) {
    throw new DomainError('alreadyHasCard', 'another card the cards held no longer allow');
  }
  // SPEC 2.7: a gold card is offered no face; it carries its brand's gold face.
  const face = cardType === CardType.Gold ? goldFace(brand) : text('faceCode');
  if (!face) throw new DomainError('invalidUserStatus', 'another card without a face');
  await context.trx
    .insertInto('card_applications')
    .values({
      member_id: context.ownerId,
      card_type: cardType,
      network_code: brand,
      face_code: face,
      purpose: text('cardPurposeType'),
      pin_hash: pinHash,
      ...partnerColumns(context, answers),
    })
    .execute();
  const cardName = cardNameOf(cardType, brand);
  await recordChange(context, 'multipleCard', 'cardApplication', null, cardName);
  return { cardName, reviewStatus: '審査中' };
};

const isFeeChoice = (value: unknown): value is '0' | '1' => value === '0' || value === '1';

/** What a partner route adds to the application: the landing, the linked number and consent, a gold card's fee choice. */
function partnerColumns(context: EffectContext, answers: Readonly<Record<string, unknown>>) {
  const linkage = partnerLinkageColumns(context, answers);
  const fee = answers['sbCommunicationFeeSelect'];
  return 'partner_route' in linkage ? { ...linkage, communication_fee_payment: isFeeChoice(fee) ? fee : null } : linkage;
}

const cardNameOf = (cardType: CardType, network: Network): string => `${NETWORK_LABELS[network]} ${CARD_TYPE_LABELS[cardType]}`;

/** The review status page's read: the member's applications for another card, newest first. */
export async function cardApplicationsOf(db: Db, memberId: string): Promise<CardApplicationsAnswer> {
  const rows = await db
    .selectFrom('card_applications')
    .select(['id', 'card_type', 'network_code', 'status', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  return {
    applications: rows.map((row) => ({
      id: row.id,
      cardName: cardNameOf(row.card_type === CardType.Gold ? CardType.Gold : CardType.Regular, row.network_code),
      status: row.status,
      appliedOn: tokyoToday(new Date(row.created_at)),
    })),
  };
}

/**
 * The examination's decision on an application (issue 31: the console's examiners, in their decision's transaction): an approved
 * application becomes the member's new card, not yet activated, with the PIN hash the application kept. False when
 * there is no such application under review.
 */
export async function settleCardApplication(
  trx: Transaction<Database>,
  messages: MessageComposer,
  id: number,
  decision: 'approved' | 'declined',
  today: string,
): Promise<boolean> {
  const application = await trx
    .selectFrom('card_applications')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'underReview')
    .forUpdate()
    .executeTakeFirst();
  if (!application) return false;
  await trx.updateTable('card_applications').set({ status: decision }).where('id', '=', id).execute();
  const cardType = application.card_type === CardType.Gold ? CardType.Gold : CardType.Regular;
  // The result by mail, with the decision (issue 30).
  await mailMember(trx, messages, application.member_id, 'additionalCardResult', {
    cardName: cardNameOf(cardType, application.network_code),
    approved: decision === 'approved',
  });
  if (decision === 'declined') return true;
  await issueCard(trx, {
    memberId: application.member_id,
    cardType,
    network: application.network_code,
    faceCode: application.face_code,
    today,
    pinHash: application.pin_hash,
  });
  return true;
}

export const multipleCardFlowParts = defineFlowParts({
  multipleCard: {
    input: multipleCardInput,
    checks: {
      acceptPermission: anotherCardAllowed,
      cardDesignColor: cardColourOffered,
      cardDesign: cardDesignOffered,
    },
    effect: multipleCardRequested,
  },
});
