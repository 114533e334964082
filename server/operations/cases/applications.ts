import { sql } from 'kysely';
import { AutoPaylaterFlg, CardType, Network, NETWORK_LABELS, CARD_TYPE_LABELS } from '../../../enums/card';
import { goldFace } from '../../../enums/cardDesigns';
import { CARD_LIMIT_MAX, creditLimitLabel } from '../../../enums/creditLimit';
import { MembershipStatus } from '../../../enums/member';
import type { AnswersByStep } from '../../../flows/engine';
import { decideMembershipStatus } from '../../apply/applicationRepository';
import { issueCard } from '../../memberSettings/issueCard';
import { enrolIssuedCard } from '../../memberSettings/paylater';
import type { CaseKindHandler, CaseRecord } from '../caseKind';
import { recordedStepSet } from '../../steps/recordedSteps';
import { flowAnswerSections } from './flowAnswers';
import { isoOfYmd } from '../../../validators/calendar';
import { inquiryNumberFormat } from '../../../validators/normalisers';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const cardTypeOf = (answers: AnswersByStep): CardType =>
  answers['designBrand']?.['cardType'] === CardType.Gold ? CardType.Gold : CardType.Regular;
const networkOf = (answers: AnswersByStep): Network => {
  const code = text(answers['designBrand']?.['brandCode']);
  return code === Network.Master || code === Network.Jcb ? code : Network.Visa;
};

/** SPEC 2.7: a regular card carries the face chosen; a gold one, offered no face, its brand's gold face. */
const faceOf = (answers: AnswersByStep, cardType: CardType, network: Network): string =>
  (cardType === CardType.Gold ? goldFace(network) : text(answers['design']?.['faceCode'])) || '01';

/** A regular card starts at 30万円, a gold one at 50万円 (the demo members' limits); the examiner sets the real one. */
const STARTING_LIMIT: Readonly<Record<CardType, number>> = { [CardType.Regular]: 30, [CardType.Gold]: 50 };

/** The queue's line: the card asked for, and whether identity documents wait to be looked at. */
const applicationSummary = (answers: AnswersByStep, result: string | null): string =>
  `${NETWORK_LABELS[networkOf(answers)]} ${CARD_TYPE_LABELS[cardTypeOf(answers)]}${result === 'underReview' ? '（確認書類あり）' : ''}`;

/**
 * Issue 61: why the case needs the examiner's eye, on the queue's line: the bureau could not be asked, or reports a
 * default. A pending inquiry says nothing: it is asked within seconds, or when the case is opened.
 */
const bureauNote = (status: string | null, hasDefault: boolean): string =>
  status === 'failed' ? '（信用情報: 照会できませんでした）' : hasDefault ? '（信用情報: 異動あり）' : '';

