import { sql } from 'kysely';
import { ETC_CARDS_MAX, USAGE_RESTRICTION_CHOICE_LABELS, DISPLAY_BALANCE_LABELS, type UsageRestriction } from '../../enums/settings';
import { readWholeNumber } from '../../validators/integers';
import { yenText } from '../../validators/money';
import { transferDate } from '../../validators/dates';
import type { AnswersByStep, FlowInput } from '../../flows/engine';
import type { CheckContext, ServerCheck } from '../flows/hostContracts';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder, type InputContext } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { requestFulfilment } from '../fulfilment/fulfilment';
import { memberPinFacts } from './pinFacts';

/**
 * The selected card's settings flows (issue 15: PIN, PIN notice, 3-D Secure, display balance, usage restriction,
 * ETC cards, deposit promise): one input builder, their checks and their completions. Every completion writes the
 * card (a secret only as the hash the host kept, `secretHashes`) and a member_changes row, whose old and new values
 * are never a secret: a PIN or a password is recorded as 「変更」 only.
 */
export interface CardSettings {
  readonly displayBalance: boolean;
  readonly usageRestriction: UsageRestriction;
  readonly etcCards: number;
  readonly securePasswordSet: boolean;
  /** The statements left unpaid (payment status 50), yen. */
  readonly unpaidAmount: number;
}

async function cardSettings(db: Db, memberId: string, cardId: string): Promise<CardSettings> {
  const card = await db
    .selectFrom('cards')
    .select(['cards.display_balance', 'cards.usage_restriction', 'cards.etc_cards', 'cards.secure_password_hash'])
    .where('cards.id', '=', cardId)
    .where('cards.member_id', '=', memberId)
    .where('cards.active', '=', true)
    .executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', "card setting of a card that is not the member's active card");
  const unpaid = await db
    .selectFrom('statements')
    .select(sql<string>`coalesce(sum(amount_yen), 0)`.as('amount'))
    .where('card_id', '=', cardId)
    .where('payment_status', '=', '50')
    .executeTakeFirstOrThrow();
  return {
    displayBalance: card.display_balance,
    usageRestriction: card.usage_restriction,
    etcCards: card.etc_cards,
    securePasswordSet: card.secure_password_hash !== null,
    unpaidAmount: Number(unpaid.amount),
  };
}

export const cardSettingsInput: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }: InputContext) => {
    const settings = await cardSettings(db, ownerId, subjectId);
    return {
      ...(await memberPinFacts(db, ownerId)),
      currentDisplayBalance: settings.displayBalance ? '1' : '0',
      currentUsageRestriction: settings.usageRestriction,
      etcCards: settings.etcCards,
      unpaidAmount: settings.unpaidAmount,
    };
  },
  facts: async ({ db, ownerId, subjectId }) => cardSettingFacts(await cardSettings(db, ownerId, subjectId)),
};

/** The texts the settings steps' leads state about the card (the stories read them too: stories/cardSettings). */
export function cardSettingFacts(settings: CardSettings): Record<string, string> {
  return {
    displayBalanceText: DISPLAY_BALANCE_LABELS[settings.displayBalance ? '1' : '0'],
    usageRestrictionText: USAGE_RESTRICTION_CHOICE_LABELS[settings.usageRestriction],
    etcCardsText: settings.etcCards > 0 ? `${settings.etcCards}枚` : 'ありません',
    secureStatusText: settings.securePasswordSet
      ? '登録済みのパスワードを、新しいパスワードに変えます。'
      : '現在、パスワードは登録されていません。',
    unpaidAmountText: yenText(settings.unpaidAmount),
  };
}

export const cardSettingMessages = {
  unchanged: '現在の設定と同じです。変更する場合は、ほかの選択肢をお選びください。',
  etcOverLimit: (held: number) => `ETCカードは1枚のカードにつき${ETC_CARDS_MAX}枚までです（お持ちのETCカード：${held}枚）。`,
} as const;

/** A setting whose new value is its current one changes nothing: said in the field. */
export const changedFrom = (field: string, current: string): ServerCheck => ({
  after: async ({ given, input }: CheckContext) =>
    given[field] === input[current] ? [{ field, message: cardSettingMessages.unchanged }] : [],
});

