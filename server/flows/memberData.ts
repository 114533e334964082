import type { Db } from './draftRepository';
import type { FieldError } from '../http/apiResponse';
import type { CheckContext, ServerCheck } from './checks';
import type { EffectContext, FlowEffect } from './effects';
import type { FlowInputBuilder } from './inputs';

/**
 * The host's parts for flows that change the member's own data (issue 15), by the names the registry gives: the
 * current value as a display fact, the check that the new value is a change, and the completion that writes it
 * with a change record (`member_changes`: who, what, when, old and new; never a secret in clear).
 */

const currentMailAddress = async (db: Db, memberId: string): Promise<string | null> =>
  (await db.selectFrom('members').select('mail_address').where('id', '=', memberId).executeTakeFirst())?.mail_address ?? null;

export const memberMailMessages = {
  unchanged: '現在のメールアドレスと同じです。新しいメールアドレスを入力してください。',
  notRegistered: '未登録',
} as const;

/** The mail address change reads the member's current address (the step's lead names it). */
export const memberMail: FlowInputBuilder = {
  build: async () => ({}),
  facts: async ({ db, ownerId }) => ({ currentMailAddress: (await currentMailAddress(db, ownerId)) ?? memberMailMessages.notRegistered }),
};

/** A new address the same as the current one changes nothing: said at once, as a field error. */
export const mailAddressChanged: ServerCheck = {
  after: async ({ trx, ownerId, given }: CheckContext): Promise<readonly FieldError[]> => {
    const current = await currentMailAddress(trx, ownerId);
    return typeof given['mailAddress'] === 'string' && given['mailAddress'] === current ? [{ field: 'mailAddress', message: memberMailMessages.unchanged }] : [];
  },
};

/** Writes the new address and the change record in the save's transaction; answers the address for the result page. */
export const memberMailChanged: FlowEffect = async ({ trx, ownerId, answers }: EffectContext) => {
  const next = answers['mailAddress']?.['mailAddress'];
  if (typeof next !== 'string') throw new Error('mail address change completed without an address');
  const previous = await currentMailAddress(trx, ownerId);
  await trx.updateTable('members').set({ mail_address: next }).where('id', '=', ownerId).execute();
  await trx.insertInto('member_changes').values({ member_id: ownerId, flow_id: 'mailSetting', field: 'mailAddress', old_value: previous, new_value: next }).execute();
  return { mailAddress: next };
};
