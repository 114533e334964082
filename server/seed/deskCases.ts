import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { balanceRaiseAnswers } from '../../flows/balanceRaise';
import { examples as bankAgencyExamples } from '../../flows/bankAgency';
import { examples as multipleCardExamples } from '../../flows/multipleCard';
import { employeeAnswers, residenceAnswers } from '../../flows/apply';
import { exampleAnswers } from '../../flows/flowExamples';
import { examples as residenceExamples } from '../../flows/memberResidence';
import type { Database } from '../db/schema';
import { hashPassword } from '../identity/passwordHash';
import { decideCase } from '../operations/examination';
import { staffMember } from '../operations/staffMembers';
import { acceptResidenceCardPhoto } from '../uploads/residenceCardPhoto';
import type { FileStorage } from '../uploads/fileStorage';
import type { DemoAccount } from './demoAccounts';
import { staffSubjectOf } from './staffAccounts';
import { receiptsLongDelivered, submittedRequest } from './submittedRequest';

/**
 * The people whose requests wait at the staff console on a fresh demo (issue 58): one per queue, plus two cards to
 * post. Members with cards like the demo people's, seeded with them; apart from them so that a test or a person
 * walking `regular` or `gold` finds those people as the README describes them, with nothing under examination.
 */
export const deskPeople: readonly DemoAccount[] = [
  person('desk-apply', '王', '美玲', 'ワン', 'メイリン', 'applicant'),
  person('desk-raise', '松本', '浩二', 'マツモト', 'コウジ'),
  person('desk-gold', '井上', '真理子', 'イノウエ', 'マリコ', 'member', 'master'),
  { ...person('desk-residence', '阮', '明', 'グエン', 'ミン'), residenceCardExpiresInDays: 30 },
  person('desk-bank', '木村', '智子', 'キムラ', 'トモコ'),
  person('desk-cashing', '清水', '翔', 'シミズ', 'ショウ'),
  person('desk-card', '山口', '恵', 'ヤマグチ', 'メグミ'),
  person('desk-reissue', '斎藤', '隆', 'サイトウ', 'タカシ', 'member', 'jcb'),
  person('desk-reissue2', '阿部', '拓也', 'アベ', 'タクヤ', 'member', 'master'),
];

function person(
  loginId: string,
  lastNameKanji: string,
  firstNameKanji: string,
  lastNameKana: string,
  firstNameKana: string,
  role: 'applicant' | 'member' = 'member',
  brand: 'visa' | 'master' | 'jcb' = 'visa',
): DemoAccount {
  const member = role === 'member';
  return {
    loginId,
    description: '業務コンソールで審査を待つお手続きの依頼者',
    role,
    registrationConfirmed: true,
    membershipStatus: member ? '50' : '01',
    lastNameKanji,
    firstNameKanji,
    lastNameKana,
    firstNameKana,
    cards: member ? [{ brand, gold: false }] : [],
    noMessages: true,
  };
}

