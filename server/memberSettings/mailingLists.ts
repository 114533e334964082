import lists from '../../schemas/mailingLists/lists.json';
import type { FieldError } from '../http/apiResponse';
import type { CheckContext, ServerCheck } from '../flows/hostContracts';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { memberMail } from './memberData';

/**
 * The member's mailing lists (issue 15), flow `mailingLists`'s parts. The lists are the step schema's boolean
 * properties, each with its `default` (the choice of a member who never chose) and `x-current`, the input key the
 * form starts from; the input holds the member's current choice under those keys.
 */
type Property = keyof typeof lists.properties;
/** The amount of 「設定金額以上のご利用のお知らせ」 (issue 60): kept in members.usage_alert_yen, not in the lists. */
const AMOUNT_FIELD = 'usageAlertAmount' satisfies Property;
type ListField = Exclude<Property, typeof AMOUNT_FIELD>;
const fields = (Object.keys(lists.properties) as Property[]).filter((field): field is ListField => field !== AMOUNT_FIELD);
const amountChoices: readonly string[] = lists.properties[AMOUNT_FIELD].oneOf.map((choice) => choice.const);

export const mailingListMessages = {
  unchanged: '現在の配信設定と同じです。変更するメールを選んでください。',
  none: '受け取らない',
} as const;

/** The member's choice, list by list: the stored one, else the schema's default. */
export async function memberMailingLists(db: Db, memberId: string): Promise<Record<ListField, boolean>> {
  const row = await db.selectFrom('members').select('mailing_lists').where('id', '=', memberId).executeTakeFirst();
  const stored = row?.mailing_lists ?? {};
  return Object.fromEntries(
    fields.map((field) => [field, typeof stored[field] === 'boolean' ? stored[field] : lists.properties[field].default]),
  ) as Record<ListField, boolean>;
}

/** The amount as the step's choice: one of the choices, else none ("0"); a stored amount off the list shows as none. */
async function memberAlertAmount(db: Db, memberId: string): Promise<string> {
  const row = await db.selectFrom('members').select('usage_alert_yen').where('id', '=', memberId).executeTakeFirst();
  const amount = String(row?.usage_alert_yen ?? 0);
  return amountChoices.includes(amount) ? amount : '0';
}

/** The titles of the lists the member receives, as the member info page shows them. */
export async function receivedMailingLists(db: Db, memberId: string): Promise<string[]> {
  const chosen = await memberMailingLists(db, memberId);
  return fields.filter((field) => chosen[field]).map((field) => lists.properties[field].title);
}

export const mailingListsInput: FlowInputBuilder = {
  build: async ({ db, ownerId }) => {
    const chosen = await memberMailingLists(db, ownerId);
    return {
      ...Object.fromEntries(fields.map((field) => [lists.properties[field]['x-current'], chosen[field]])),
      [lists.properties[AMOUNT_FIELD]['x-current']]: await memberAlertAmount(db, ownerId),
    };
  },
  facts: memberMail.facts,
};

/** A choice the same as the current one changes nothing: said at once, on the first list. */
const mailingListsChanged: ServerCheck = {
  after: async ({ trx, ownerId, given }: CheckContext): Promise<readonly FieldError[]> => {
    const current = await memberMailingLists(trx, ownerId);
    const sameAmount = given[AMOUNT_FIELD] === (await memberAlertAmount(trx, ownerId));
    return sameAmount && fields.every((field) => given[field] === current[field])
      ? [{ field: fields[0]!, message: mailingListMessages.unchanged }]
      : [];
  },
};

/** Writes the choice with a change record per list that changed. */
const mailingListsSet: FlowEffect = async ({ trx, ownerId, answers }: EffectContext) => {
  const given = answers['lists'] ?? {};
  const previous = await memberMailingLists(trx, ownerId);
  const next = Object.fromEntries(fields.map((field) => [field, given[field] === true])) as Record<ListField, boolean>;
  await trx
    .updateTable('members')
    .set({ mailing_lists: JSON.stringify(next) })
    .where('id', '=', ownerId)
    .execute();
  const previousAmount = await memberAlertAmount(trx, ownerId);
  const nextAmount = typeof given[AMOUNT_FIELD] === 'string' && amountChoices.includes(given[AMOUNT_FIELD]) ? given[AMOUNT_FIELD] : '0';
  if (previousAmount !== nextAmount) {
    await trx
      .updateTable('members')
      .set({ usage_alert_yen: nextAmount === '0' ? null : Number(nextAmount) })
      .where('id', '=', ownerId)
      .execute();
    await trx
      .insertInto('member_changes')
      .values({ member_id: ownerId, flow_id: 'mailingLists', field: AMOUNT_FIELD, old_value: previousAmount, new_value: nextAmount })
      .execute();
  }
  for (const field of fields) {
    if (previous[field] !== next[field]) {
      await trx
        .insertInto('member_changes')
        .values({ member_id: ownerId, flow_id: 'mailingLists', field, old_value: String(previous[field]), new_value: String(next[field]) })
        .execute();
    }
  }
  return {};
};

export const mailingListFlowParts = defineFlowParts({
  mailingLists: { input: mailingListsInput, checks: { lists: mailingListsChanged }, effect: mailingListsSet },
});
