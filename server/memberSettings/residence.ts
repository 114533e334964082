import { countryOf } from '../../enums/country';
import { ResidenceValidity } from '../../enums/residence';
import { isCode } from '../../enums/index';
import { RESIDENCE_STATUS_LABELS, ResidenceStatus } from '../../enums/residenceStatus';
import { dayNumber, parseIsoDate, parseYmd, tokyoToday, type CivilDate } from '../../validators/calendar';
import { isoDate } from '../bank/bankBusinessDays';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { residenceBackPhotoOwn, residenceFrontPhotoOwn } from '../uploads/residenceCardOwnership';
import { closedWhileReportReviewed, REPORT_UNDER_REVIEW, residenceReportUnderReview } from './residenceReview';

/**
 * The member's nationality and residence card (issue 15; SPEC 3.1, 4, 5.6), flow `memberResidence`'s parts: the
 * current report as a fact, and the completion that records the new one with its residence-document status (SPEC 4:
 * the validity from the expiry, the review reset to 0 for the new photos; 00 for a Japanese national, who needs no
 * card) and a change record per field.
 */
export const residenceMessages = {
  notRegistered: '未登録',
  noExpiry: '期限なし',
} as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Days before the expiry from which the member top asks for the renewed card (the renewal may be applied for 3 months ahead). */
const RENEWAL_NOTICE_DAYS = 90;
const LAST_WEEK_DAYS = 7;

/** SPEC 4 first digit for a card expiring on `expiry`, seen on `today`. */
export function residenceValidity(expiry: CivilDate | undefined, today: CivilDate): ResidenceValidity {
  if (!expiry) return ResidenceValidity.Normal;
  const left = dayNumber(expiry) - dayNumber(today);
  if (left < 0) return ResidenceValidity.Expired;
  if (left <= LAST_WEEK_DAYS) return ResidenceValidity.WithinOneWeek;
  if (left <= RENEWAL_NOTICE_DAYS) return ResidenceValidity.WithinMonthsOfExpiry;
  return ResidenceValidity.Normal;
}

export const nationalityText = (code: string | null): string => (code ? (countryOf(code)?.ja ?? code) : residenceMessages.notRegistered);
export const residenceStatusText = (code: string | null): string | null =>
  code && isCode(ResidenceStatus, code) ? RESIDENCE_STATUS_LABELS[code].ja : null;
const dateText = ({ year, month, day }: CivilDate): string => `${year}年${month}月${day}日`;

interface Residence {
  readonly nationality: string | null;
  readonly residence_status: string | null;
  readonly residence_expiry: string | null;
}

const residenceOf = async (db: Db, memberId: string): Promise<Residence | undefined> =>
  db.selectFrom('members').select(['nationality', 'residence_status', 'residence_expiry']).where('id', '=', memberId).executeTakeFirst();

/** 「ベトナム・留学（2027年3月31日まで）」, or 未登録. */
export function residenceText(residence: Residence | undefined): string {
  if (!residence?.nationality) return residenceMessages.notRegistered;
  const status = residenceStatusText(residence.residence_status);
  const expiry = residence.residence_expiry ? parseIsoDate(residence.residence_expiry) : undefined;
  return [nationalityText(residence.nationality), status, expiry ? `${dateText(expiry)}まで` : null].filter(Boolean).join('・');
}

export const memberResidenceInput: FlowInputBuilder = {
  build: async ({ db, ownerId }) => ({ [REPORT_UNDER_REVIEW]: await residenceReportUnderReview(db, ownerId) }),
  facts: async ({ db, ownerId }) => ({ currentResidenceText: residenceText(await residenceOf(db, ownerId)) }),
};

const memberResidenceChanged: FlowEffect = async ({ trx, ownerId, answers, now }: EffectContext) => {
  const nationality = text(answers['nationality']?.['nationality']);
  if (!nationality) throw new Error('residence change completed without a nationality');
  const japanese = nationality === 'JP';
  const expiryAnswer = text(answers['residenceExpiration']?.['residenceDateExpiration']);
  const expiry = expiryAnswer ? parseYmd(expiryAnswer) : undefined;
  const today = parseIsoDate(tokyoToday(now))!;
  const next = {
    nationality,
    residence_status: japanese ? null : text(answers['nationality']?.['residenceStatus']),
    residence_expiry: expiry ? isoDate(expiry) : null,
    residence_card_face: text(answers['residenceFrontUpload']?.['residenceCardFilenameFace']),
    residence_card_back: text(answers['residenceBackUpload']?.['residenceCardFilenameBack']),
    residence_document_status: japanese ? '00' : `${residenceValidity(expiry, today)}0`,
  };
  const previous = await trx
    .selectFrom('members')
    .select([
      'nationality',
      'residence_status',
      'residence_expiry',
      'residence_card_face',
      'residence_card_back',
      'residence_document_status',
      'address_mismatch',
    ])
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  // SPEC 3.1 flags: a report puts a card on record again (residenceDeleteFlg off); the home address is on it again once
  // its back (where a moved address is written) was photographed, or when no card is kept at all.
  const addressMismatch = previous.address_mismatch && next.residence_card_face !== null && next.residence_card_back === null;
  await trx
    .updateTable('members')
    .set({ ...next, address_mismatch: addressMismatch, residence_deleted: false })
    .where('id', '=', ownerId)
    .execute();
  // Issue 31: a foreign resident's report waits for a staff member's review of the card (SPEC 4 review digit).
  if (!japanese) {
    await trx
      .insertInto('residence_reports')
      .values({
        member_id: ownerId,
        nationality,
        residence_status: next.residence_status,
        residence_expiry: next.residence_expiry,
        residence_card_face: next.residence_card_face || null,
        residence_card_back: next.residence_card_back || null,
        review: null,
      })
      .execute();
  }
  const fields = {
    nationality: 'nationality',
    residenceStatus: 'residence_status',
    residenceDateExpiration: 'residence_expiry',
    residenceCardFilenameFace: 'residence_card_face',
    residenceCardFilenameBack: 'residence_card_back',
    residenceDocumentStatus: 'residence_document_status',
  } as const;
  for (const [field, column] of Object.entries(fields)) {
    if (previous[column] !== next[column]) {
      await trx
        .insertInto('member_changes')
        .values({ member_id: ownerId, flow_id: 'memberResidence', field, old_value: previous[column], new_value: next[column] })
        .execute();
    }
  }
  return {
    ...(next.residence_status ? { residenceStatus: residenceStatusText(next.residence_status) ?? next.residence_status } : {}),
    ...(next.residence_status ? { residenceExpiry: expiry ? dateText(expiry) : residenceMessages.noExpiry } : {}),
  };
};

export const residenceFlowParts = defineFlowParts({
  memberResidence: {
    input: memberResidenceInput,
    refusal: closedWhileReportReviewed,
    checks: { residenceFrontUpload: residenceFrontPhotoOwn, residenceBackUpload: residenceBackPhotoOwn },
    effect: memberResidenceChanged,
  },
});
