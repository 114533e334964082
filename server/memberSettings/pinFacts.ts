import type { Db } from '../flows/draftRepository';

/**
 * What a member's new PIN may not be derived from (SPEC 5.4), under the names the PIN steps' `pinNotDerived` reads
 * (SPEC 3.1 user attribute: homeAddrKanji, homeSubAddrKanji, birthDay, mobNum, telNum): the PIN change and another
 * card's PIN take them as machine input. A fact the member has not registered is left out, so no check promises it.
 */
export async function memberPinFacts(db: Db, memberId: string): Promise<Record<string, string>> {
  const member = await db
    .selectFrom('members')
    .select(['mobile_number', 'tel_num', 'birth_day', 'home_addr_kanji', 'home_sub_addr_kanji'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const facts: Record<string, string | null> = {
    mobNumFull: member.mobile_number,
    telNumFull: member.tel_num,
    // Stored as a date; the PIN rule reads SPEC 3.1's eight digits.
    birthDay: member.birth_day?.replaceAll('-', '') ?? null,
    homeAddrKanji: member.home_addr_kanji,
    homeSubAddrKanji: member.home_sub_addr_kanji,
  };
  return Object.fromEntries(
    Object.entries(facts).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}
