import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What the service holds of the person sending a report (a logged-in member or applicant), each as it could appear
 * in a browser's error message: the names, the mobile and home numbers, the mail address, the birthday and the
 * address. A report's message comes from the page's errors, and a page's error may quote what the person typed
 * (issue 57: no personal data in a crash report); patterns catch numbers and mail addresses, only this catches a name.
 */
export async function reporterData(db: Kysely<Database>, memberId: string): Promise<string[]> {
  const member = await db
    .selectFrom('members')
    .select([
      'last_name_kanji',
      'first_name_kanji',
      'last_name_kana',
      'first_name_kana',
      'mobile_number',
      'tel_num',
      'mail_address',
      'birth_day',
      'home_addr_kanji',
      'home_sub_addr_kanji',
      'home_addr_kana',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) return [];
  const birthday = member.birth_day ? String(member.birth_day).replaceAll('-', '') : '';
  return [
    ...Object.values(member).map((value) => (value === null ? '' : String(value))),
    birthday,
    `${member.last_name_kanji}${member.first_name_kanji}`,
    `${member.last_name_kana}${member.first_name_kana}`,
  ]
    .map((value) => value.trim())
    .filter((value) => value.length >= 2)
    .sort((a, b) => b.length - a.length);
}

/** The text with each of the person's values replaced, longest first (a full name before its surname). */
export function withoutReporterData(text: string, values: readonly string[]): string {
  return values.reduce((scrubbed, value) => scrubbed.replaceAll(value, '[personal]'), text);
}
