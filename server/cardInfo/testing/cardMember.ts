import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The card a test member holds: what the card number page reads of it. */
export interface TestCard {
  readonly token: string;
  readonly card4no: string;
  /** '1' Visa, '2' Mastercard (enums/card.ts). */
  readonly networkCode: '1' | '2';
  readonly nickname: string;
}

/** A member in use (`member-<id>`, signing in as `<id>`) with one regular card (`card-<id>`) issued 2025-03-01. */
export async function insertCardMember(db: Kysely<Database>, id: string, card: TestCard): Promise<void> {
  await db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'member',
      membership_status: '50',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
    })
    .execute();
  await db
    .insertInto('cards')
    .values({
      id: `card-${id}`,
      member_id: `member-${id}`,
      ppcd_token: card.token,
      card4no: card.card4no,
      daiko_cd: '0',
      shurui_no: '001',
      network_code: card.networkCode,
      nickname: card.nickname,
      issued_on: '2025-03-01',
    })
    .execute();
}