/** Issue 31: a submitted card application, keyed by its inquiry number (what the applicant quotes on the phone). */
export const applicationCases: CaseKindHandler = {
  kind: 'application',
  // The applicant as the application names them: the member row holds the name only once the card is issued.
  waiting: (db) =>
    db
      .selectFrom('applications')
      .select([
        sql<string>`applications.inquiry_number`.as('case_id'),
        sql<Date>`coalesce(applications.submitted_at, applications.created_at)`.as('received_at'),
        'applications.member_id',
        sql<string>`coalesce(applications.answers->'attribute'->>'lastNameKanji', '')`.as('last_name_kanji'),
        sql<string>`coalesce(applications.answers->'attribute'->>'firstNameKanji', '')`.as('first_name_kanji'),
        sql<string>`coalesce(applications.answers->'attribute'->>'lastNameKana', '')`.as('last_name_kana'),
        sql<string>`coalesce(applications.answers->'attribute'->>'firstNameKana', '')`.as('first_name_kana'),
        sql<string>`coalesce(applications.answers->'phoneNumber'->>'mobNumFull', '')`.as('phone'),
      ])
      .where('applications.status', '=', 'submitted')
      .where('applications.decision', 'is', null)
      .where('applications.inquiry_number', 'is not', null),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('applications')
      .leftJoin('credit_bureau_inquiries', (join) =>
        join
          .on('credit_bureau_inquiries.case_kind', '=', 'application')
          .onRef('credit_bureau_inquiries.case_id', '=', 'applications.inquiry_number'),
      )
      .select([
        'applications.inquiry_number',
        'applications.answers',
        'applications.result',
        'credit_bureau_inquiries.status as bureau_status',
        sql<boolean>`coalesce(jsonb_array_length(credit_bureau_inquiries.report->'defaults') > 0, false)`.as('bureau_default'),
      ])
      .where('applications.inquiry_number', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [
        text(row.inquiry_number),
        `${applicationSummary(row.answers, row.result)}${bureauNote(row.bureau_status ?? null, row.bureau_default)}`,
      ]),
    );
  },
  async load(db, id, lock) {
    if (!/^[0-9]{16}$/.test(id)) return null;
    let query = db.selectFrom('applications').selectAll().where('inquiry_number', '=', id).where('status', '=', 'submitted');
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const answers = row.answers;
    const cardType = cardTypeOf(answers);
    const submittedAt = new Date(row.submitted_at ?? row.created_at);
    const photos: CaseRecord['photos'] = [
      ...(text(answers['residenceFrontUpload']?.['residenceCardFilenameFace'])
        ? [{ side: 'face' as const, fileName: text(answers['residenceFrontUpload']?.['residenceCardFilenameFace']) }]
        : []),
      ...(text(answers['residenceBackUpload']?.['residenceCardFilenameBack'])
        ? [{ side: 'back' as const, fileName: text(answers['residenceBackUpload']?.['residenceCardFilenameBack']) }]
        : []),
    ];
    return {
      id,
      memberId: row.member_id,
      open: row.decision === null,
      receivedAt: submittedAt,
      personName: `${text(answers['attribute']?.['lastNameKanji'])} ${text(answers['attribute']?.['firstNameKanji'])}`.trim(),
      summary: applicationSummary(answers, row.result),
      requestedAmount: STARTING_LIMIT[cardType],
      amountUnit: '万円',
      maxAmount: CARD_LIMIT_MAX[cardType],
      sections: await flowAnswerSections('apply', answers, submittedAt, await recordedStepSet(db, row.schema_version), row.visited_steps),
      photos,
    };
  },

  /**
   * The applicant becomes a member with a card awaiting activation (their next login lands on the member top with the
   * activation notice): the card's number is the card-number source's (server/cardInfo/ asks it for the full number
   * by the token on request), so only the token and the last four digits are stored.
   */
  async approve(context, record, amount) {
    const { trx, messages, today } = context;
    const row = await trx
      .selectFrom('applications')
      .select(['answers', 'inquiry_number', 'pin_hash'])
      .where('member_id', '=', record.memberId)
      .executeTakeFirstOrThrow();
    const answers = row.answers;
    const cardType = cardTypeOf(answers);
    const network = networkOf(answers);
    const limit = amount ?? STARTING_LIMIT[cardType];
    await trx
      .updateTable('applications')
      .set({ decision: 'approved', decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('member_id', '=', record.memberId)
      .execute();
    const attribute = answers['attribute'] ?? {};
    const mailAddress = text(answers['contact']?.['mailAddress']) || null;
    await trx
      .updateTable('members')
      .set({
        role: 'member',
        registration_confirmed: true,
        last_name_kanji: text(attribute['lastNameKanji']),
        first_name_kanji: text(attribute['firstNameKanji']),
        last_name_kana: text(attribute['lastNameKana']),
        first_name_kana: text(attribute['firstNameKana']),
        birth_day: isoOfYmd(text(answers['gender']?.['birthDay'])),
        ...(mailAddress ? { mail_address: mailAddress } : {}),
      })
      .where('id', '=', record.memberId)
      .execute();
    await decideMembershipStatus(trx, record.memberId, MembershipStatus.Approval, context.actor);
    const cardId = await issueCard(trx, {
      memberId: record.memberId,
      cardType,
      network,
      faceCode: faceOf(answers, cardType, network),
      today,
      creditLimit: limit,
      pinHash: row.pin_hash,
    });
    if (answers['autoPaylater']?.['autoPaylaterFlg'] === AutoPaylaterFlg.Yes) {
      await enrolIssuedCard(trx, { memberId: record.memberId, cardId, consentedAt: record.receivedAt, actor: context.actor });
    }
    await decideMembershipStatus(trx, record.memberId, MembershipStatus.PhysicalCardIssued, context.actor);
    if (mailAddress) {
      await messages.mail(trx, {
        kind: 'applicationResult',
        to: mailAddress,
        memberId: record.memberId,
        params: {
          name: record.personName,
          inquiryNumber: inquiryNumberFormat(row.inquiry_number),
          approved: true,
          creditLimit: creditLimitLabel(limit),
        },
      });
    }
  },

  async decline({ trx, messages, actor }, record) {
    const row = await trx
      .selectFrom('applications')
      .select(['answers', 'inquiry_number'])
      .where('member_id', '=', record.memberId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('applications')
      .set({ decision: 'declined', decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('member_id', '=', record.memberId)
      .execute();
    await decideMembershipStatus(trx, record.memberId, MembershipStatus.Rejection, actor);
    const mailAddress = text(row.answers['contact']?.['mailAddress']);
    if (mailAddress) {
      await messages.mail(trx, {
        kind: 'applicationResult',
        to: mailAddress,
        memberId: record.memberId,
        params: { name: record.personName, inquiryNumber: inquiryNumberFormat(row.inquiry_number), approved: false, creditLimit: '' },
      });
    }
  },
};
