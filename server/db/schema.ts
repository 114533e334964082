import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of the migrations in ./migrations; keep them in step with the SQL. */
export interface Database {
  members: MembersTable;
  embedded_idp_accounts: EmbeddedIdpAccountsTable;
  cards: CardsTable;
  statements: StatementsTable;
  messages: MessagesTable;
  campaign_entries: CampaignEntriesTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
// Calendar dates travel as YYYY-MM-DD text (see createDatabase.ts).
type DateColumn = string;

export interface MembersTable {
  id: string;
  oidc_subject: string;
  ppcd_web_guid: string;
  role: 'applicant' | 'member' | 'former_member';
  registration_confirmed: Generated<boolean>;
  membership_status: string;
  last_name_kanji: string;
  first_name_kanji: string;
  last_name_kana: string;
  first_name_kana: string;
  mobile_number: string;
  created_at: Generated<Timestamp>;
}

export interface EmbeddedIdpAccountsTable {
  login_id: string;
  password_hash: string;
  subject: string;
}

export interface CardsTable {
  id: string;
  member_id: string;
  ppcd_token: string;
  card4no: string;
  daiko_cd: '0' | '1';
  shurui_no: string;
  network_code: '1' | '2' | '9';
  nickname: string;
  is_default_nickname: Generated<boolean>;
  card_status: Generated<string>;
  is_family_card: Generated<boolean>;
  active: Generated<boolean>;
  issued_on: DateColumn;
  closed_on: DateColumn | null;
}

export interface StatementsTable {
  id: Generated<number>;
  card_id: string;
  billing_month: string;
  amount_yen: number;
  detail_status: '0' | '1' | '2' | '9';
  payment_status: '30' | '40' | '50';
  due_date: DateColumn;
}

export interface MessagesTable {
  id: Generated<number>;
  member_id: string;
  title: string;
  body: string;
  sent_at: Timestamp;
  read_flg: Generated<'0' | '1'>;
}

export interface CampaignEntriesTable {
  member_id: string;
  campaign_code: string;
  status: string;
  entered_at: Timestamp | null;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Card = Selectable<CardsTable>;
export type NewCard = Insertable<CardsTable>;
export type NewStatement = Insertable<StatementsTable>;
export type NewMessage = Insertable<MessagesTable>;
