import { KycStatus } from '../../enums/kyc';
import { applySchemas } from '../../schemas/generated/apply';
import { normaliseAnswers, stepProperties } from '../../schemas/stepForm';
import type { FieldError } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import type { Db } from '../flows/draftRepository';
import type { ServerCheck } from '../flows/hostContracts';
import { applyMessages } from './applyMessages';
import { partnerKycStatus, partnerPrefill, sharedPartnerUser, type PartnerUserInfo } from './partnerUser';

/**
 * An applicant whose identity the payment app has verified (SPEC 4: KYC completed, by bank or eKYC) applies under
 * that verification, so the name and birthday must be the verified ones: the application's steps say so at once
 * beside the field (the prefill starts from the verified values), and the submit refuses a difference that
 * appeared since (00000331, the KYC mismatch screen of SPEC 8.2). Without a completed KYC nothing is compared.
 * The verified values are compared as the steps keep answers: through each step's own normalisers (the prefill's
 * mapping of the record), and a difference is named by the field's own title.
 */
const VERIFIED_STEPS = ['attribute', 'gender'] as const;
const VERIFIED_FIELDS = ['lastNameKanji', 'firstNameKanji', 'lastNameKana', 'firstNameKana', 'birthDay'] as const;

const titles: Readonly<Record<string, string>> = Object.fromEntries(
  VERIFIED_STEPS.flatMap((step) => Object.entries(stepProperties(applySchemas[step]))).map(([field, property]) => [
    field,
    String(property['title']),
  ]),
);

/** The verified name and birthday as the application's steps would keep them. */
function verifiedAnswers(partner: PartnerUserInfo): Readonly<Record<string, unknown>> {
  const prefill = partnerPrefill(partner);
  return Object.assign({}, ...VERIFIED_STEPS.map((step) => normaliseAnswers(applySchemas[step], prefill[step])));
}

/** The verified fields among `given` (answers as the steps keep them) whose value is not the verified one. */
export function identityMismatches(partner: PartnerUserInfo, given: Readonly<Record<string, unknown>>): FieldError[] {
  const verified = verifiedAnswers(partner);
  return VERIFIED_FIELDS.filter(
    (field) => typeof given[field] === 'string' && verified[field] !== undefined && given[field] !== verified[field],
  ).map((field) => ({
    field,
    message: applyMessages.kycMismatch(titles[field] ?? field),
  }));
}

/** The partner's record when the applicant applies under a completed KYC, else null. */
export async function verifiedPartner(...args: Parameters<typeof sharedPartnerUser>): Promise<PartnerUserInfo | null> {
  const partner = await sharedPartnerUser(...args);
  return partner && partnerKycStatus(partner) !== KycStatus.None ? partner : null;
}

/** The name and birthday steps of the application: the verified values, field by field. */
export const partnerIdentityMatches: ServerCheck = {
  after: async ({ trx, ownerId, given, answers }) => {
    const partner = await verifiedPartner(trx, ownerId, answers);
    return partner ? identityMismatches(partner, given) : [];
  },
};

/** A kana name as the application's name step keeps it (its own normalisers), or undefined. */
const kanaAsKept = (value: string | null): unknown =>
  value === null ? undefined : normaliseAnswers(applySchemas.attribute, { lastNameKana: value })['lastNameKana'];

const samePerson = (
  a: PartnerUserInfo,
  b: { last_name_kana: string | null; first_name_kana: string | null; date_of_birth: string | null },
): boolean => {
  const [aLast, bLast, aFirst, bFirst] = [
    kanaAsKept(a.lastNameKana),
    kanaAsKept(b.last_name_kana),
    kanaAsKept(a.firstNameKana),
    kanaAsKept(b.first_name_kana),
  ];
  return (
    aLast !== undefined &&
    aLast === bLast &&
    aFirst !== undefined &&
    aFirst === bFirst &&
    a.dateOfBirth !== null &&
    a.dateOfBirth === b.date_of_birth
  );
};

/**
 * One verified person, one card membership (SPEC 8.1 identity errors, at the application's submit): the same
 * verified person (kana name and birthday the payment app verified) on other app accounts holding open cards is
 * 02501010 (one such account: log in with it) or 02501012 (several: the support desk sorts it out); the mobile number
 * this applicant verified at the SMS step being the registered number of another person's card membership is
 * 10000R19, refused without saying why (the same person's other account is not another person). ("Card used by another user", 02501011, cannot arise here: a card is issued
 * to the account that applied for it and belongs to that account only.)
 */
export async function refuseIdentityConflicts(
  trx: Db,
  ownerId: string,
  verified: PartnerUserInfo,
  mobileNumber: string | null,
): Promise<void> {
  const namesakes = await trx
    .selectFrom('partner_users')
    .select(['member_id', 'last_name_kana', 'first_name_kana', 'date_of_birth'])
    .where('status', '=', 'COMPLETED')
    .where('date_of_birth', '=', verified.dateOfBirth)
    .where('member_id', '!=', ownerId)
    .execute();
  const others = namesakes.filter((row) => samePerson(verified, row)).map((row) => row.member_id);
  const holding =
    others.length === 0
      ? []
      : await trx
          .selectFrom('cards')
          .select('member_id')
          .distinct()
          .where('member_id', 'in', others)
          .where('active', '=', true)
          .where('closed_on', 'is', null)
          .execute();
  if (holding.length > 1) throw new DomainError('multipleCardsFound', `verified identity holds cards on ${holding.length} other accounts`);
  if (holding.length === 1) throw new DomainError('anotherCardFound', 'verified identity holds a card on another account');
  if (!mobileNumber) return;
  const byNumber = await trx
    .selectFrom('members')
    .leftJoin('partner_users', 'partner_users.member_id', 'members.id')
    .select([
      'members.id',
      'members.last_name_kana as member_last_kana',
      'members.first_name_kana as member_first_kana',
      'partner_users.status',
      'partner_users.last_name_kana',
      'partner_users.first_name_kana',
      'partner_users.date_of_birth',
    ])
    .where('members.mobile_number', '=', mobileNumber)
    .where('members.role', '=', 'member')
    .where('members.id', '!=', ownerId)
    .execute();
  // Another account of the same person is not another person: by the app's verification where it has one, else by
  // the kana name the card company holds (its members carry no birthday).
  const samePersonAs = (row: (typeof byNumber)[number]): boolean =>
    row.status === 'COMPLETED'
      ? samePerson(verified, row)
      : samePerson(verified, {
          last_name_kana: row.member_last_kana,
          first_name_kana: row.member_first_kana,
          date_of_birth: verified.dateOfBirth,
        });
  if (byNumber.some((row) => !samePersonAs(row)))
    throw new DomainError('suspectedFraud', "the verified mobile number is another person's card membership's");
}