/** A residence card's photo as a phone takes it: a card-sized picture marked 見本, so nobody takes it for a real one. */
async function samplePhoto(side: 'face' | 'back'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
<rect width="856" height="540" rx="32" fill="${side === 'face' ? '#dfe9f3' : '#eef1e4'}" stroke="#5b6b7a" stroke-width="6"/>
<rect x="600" y="120" width="200" height="260" fill="#c3ccd6"/>
<text x="60" y="110" font-size="54" font-family="Noto Sans CJK JP, sans-serif" fill="#1f2d3a">在留カード（${side === 'face' ? '表面' : '裏面'}）</text>
<text x="60" y="330" font-size="120" font-family="Noto Sans CJK JP, sans-serif" fill="#b3261e">見本</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/**
 * The photo through the upload's own checks into the file store, and the row that says whose it is: before the
 * request, as the person uploads it before sending (the database's file store writes outside any transaction, and
 * PGlite's one connection would wait on the request's for ever).
 */
async function uploadedPhoto(
  db: Kysely<Database>,
  storage: FileStorage,
  memberId: string,
  side: 'face' | 'back',
  uploadType: 'apply' | 'member',
): Promise<{ fileName: string; original: string }> {
  const original = `residence-${side}.jpg`;
  const outcome = await acceptResidenceCardPhoto(
    { base64Image: (await samplePhoto(side)).toString('base64'), fileExtension: 'jpg', fileName: original },
    null,
    storage,
  );
  if (!outcome.ok) throw new Error(`the demo's residence-card photo was refused: ${outcome.code}`);
  await db
    .insertInto('residence_card_uploads')
    .values({
      file_name: outcome.photo.fileName,
      member_id: memberId,
      image_type: side,
      upload_type: uploadType,
      original_file_name: original,
      content_type: outcome.photo.contentType,
      scanned: outcome.photo.scanned,
    })
    .execute();
  return { fileName: outcome.photo.fileName, original };
}

const memberOf = (loginId: string): string => `member-${loginId}`;
const cardOf = (loginId: string): string => `card-${loginId}-1`;

export interface DeskCaseOptions {
  readonly today: string;
  readonly passwordCost: number | undefined;
  readonly fileStorage: FileStorage;
  /** When the requests came in: the seed's instant, so every queue lists them before anything asked since. */
  readonly now: Date;
}

/**
 * A waiting case in every queue of the console, and two cards to post, each made by its flow's own completion
 * (`submittedRequest`) from the answers its flow file gives as the example person's: a foreign resident's card
 * application with both residence-card photos, a raise to 150万円 already approved once by `examiner` and waiting for a
 * supervisor (four eyes), a gold upgrade, a residence report with photos, a bank-agency question, a cashing-limit
 * raise, another card, and two reissued cards for fulfilment. Run once, after the people and the staff are seeded,
 * under the seed's start-up lock; the requests in one transaction, the first approval in its own as the console's.
 */
export async function seedDeskCases(db: Kysely<Database>, options: DeskCaseOptions): Promise<void> {
  const { today, now } = options;
  // One slow hash per PIN the demo's people chose, not one per request (two choose 7294): 0.5-0.9 s each at OWASP's cost.
  const hashes = new Map<string, Promise<string>>();
  const hashSecret = (secret: string): Promise<string> => {
    const known = hashes.get(secret) ?? hashPassword(secret, options.passwordCost);
    hashes.set(secret, known);
    return known;
  };
  const base = { today, now, hashSecret };
  const applicant = memberOf('desk-apply');
  const face = await uploadedPhoto(db, options.fileStorage, applicant, 'face', 'apply');
  const back = await uploadedPhoto(db, options.fileStorage, applicant, 'back', 'apply');
  const resident = memberOf('desk-residence');
  const residentFace = await uploadedPhoto(db, options.fileStorage, resident, 'face', 'member');
  const residentBack = await uploadedPhoto(db, options.fileStorage, resident, 'back', 'member');
  const raisedId = await db.transaction().execute(async (trx) => {
    await submittedRequest(trx, {
      ...base,
      flowId: 'apply',
      ownerId: applicant,
      subjectId: '',
      answers: {
        ...employeeAnswers,
        ...residenceAnswers,
        attribute: {
          lastNameKanji: '王',
          firstNameKanji: '美玲',
          lastNameKana: 'ワン',
          firstNameKana: 'メイリン',
          lastNameAlpha: 'WANG',
          firstNameAlpha: 'MEILING',
        },
        nationality: { nationality: 'CN', residenceStatus: '14' },
        contact: { mailAddress: 'desk-apply@example.com' },
        phoneNumber: { mobNumFull: '090-2846-1357', telNumFull: '' },
        smsAuthentication: { smsAuthMobNum: '090-2846-1357' },
        residenceFrontUpload: { residenceCardFilenameFace: face.fileName, residenceCardFilenameFaceOriginal: face.original },
        residenceBackUpload: { residenceCardFilenameBack: back.fileName, residenceCardFilenameBackOriginal: back.original },
      },
    });

    await submittedRequest(trx, {
      ...base,
      flowId: 'balanceRaise',
      ownerId: memberOf('desk-raise'),
      subjectId: cardOf('desk-raise'),
      answers: { ...balanceRaiseAnswers, amountSelect: { hopeLimit: '150' } },
    });

    await submittedRequest(trx, {
      ...base,
      flowId: 'goldUpgrade',
      ownerId: memberOf('desk-gold'),
      subjectId: cardOf('desk-gold'),
      answers: { entry: { applyGoldUpgrade: true }, acceptPermission: { agreeTerms: true } },
    });

    await submittedRequest(trx, {
      ...base,
      flowId: 'memberResidence',
      ownerId: resident,
      subjectId: '',
      answers: {
        ...exampleAnswers(residenceExamples.answers),
        nationality: { nationality: 'VN', residenceStatus: '26' },
        residenceFrontUpload: {
          residenceCardFilenameFace: residentFace.fileName,
          residenceCardFilenameFaceOriginal: residentFace.original,
        },
        residenceBackUpload: { residenceCardFilenameBack: residentBack.fileName, residenceCardFilenameBackOriginal: residentBack.original },
      },
    });

    await submittedRequest(trx, {
      ...base,
      flowId: 'bankAgency',
      ownerId: memberOf('desk-bank'),
      subjectId: '',
      answers: exampleAnswers(bankAgencyExamples.answers),
    });

    await submittedRequest(trx, {
      ...base,
      flowId: 'cashingLimit',
      ownerId: memberOf('desk-cashing'),
      subjectId: cardOf('desk-cashing'),
      answers: { limit: { cashingLimit: '300000' } },
    });

    await submittedRequest(trx, {
      ...base,
      flowId: 'multipleCard',
      ownerId: memberOf('desk-card'),
      subjectId: '',
      answers: exampleAnswers(multipleCardExamples.answers),
    });

    for (const loginId of ['desk-reissue', 'desk-reissue2'])
      await submittedRequest(trx, {
        ...base,
        flowId: 'cardReissue',
        ownerId: memberOf(loginId),
        subjectId: cardOf(loginId),
        answers: { reason: { reissueReason: '1' } },
      });

    const raise = await trx
      .selectFrom('credit_limit_requests')
      .select('id')
      .where('member_id', '=', memberOf('desk-raise'))
      .executeTakeFirstOrThrow();
    return String(raise.id);
  });

  // Four eyes: the examiner's first approval through the console's own decision, so the supervisor has a second to give.
  const examiner = await staffMember(db, staffSubjectOf('examiner'));
  if (!examiner) throw new Error('the staff demo accounts are seeded before the desk cases');
  const outcome = await decideCase(db, receiptsLongDelivered, {
    kind: 'creditLimit',
    id: raisedId,
    version: 0,
    decision: 'approved',
    reasonCode: 'A03',
    note: '他社借入を含めて返済能力を確認しました。',
    amount: null,
    staff: examiner,
    today,
  });
  if (outcome.outcome !== 'awaitingSecond') throw new Error(`the seeded raise's first approval ended ${outcome.outcome}`);
}
