import type { AnswersByStep } from '../../flows/engine';
import { KycStatus, type PartnerKycType } from '../../enums/kyc';
import { kycStatus } from '../../validators/businessRules';
import { digitsOnly, toFullWidth } from '../../validators/normalisers';
import type { Selectable } from 'kysely';
import { fixedStatement } from '../db/fixedStatements';
import type { PartnerUsersTable } from '../db/schema';
import type { Db } from '../flows/draftRepository';
import { lookupZipcode } from './zipcodeLookup';

/**
 * SPEC 3.1 partner user info: what the payment app knows of its user (`partner_users`), shared with the card
 * application once the applicant has agreed to the terms at its first step, whose privacy section says so. Before
 * that, and for a user the partner has no record of, there is nothing (SPEC 7.2: "no consent yields empty data").
 */
export interface PartnerUserInfo {
  readonly uaid: string;
  readonly phoneNumber: string;
  readonly email: { readonly email: string } | null;
  readonly status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
  readonly kycType: PartnerKycType | null;
  readonly lastName: string | null;
  readonly firstName: string | null;
  readonly lastNameKana: string | null;
  readonly firstNameKana: string | null;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string | null;
  readonly zipCode: string | null;
  readonly state: string | null;
  readonly city: string | null;
  readonly street1: string | null;
  readonly street2: string | null;
}

/** Whether the applicant agreed at the application's first step (the consent the partner's data is shared under). */
export const agreedToTerms = (answers: AnswersByStep): boolean => answers['acceptPermission']?.['agreeTerms'] === true;

/** Read by the application's steps that check or prefill from it, so on many saves: written once (server/db/fixedStatements.ts). */
const partnerUserOf = fixedStatement<Selectable<PartnerUsersTable>>('select * from partner_users where member_id = $1');

export async function findPartnerUser(db: Db, memberId: string): Promise<PartnerUserInfo | null> {
  const row = (await partnerUserOf(db, [memberId])).rows[0];
  if (!row) return null;
  return {
    uaid: row.uaid,
    phoneNumber: row.phone_number,
    email: row.email ? { email: row.email } : null,
    status: row.status,
    kycType: row.kyc_type,
    lastName: row.last_name,
    firstName: row.first_name,
    lastNameKana: row.last_name_kana,
    firstNameKana: row.first_name_kana,
    dateOfBirth: row.date_of_birth,
    zipCode: row.zip_code,
    state: row.state,
    city: row.city,
    street1: row.street1,
    street2: row.street2,
  };
}

/** The partner's data as the application may read it: the applicant's apply answers hold the consent. */
export async function sharedPartnerUser(db: Db, memberId: string, applyAnswers: AnswersByStep): Promise<PartnerUserInfo | null> {
  return agreedToTerms(applyAnswers) ? findPartnerUser(db, memberId) : null;
}

/** SPEC 4: the KYC state the application is made under. */
export const partnerKycStatus = (info: PartnerUserInfo | null): KycStatus =>
  info ? kycStatus({ completed: info.status === 'COMPLETED', kycType: info.kycType }) : KycStatus.None;

const present = (record: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/**
 * The partner's address in the application's two address steps: the town as Japan Post's data names it for the
 * zip code, and the rest (番地, building) on the next step. When the partner's street does not begin with a town of
 * that zip code, the whole street stays on the first step, for the applicant to move.
 */
function addressParts(info: PartnerUserInfo): { readonly town: string; readonly rest: string } {
  const whole = toFullWidth(`${info.state ?? ''}${info.city ?? ''}${info.street1 ?? ''}`);
  const towns = info.zipCode
    ? lookupZipcode(digitsOnly(info.zipCode)).map((candidate) => toFullWidth(`${candidate.prefecture}${candidate.city}${candidate.town}`))
    : [];
  const town = towns.filter((candidate) => whole.startsWith(candidate)).sort((a, b) => b.length - a.length)[0];
  const building = info.street2 ? toFullWidth(info.street2) : '';
  if (!town) return { town: whole, rest: building };
  return { town, rest: `${whole.slice(town.length)}${whole.length > town.length && building ? '　' : ''}${building}` };
}

/**
 * What the application's steps start from for a partner user (the flow host shows it in the steps not yet
 * answered and normalises it through each step's own rules; nothing is an answer until the applicant saves it).
 */
export function partnerPrefill(info: PartnerUserInfo): AnswersByStep {
  const address = addressParts(info);
  const steps: AnswersByStep = {
    attribute: present({
      lastNameKanji: info.lastName,
      firstNameKanji: info.firstName,
      lastNameKana: info.lastNameKana,
      firstNameKana: info.firstNameKana,
    }),
    gender: present({ birthDay: info.dateOfBirth }),
    zipcode: present({ homeZipCode: info.zipCode, homeAddrKanji: address.town }),
    address: present({ homeSubAddrKanji: address.rest }),
    contact: present({ mailAddress: info.email?.email }),
    phoneNumber: present({ mobNumFull: info.phoneNumber }),
  };
  return Object.fromEntries(Object.entries(steps).filter(([, answers]) => Object.keys(answers).length > 0));
}
