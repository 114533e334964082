import { lookupZipcode } from '../apply/zipcodeLookup';
import type { Db } from '../flows/draftRepository';
import type { FieldError } from '../http/apiResponse';
import type { CheckContext, ServerCheck } from '../flows/hostContracts';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { mailAddressVerificationSent } from './mailAddressChange';
import { closedWhileReportReviewed, REPORT_UNDER_REVIEW, residenceReportUnderReview } from './residenceReview';

/**
 * The server parts of the flows that change the member's own data (issue 15: `mailSetting`, `memberAddress`,
 * `memberJob`, gathered in `memberDataFlowParts` below): the current value as a display fact, the check that the new
 * value is a change, and the completion that writes it with a change record (`member_changes`: who, what, when, old
 * and new; never a secret in clear).
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
    return typeof given['mailAddress'] === 'string' && given['mailAddress'] === current
      ? [{ field: 'mailAddress', message: memberMailMessages.unchanged }]
      : [];
  },
};

interface HomeAddress {
  readonly home_zip_code: string | null;
  readonly home_addr_kanji: string | null;
  readonly home_sub_addr_kanji: string | null;
  readonly home_addr_kana: string | null;
  readonly tel_num: string | null;
  readonly residence_document_status: string;
}

const homeAddress = async (db: Db, memberId: string): Promise<HomeAddress | undefined> =>
  db
    .selectFrom('members')
    .select(['home_zip_code', 'home_addr_kanji', 'home_sub_addr_kanji', 'home_addr_kana', 'tel_num', 'residence_document_status'])
    .where('id', '=', memberId)
    .executeTakeFirst();

export const memberAddressMessages = {
  unchanged: '現在のご住所と同じです。新しいご住所を入力してください。',
  notRegistered: '未登録',
} as const;

const addressText = (address: HomeAddress | undefined): string =>
  address?.home_zip_code && address.home_addr_kanji
    ? `〒${address.home_zip_code.slice(0, 3)}-${address.home_zip_code.slice(3)} ${address.home_addr_kanji}${address.home_sub_addr_kanji ?? ''}`
    : memberAddressMessages.notRegistered;

/** The member's registered address as the pages write it (〒100-0001 東京都…), or 未登録. */
export const currentAddressText = async (db: Db, memberId: string): Promise<string> => addressText(await homeAddress(db, memberId));

/** The address change reads the member's current address (the info page and the steps' leads name it). */
export const memberAddress: FlowInputBuilder = {
  build: async ({ db, ownerId }) => ({ [REPORT_UNDER_REVIEW]: await residenceReportUnderReview(db, ownerId) }),
  facts: async ({ db, ownerId, answers }) => ({
    currentAddressText: addressText(await homeAddress(db, ownerId)),
    prefectureCityKana: prefectureCityKana(answers['zipcode']?.['homeZipCode'], answers['zipcode']?.['homeAddrKanji']),
  }),
};

/**
 * The reading of the chosen town's prefecture and city from Japan Post's data (half-width there, full-width here), as
 * a start for the kana address step's lead; the town's own reading is not in the offline data, so the member types it.
 */
function prefectureCityKana(zip: unknown, address: unknown): string | null {
  if (typeof zip !== 'string' || typeof address !== 'string') return null;
  const town = lookupZipcode(zip).find((candidate) => address.startsWith(`${candidate.prefecture}${candidate.city}`));
  return town ? `都道府県・市区町村は「${town.prefectureKana}　${town.cityKana}」です。` : null;
}

/** A new address the same as the current one (zip, town and sub-address) changes nothing: said on the address step. */
export const addressChanged: ServerCheck = {
  after: async ({ trx, ownerId, given, answers }: CheckContext): Promise<readonly FieldError[]> => {
    const current = await homeAddress(trx, ownerId);
    const zip = answers['zipcode'];
    const same =
      current?.home_zip_code === zip?.['homeZipCode'] &&
      current?.home_addr_kanji === zip?.['homeAddrKanji'] &&
      current?.home_sub_addr_kanji === given['homeSubAddrKanji'];
    return same ? [{ field: 'homeSubAddrKanji', message: memberAddressMessages.unchanged }] : [];
  },
};

