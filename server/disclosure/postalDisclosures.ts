import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { maskMailAddress } from '../outbox/recipients';
import { postalMessages } from './disclosureMessages';
import { linkState } from './disclosureRequests';

/** What staff typed from a postal request's form: the identity it names, checked against the enclosed documents. */
export interface PostalLookup {
  readonly mobileNumber: string;
  readonly birthDay: string;
}

/** A member a postal request may be about, as the console shows them before staff prepare the export. */
export interface PostalCandidate {
  readonly memberId: string;
  readonly name: string;
  readonly kana: string;
  readonly mailAddress: string | null;
  readonly cards: readonly string[];
}

/** Full-width digits and hyphens as staff copy them from a handwritten form. */
const digits = (value: string): string => value.normalize('NFKC').replace(/[-\s]/g, '');

/** The lookup's fields, each refused in Japanese; the cleaned values when nothing is wrong. */
export function postalLookupOf(form: Partial<Record<keyof PostalLookup, string>>): { lookup: PostalLookup } | { errors: string[] } {
  const mobileNumber = digits(form.mobileNumber ?? '');
  const birthDay = (form.birthDay ?? '').normalize('NFKC').trim();
  const errors = [
    ...(/^0[0-9]{9,10}$/.test(mobileNumber) ? [] : [postalMessages.mobileNumber]),
    ...(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(birthDay) ? [] : [postalMessages.birthDay]),
  ];
  return errors.length > 0 ? { errors } : { lookup: { mobileNumber, birthDay } };
}

/**
 * The members a postal request names: the registered mobile number and the birthday must both match, as a request
 * form asks for both and the enclosed identity document shows the birthday. Members and former members (the Act
 * covers both); applicants are not the card issuer's customers yet.
 */
export async function postalCandidates(
  db: Kysely<Database>,
  by: { readonly lookup: PostalLookup } | { readonly memberId: string },
): Promise<PostalCandidate[]> {
  let query = db
    .selectFrom('members')
    .select(['id', 'last_name_kanji', 'first_name_kanji', 'last_name_kana', 'first_name_kana', 'mail_address'])
    .where('role', 'in', ['member', 'former_member']);
  // By the letter's number and birthday, or again by the member a refused export was for (the form shown anew).
  query =
    'lookup' in by
      ? query.where('mobile_number', '=', by.lookup.mobileNumber).where('birth_day', '=', by.lookup.birthDay)
      : query.where('id', '=', by.memberId);
  const members = await query.orderBy('id').limit(10).execute();
  const cards =
    members.length === 0
      ? []
      : await db
          .selectFrom('cards')
          .select(['member_id', 'card4no'])
          .where(
            'member_id',
            'in',
            members.map((member) => member.id),
          )
          .orderBy('issued_on')
          .execute();
  return members.map((member) => ({
    memberId: member.id,
    name: `${member.last_name_kanji} ${member.first_name_kanji}`,
    kana: `${member.last_name_kana} ${member.first_name_kana}`,
    mailAddress: member.mail_address ? maskMailAddress(member.mail_address) : null,
    cards: cards.filter((card) => card.member_id === member.id).map((card) => card.card4no),
  }));
}

/** A postal request as the console lists it: when, for whom, by which staff member, and where its link stands. */
export interface PostalDisclosure {
  readonly requestedAt: Date;
  readonly memberName: string;
  readonly preparedBy: string;
  readonly state: 'waiting' | 'downloaded' | 'replaced' | 'expired';
}

export async function recentPostalDisclosures(db: Kysely<Database>, now: Date): Promise<PostalDisclosure[]> {
  const rows = await db
    .selectFrom('disclosure_requests')
    .innerJoin('members', 'members.id', 'disclosure_requests.member_id')
    .leftJoin('staff_members', 'staff_members.subject', 'disclosure_requests.prepared_by')
    .select([
      'disclosure_requests.requested_at',
      'disclosure_requests.expires_at',
      'disclosure_requests.downloaded_at',
      'disclosure_requests.superseded_at',
      'members.last_name_kanji',
      'members.first_name_kanji',
      'staff_members.display_name',
    ])
    .where('disclosure_requests.received_by', '=', 'post')
    .orderBy('disclosure_requests.requested_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    requestedAt: row.requested_at,
    memberName: `${row.last_name_kanji} ${row.first_name_kanji}`,
    preparedBy: row.display_name ?? '',
    state: linkState(row, now),
  }));
}
