import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MembershipStatus } from '../../enums/member';
import { mobileNumber } from '../../validators/contact';
import { hasControlCharacters } from '../../validators/controlCharacters';
import type { Database } from '../db/schema';
import type { IssuerClaims } from './relyingParty';

/** Longer than any name a person writes: a longer claim is no name, and is not kept. */
const longestName = 50;

/** A claim that is a name a person could have, else empty (the application's steps ask for it then). */
function nameClaim(claims: IssuerClaims, ...names: string[]): string {
  for (const name of names) {
    const value = claims[name];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '' && trimmed.length <= longestName && !hasControlCharacters(trimmed)) return trimmed;
  }
  return '';
}

/**
 * The issuer's phone number (E.164, `+819012345678`) as the service keeps a mobile number (`09012345678`), only when
 * the issuer says it verified it: SMS codes for the card's data go to this number.
 */
function verifiedMobile(claims: IssuerClaims): string {
  const phone = claims['phone_number'];
  if (claims['phone_number_verified'] !== true || typeof phone !== 'string') return '';
  const domestic = phone.replace(/^\+81/, '0');
  return mobileNumber(domestic).valid ? domestic : '';
}

/**
 * The member a login is for (issue 34 item 8): the one with the issuer's subject, or, at a partner user's first
 * login, a new applicant made from what the issuer says of them — the name in kanji and kana (OpenID Connect's
 * `family_name`/`given_name`, the kana as `#ja-Kana-JP`, the kanji as `#ja-Hani-JP` or untagged) and the verified
 * mobile number; what it does not say stays empty for the application to ask. Two first logins at once make one
 * member (the subject is unique). `claims` is asked only for a subject the service does not know.
 */
export async function memberForLogin(
  db: Kysely<Database>,
  subject: string,
  claims: () => Promise<IssuerClaims>,
): Promise<{ memberId: string; created: boolean }> {
  const known = await db.selectFrom('members').select('id').where('oidc_subject', '=', subject).executeTakeFirst();
  if (known) return { memberId: known.id, created: false };
  const said = await claims();
  const created = await db
    .insertInto('members')
    .values({
      id: `member-${randomUUID()}`,
      oidc_subject: subject,
      ppcd_web_guid: randomBytes(16).toString('hex'),
      role: 'applicant',
      membership_status: MembershipStatus.Applying,
      last_name_kanji: nameClaim(said, 'family_name#ja-Hani-JP', 'family_name'),
      first_name_kanji: nameClaim(said, 'given_name#ja-Hani-JP', 'given_name'),
      last_name_kana: nameClaim(said, 'family_name#ja-Kana-JP'),
      first_name_kana: nameClaim(said, 'given_name#ja-Kana-JP'),
      mobile_number: verifiedMobile(said),
    })
    .onConflict((conflict) => conflict.column('oidc_subject').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return { memberId: created.id, created: true };
  const other = await db.selectFrom('members').select('id').where('oidc_subject', '=', subject).executeTakeFirstOrThrow();
  return { memberId: other.id, created: false };
}