export const displayBalanceChanged = changedFrom('displayBalance', 'currentDisplayBalance');
export const usageRestrictionChanged = changedFrom('usageRestriction', 'currentUsageRestriction');

export const etcCardsWithinLimit: ServerCheck = {
  after: async ({ given, input }) => {
    const held = readWholeNumber(input['etcCards']) ?? 0;
    return held + (readWholeNumber(given['etcCardCount']) ?? 0) > ETC_CARDS_MAX
      ? [{ field: 'etcCardCount', message: cardSettingMessages.etcOverLimit(held) }]
      : [];
  },
};

/** A promise is for an unpaid bill: with nothing unpaid the flow is refused before its first step (issue 35). */
const promiseForUnpaidBill = (input: FlowInput): DomainError | undefined =>
  (readWholeNumber(input['unpaidAmount']) ?? 0) <= 0
    ? new DomainError('nothingUnpaid', 'deposit promise without an unpaid bill')
    : undefined;

/**
 * A same-day promise saved before 15:00 Tokyo and sent after it (SPEC 8.2, 9): the member lands on the screen that says
 * today can no longer be chosen, rather than on a step the machine no longer reaches (issue 35). A date typed after
 * 15:00 is the step's own field error, in the browser and at the save.
 */
const sameDayPromiseTooLate = (answers: AnswersByStep, now: Date): DomainError | undefined => {
  const checked = transferDate(answers['promise']?.['depositPromiseDate'], { now });
  return !checked.valid && checked.messageKey === 'transferDateCutoff'
    ? new DomainError('sameDayTransferDeadline', 'a same-day deposit promise sent after 15:00 Tokyo')
    : undefined;
};

const given = (answers: EffectContext['answers']): Record<string, unknown> =>
  Object.assign({}, ...Object.values(answers)) as Record<string, unknown>;

/** The change record of a member's setting (member_changes): who, what, when, old and new; never a secret. */
export async function recordChange(
  context: EffectContext,
  flowId: string,
  field: string,
  oldValue: string | null,
  newValue: string | null,
): Promise<void> {
  await context.trx
    .insertInto('member_changes')
    .values({ member_id: context.ownerId, flow_id: flowId, field, old_value: oldValue, new_value: newValue })
    .execute();
}

const SECRET_CHANGED = '変更';

const pinChanged: FlowEffect = async (context) => {
  const hash = context.secretHashes['pinNumber'];
  if (!hash) throw new DomainError('invalidUserStatus', 'PIN change completed without the PIN');
  await context.trx.updateTable('cards').set({ pin_hash: hash }).where('id', '=', context.subjectId).execute();
  await recordChange(context, 'pinChange', 'pinNumber', null, SECRET_CHANGED);
  return {};
};

const pinNoticeRequested: FlowEffect = async (context) => {
  const card = await context.trx.selectFrom('cards').select('card4no').where('id', '=', context.subjectId).executeTakeFirstOrThrow();
  await requestFulfilment(context.trx, { kind: 'pinNotice', memberId: context.ownerId, cardId: context.subjectId, card4no: card.card4no });
  await recordChange(context, 'pinRequest', 'pinNotice', null, '郵送');
  return {};
};

const securePasswordSet: FlowEffect = async (context) => {
  const hash = context.secretHashes['securePassword'];
  if (!hash) throw new DomainError('invalidUserStatus', '3-D Secure completed without the password');
  await context.trx.updateTable('cards').set({ secure_password_hash: hash }).where('id', '=', context.subjectId).execute();
  await recordChange(context, 'securePassword', 'securePassword', null, SECRET_CHANGED);
  return {};
};

const displayBalanceSet: FlowEffect = async (context) => {
  const show = given(context.answers)['displayBalance'] === '1';
  const before = await context.trx
    .selectFrom('cards')
    .select('display_balance')
    .where('id', '=', context.subjectId)
    .executeTakeFirstOrThrow();
  await context.trx.updateTable('cards').set({ display_balance: show }).where('id', '=', context.subjectId).execute();
  await recordChange(context, 'displayBalance', 'displayBalance', before.display_balance ? '1' : '0', show ? '1' : '0');
  return { displayBalance: DISPLAY_BALANCE_LABELS[show ? '1' : '0'] };
};