/**
 * Writes the new address and landline with a change record per changed field. SPEC 3.1/4: a member with a
 * registered residence card (status 1x–4x) now has a card whose address differs from ours: its second digit becomes
 * 2 (content differs), and the member top's residence notice asks for the card again. The card on record no longer
 * shows the home address: SPEC 3.1 addressMismatchFlg is set until a report carries the card's back (residence.ts).
 */
export const memberAddressChanged: FlowEffect = async ({ trx, ownerId, answers }: EffectContext) => {
  const zip = answers['zipcode'] ?? {};
  const next = {
    home_zip_code: typeof zip['homeZipCode'] === 'string' ? zip['homeZipCode'] : null,
    home_addr_kanji: typeof zip['homeAddrKanji'] === 'string' ? zip['homeAddrKanji'] : null,
    home_sub_addr_kanji: typeof answers['address']?.['homeSubAddrKanji'] === 'string' ? answers['address']['homeSubAddrKanji'] : null,
    home_addr_kana: typeof answers['addressKana']?.['homeAddrKana'] === 'string' ? answers['addressKana']['homeAddrKana'] : null,
    tel_num: typeof answers['phone']?.['telNumFull'] === 'string' ? answers['phone']['telNumFull'] : null,
  };
  if (!next.home_zip_code || !next.home_addr_kanji || !next.home_sub_addr_kanji || !next.home_addr_kana)
    throw new Error('address change completed without an address');
  const previous = await homeAddress(trx, ownerId);
  const status = previous?.residence_document_status ?? '00';
  const residenceCardDiffers = /^[1-4]/.test(status);
  await trx
    .updateTable('members')
    .set({ ...next, ...(residenceCardDiffers ? { residence_document_status: `${status[0]}2`, address_mismatch: true } : {}) })
    .where('id', '=', ownerId)
    .execute();
  const fields = {
    homeZipCode: 'home_zip_code',
    homeAddrKanji: 'home_addr_kanji',
    homeSubAddrKanji: 'home_sub_addr_kanji',
    homeAddrKana: 'home_addr_kana',
    telNumFull: 'tel_num',
  } as const;
  for (const [field, column] of Object.entries(fields)) {
    const before = previous?.[column] ?? null;
    if (before !== next[column])
      await trx
        .insertInto('member_changes')
        .values({ member_id: ownerId, flow_id: 'memberAddress', field, old_value: before, new_value: next[column] })
        .execute();
  }
  return { address: addressText({ ...next, residence_document_status: status }) };
};

/**
 * The job change's completion: the confirmed answers (a workplace only when the path took it) as the member's
 * occupation, with a change record per field whose value changed.
 */
export const memberJobChanged: FlowEffect = async ({ trx, ownerId, answers }: EffectContext) => {
  const next: Record<string, unknown> = Object.assign(
    {},
    answers['profession'],
    answers['household'],
    answers['income'],
    answers['workplace'] ?? {},
  );
  const row = await trx.selectFrom('members').select('occupation').where('id', '=', ownerId).executeTakeFirst();
  const previous: Readonly<Record<string, unknown>> = row?.occupation ?? {};
  await trx
    .updateTable('members')
    .set({ occupation: JSON.stringify(next) })
    .where('id', '=', ownerId)
    .execute();
  const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));
  for (const field of [...new Set([...Object.keys(previous), ...Object.keys(next)])].sort()) {
    if (text(previous[field]) !== text(next[field])) {
      await trx
        .insertInto('member_changes')
        .values({ member_id: ownerId, flow_id: 'memberJob', field, old_value: text(previous[field]), new_value: text(next[field]) })
        .execute();
    }
  }
  return {};
};

export const memberDataFlowParts = defineFlowParts({
  mailSetting: { input: memberMail, checks: { mailAddress: mailAddressChanged }, effect: mailAddressVerificationSent },
  memberAddress: {
    input: memberAddress,
    refusal: closedWhileReportReviewed,
    checks: { address: addressChanged },
    effect: memberAddressChanged,
  },
  memberJob: { effect: memberJobChanged },
});