const isRestriction = (value: unknown): value is UsageRestriction =>
  typeof value === 'string' && Object.hasOwn(USAGE_RESTRICTION_CHOICE_LABELS, value);

const usageRestrictionSet: FlowEffect = async (context) => {
  const next = given(context.answers)['usageRestriction'];
  if (!isRestriction(next)) throw new Error('usage restriction completed without a code');
  const before = await context.trx
    .selectFrom('cards')
    .select('usage_restriction')
    .where('id', '=', context.subjectId)
    .executeTakeFirstOrThrow();
  await context.trx.updateTable('cards').set({ usage_restriction: next }).where('id', '=', context.subjectId).execute();
  await recordChange(context, 'usageRestriction', 'usageRestriction', before.usage_restriction, next);
  return { usageRestriction: USAGE_RESTRICTION_CHOICE_LABELS[next] };
};

const etcCardsRequested: FlowEffect = async (context) => {
  const count = readWholeNumber(given(context.answers)['etcCardCount']);
  if (count === undefined) throw new Error('ETC cards completed without a count');
  // Re-read under the row lock: two windows asking at once cannot pass the limit together.
  const card = await context.trx
    .selectFrom('cards')
    .select('etc_cards')
    .where('id', '=', context.subjectId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (card.etc_cards + count > ETC_CARDS_MAX)
    throw new DomainError('invalidParams', 'ETC cards over the limit', [
      { field: 'etcCardCount', message: cardSettingMessages.etcOverLimit(card.etc_cards) },
    ]);
  await context.trx
    .updateTable('cards')
    .set({ etc_cards: card.etc_cards + count })
    .where('id', '=', context.subjectId)
    .execute();
  await recordChange(context, 'etcCard', 'etcCards', String(card.etc_cards), String(card.etc_cards + count));
  return { etcCards: `${card.etc_cards + count}枚` };
};

const depositPromised: FlowEffect = async (context) => {
  const answers = given(context.answers);
  const date = String(answers['depositPromiseDate'] ?? '');
  const amount = readWholeNumber(answers['depositAmount']);
  if (!/^[0-9]{8}$/.test(date) || amount === undefined) throw new Error('deposit promise completed without a date and an amount');
  const promisedOn = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  await context.trx
    .insertInto('deposit_promises')
    .values({ member_id: context.ownerId, card_id: context.subjectId, promised_on: promisedOn, amount_yen: amount })
    .execute();
  await recordChange(context, 'depositPromise', 'depositPromise', null, `${promisedOn} ${amount}`);
  return { promisedOn: `${Number(date.slice(0, 4))}年${Number(date.slice(4, 6))}月${Number(date.slice(6, 8))}日`, amount: yenText(amount) };
};

export const cardSettingFlowParts = defineFlowParts({
  pinChange: { input: cardSettingsInput, effect: pinChanged },
  pinRequest: { input: cardSettingsInput, effect: pinNoticeRequested },
  secureRegister: { input: cardSettingsInput, effect: securePasswordSet },
  secureChange: { input: cardSettingsInput, effect: securePasswordSet },
  displayBalance: { input: cardSettingsInput, checks: { setting: displayBalanceChanged }, effect: displayBalanceSet },
  usageRestriction: { input: cardSettingsInput, checks: { setting: usageRestrictionChanged }, effect: usageRestrictionSet },
  etcCard: { input: cardSettingsInput, checks: { request: etcCardsWithinLimit }, effect: etcCardsRequested },
  depositPromise: { input: cardSettingsInput, refusal: promiseForUnpaidBill, overtaken: sameDayPromiseTooLate, effect: depositPromised },
  // The option-service application (SPEC 2.1): the ETC cards' own parts at its route.
  optionEtc: { input: cardSettingsInput, checks: { request: etcCardsWithinLimit }, effect: etcCardsRequested },
});
