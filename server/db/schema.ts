import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuthorizationStatus, DeclineReason } from '../../enums/authorization';
import type { PaymentKind, SpendingCategory } from '../../enums/statement';
import type { FulfilmentKind, FulfilmentStatus } from '../../enums/fulfilment';
import type { Partner } from '../../enums/partner';

export type { FulfilmentKind, FulfilmentStatus } from '../../enums/fulfilment';

/** Table types of the migrations in ./migrations; keep them in step with the SQL. */
export interface Database {
  members: MembersTable;
  embedded_idp_accounts: EmbeddedIdpAccountsTable;
  cards: CardsTable;
  family_cards: FamilyCardsTable;
  card_number_views: CardNumberViewsTable;
  gold_upgrade_requests: GoldUpgradeRequestsTable;
  card_applications: CardApplicationsTable;
  support_requests: SupportRequestsTable;
  partner_users: PartnerUsersTable;
  carrier_consents: CarrierConsentsTable;
  carrier_order_numbers: CarrierOrderNumbersTable;
  partner_linkage_tokens: PartnerLinkageTokensTable;
  partner_id_links: PartnerIdLinksTable;
  crash_reports: CrashReportsTable;
  analytics_records: AnalyticsRecordsTable;
  credit_limit_requests: CreditLimitRequestsTable;
  statements: StatementsTable;
  statement_lines: StatementLinesTable;
  authorizations: AuthorizationsTable;
  card_events: CardEventsTable;
  messages: MessagesTable;
  campaign_entries: CampaignEntriesTable;
  member_changes: MemberChangesTable;
  card_plan_changes: CardPlanChangesTable;
  session_route_grants: SessionRouteGrantsTable;
  flow_secrets: FlowSecretsTable;
  deposit_promises: DepositPromisesTable;
  member_payment_accounts: MemberPaymentAccountsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  oidc_payloads: OidcPayloadsTable;
  card_credentials: CardCredentialsTable;
  last_selected_cards: LastSelectedCardsTable;
  oidc_signing_keys: OidcSigningKeysTable;
  login_failures: LoginFailuresTable;
  rate_limit_counters: RateLimitCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  residence_card_uploads: ResidenceCardUploadsTable;
  uploaded_files: UploadedFilesTable;
  applications: ApplicationsTable;
  credit_bureau_inquiries: CreditBureauInquiriesTable;
  sms_challenges: SmsChallengesTable;
  sms_outbox: SmsOutboxTable;
  outbox_messages: OutboxMessagesTable;
  mailbox: MailboxTable;
  mail_address_verifications: MailAddressVerificationsTable;
  audit_log: AuditLogTable;
  staff_idp_accounts: StaffIdpAccountsTable;
  staff_members: StaffMembersTable;
  staff_sessions: StaffSessionsTable;
  examination_decisions: ExaminationDecisionsTable;
  residence_reports: ResidenceReportsTable;
  config_versions: ConfigVersionsTable;
  step_versions: StepVersionsTable;
  bank_registrations: BankRegistrationsTable;
  apply_mobile_verifications: ApplyMobileVerificationsTable;
  flow_drafts: FlowDraftsTable;
  flow_step_events: FlowStepEventsTable;
  flow_transitions: FlowTransitionsTable;
  fulfilment_orders: FulfilmentOrdersTable;
  campaign_rewards: CampaignRewardsTable;
  scheduled_job_runs: ScheduledJobRunsTable;
  database_backups: DatabaseBackupsTable;
  disclosure_requests: DisclosureRequestsTable;
  data_rights_requests: DataRightsRequestsTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
// A timestamp the database fills by default (Generated<> over a ColumnType would not unwrap).
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
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
  /** SPEC 6: under 18 is a minor, refused some services (availability code 2); null is not known to be one. */
  birth_day: ColumnType<DateColumn | null, DateColumn | null | undefined, DateColumn | null>;
  created_at: Generated<Timestamp>;
  residence_document_status: Generated<string>;
  contact_warning: Generated<boolean>;
  family_credit_pending: Generated<boolean>;
  mail_address: Generated<string | null>;
  home_zip_code: Generated<string | null>;
  home_addr_kanji: Generated<string | null>;
  home_sub_addr_kanji: Generated<string | null>;
  home_addr_kana: Generated<string | null>;
  tel_num: Generated<string | null>;
  /** SPEC 3.1 birthDay, 8 digits (YYYYMMDD), from the application; the PIN steps' check reads it. */
  /** The job change flow's confirmed answers under the SPEC field names (jobCode, income, comNameKanji, …). */
  occupation: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  mailing_lists: ColumnType<Record<string, boolean> | null, string | null | undefined, string | null>;
  /** Yen: each use at or above it is told at once (migration 20261210130000); null: no such notice. */
  usage_alert_yen: Generated<number | null>;
  nationality: Generated<string | null>;
  residence_status: Generated<string | null>;
  residence_expiry: ColumnType<DateColumn | null, DateColumn | null | undefined, DateColumn | null>;
  residence_card_face: Generated<string | null>;
  residence_card_back: Generated<string | null>;
  /** SPEC 3.1 addressMismatchFlg: the home address changed since the residence card on record (migration 20261204135000). */
  address_mismatch: Generated<boolean>;
  /** SPEC 3.1 residenceDeleteFlg: the residence card on record was removed once it lapsed, none reported since. */
  residence_deleted: Generated<boolean>;
  /** When the member last agreed to the pay-later terms (migration 20261203100000); null: never. */
  paylater_consented_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the retention job deleted the identity-verification record of this former member (migration 20261209100000). */
  identity_record_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** 万円 (enums/creditLimit.ts). */
  credit_limit: Generated<number>;
  usage_restriction: Generated<UsageRestriction>;
  activated: Generated<boolean>;
  payment_method: Generated<PaymentMethod | null>;
  /** The revolving course: the fixed monthly payment in yen (元利定額, validators/repaymentSchedule.ts). */
  revolving_payment: Generated<number>;
  auto_revolving: Generated<boolean>;
  /** The payment app's あと払い is charged to this card (at most one card of a member; migration 20261203100000). */
  auto_paylater: Generated<boolean>;
  /** Yen; 0 is no cashing. */
  cashing_limit: Generated<number>;
  cashing_contract_confirmed: Generated<boolean>;
  /** Slow hashes only (server/identity/passwordHash.ts); never the PIN or the password. */
  pin_hash: Generated<string | null>;
  secure_password_hash: Generated<string | null>;
  display_balance: Generated<boolean>;
  etc_cards: Generated<number>;
  /** SPEC 4 card reissue (enums/card.ts CardReissue). */
  reissue_status: Generated<'0' | '1'>;
  /** SPEC 3.2 emergency reissue: an emergency card issued abroad. */
  emergency_reissue: Generated<'0' | '1'>;
}

export interface CardApplicationsTable {
  id: Generated<number>;
  member_id: string;
  card_type: '0' | '1';
  network_code: '1' | '2' | '9';
  face_code: string;
  purpose: string;
  /** Slow hash only (server/identity/passwordHash.ts). */
  pin_hash: string;
  status: Generated<'underReview' | 'approved' | 'declined'>;
  created_at: DefaultedTimestamp;
  /** The partner route (migration 20261128120000_card_application_partner_route.sql); null on the ordinary route. */
  partner_route: ColumnType<'SB' | 'YM' | null, 'SB' | 'YM' | null | undefined, 'SB' | 'YM' | null>;
  campaign_code: ColumnType<string | null, string | null | undefined, string | null>;
  shop_id: ColumnType<string | null, string | null | undefined, string | null>;
  partner_linkage_mob_num: ColumnType<string | null, string | null | undefined, string | null>;
  partner_linkage_consented_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  communication_fee_payment: ColumnType<'0' | '1' | null, '0' | '1' | null | undefined, '0' | '1' | null>;
}

export interface AnalyticsRecordsTable {
  id: Generated<string>;
  kind: 'pageView' | 'event' | 'webVital';
  page: string;
  name: string | null;
  value: number | null;
  client_address: string;
  received_at: DefaultedTimestamp;
}

export interface CrashReportsTable {
  id: Generated<string>;
  message: string;
  reported_time: string | null;
  model: string | null;
  card_digest: string | null;
  client_address: string;
  received_at: DefaultedTimestamp;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  member_id: string;
  kind: 'bankAgency';
  topic: string;
  contact_method: '1' | '2';
  body: string;
  created_at: DefaultedTimestamp;
  /** Issue 31: open until a staff member answers it or declines it. */
  status: Generated<'open' | 'answered' | 'declined'>;
}

/** SPEC 3.1 partner user info: the payment app's record of its user (migration 20261128100000_partner_users.sql). */
export interface PartnerUsersTable {
  member_id: string;
  uaid: string;
  phone_number: string;
  email: string | null;
  status: Generated<'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED'>;
  kyc_type: 'BANK' | 'EKYC' | 'PHYSICAL' | null;
  last_name: string | null;
  first_name: string | null;
  last_name_kana: string | null;
  first_name_kana: string | null;
  date_of_birth: DateColumn | null;
  zip_code: string | null;
  state: string | null;
  city: string | null;
  street1: string | null;
  street2: string | null;
}

/** SPEC 7.3 POST /v1/apply/{guid}/consent: the carrier may confirm this number's contract. */
export interface CarrierConsentsTable {
  member_id: string;
  tel_num: string;
  consented_at: DefaultedTimestamp;
}

/** SPEC 7.3 POST /v1/apply/chumonNo: the order number of a carrier fee payment, one per user and number. */
export interface CarrierOrderNumbersTable {
  uaid: string;
  tel_num: string;
  chumon_no: string;
  created_at: DefaultedTimestamp;
}

/** Another card's partner-ID linkage access token, as a hash only (migration 20261128150000_partner_linkage_tokens.sql). */
export interface PartnerLinkageTokensTable {
  token_hash: string;
  member_id: string;
  mob_num: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A member's account linked to their partner ID (migration 20261203100000_partner_id_links.sql). */
export interface PartnerIdLinksTable {
  member_id: string;
  partner: Partner;
  mob_num: string;
  consented_at: Timestamp;
  linked_at: Timestamp;
}

export interface GoldUpgradeRequestsTable {
  id: Generated<number>;
  member_id: string;
  card_id: string;
  family_cards: number;
  status: Generated<'underReview' | 'approved' | 'declined'>;
  created_at: DefaultedTimestamp;
  /** The family cards not carried over, ended at the approval (migration 20261203135000_gold_upgrade_released_family_cards.sql). */
  released_family_card_ids: ColumnType<string[], string | undefined, string>;
  /** The partner route (migration 20261128130000_gold_upgrade_partner_route.sql); null on the ordinary route. */
  partner_route: ColumnType<'SB' | 'YM' | null, 'SB' | 'YM' | null | undefined, 'SB' | 'YM' | null>;
  campaign_code: ColumnType<string | null, string | null | undefined, string | null>;
  shop_id: ColumnType<string | null, string | null | undefined, string | null>;
  partner_linkage_mob_num: ColumnType<string | null, string | null | undefined, string | null>;
  partner_linkage_consented_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CardNumberViewsTable {
  id: Generated<number>;
  member_id: string;
  card_id: string;
  viewed_at: DefaultedTimestamp;
}

export interface FamilyCardsTable {
  id: string;
  member_id: string;
  parent_card_id: string;
  card4no: string;
  last_name_kanji: string;
  first_name_kanji: string;
  last_name_kana: string;
  first_name_kana: string;
  last_name_alpha: string;
  first_name_alpha: string;
  birth_day: DateColumn;
  sex: string;
  relation: string;
  mobile_number: string;
  /** Slow hash only (server/identity/passwordHash.ts). */
  pin_hash: string;
  created_at: DefaultedTimestamp;
  /** As a card's (enums/card.ts CardStatus): stopped for loss or theft by a suspension (migration 20261204100000). */
  card_status: Generated<string>;
  reissue_status: Generated<'0' | '1'>;
}

export interface CreditLimitRequestsTable {
  id: Generated<number>;
  member_id: string;
  card_id: string;
  kind: 'raise' | 'reduce';
  previous_limit: number;
  requested_limit: number;
  status: 'examination' | 'underReview' | 'complete' | 'declined';
  answers: JsonColumn<Record<string, Record<string, unknown>>>;
  schema_version: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type CreditLimitRequest = Selectable<CreditLimitRequestsTable>;

export interface StatementsTable {
  id: Generated<number>;
  card_id: string;
  billing_month: string;
  amount_yen: number;
  detail_status: '0' | '1' | '2' | '9';
  payment_status: '30' | '40' | '50';
  due_date: DateColumn;
}

/** SPEC 4 usage restriction: 00 none, 01 all, 02 online, 03 abroad, 05 online and abroad. */
export type UsageRestriction = '00' | '01' | '02' | '03' | '05';
/** SPEC 3.2 payment methods: 0 wallet balance, 1 account transfer, 4 convenience store. */
export type PaymentMethod = '0' | '1' | '4';

export interface StatementLinesTable {
  id: Generated<number>;
  card_id: string;
  billing_month: string;
  used_on: DateColumn;
  shop_name: string;
  amount_yen: number;
  payment_kind: PaymentKind;
  category: SpendingCategory;
  is_cashing: Generated<boolean>;
  /** The processor's id of the cleared use or refund (migration 20261210120000); null for the demo seed's rows. */
  processor_id: Generated<string | null>;
}

/** A card's authorisation (migration 20261202100000): a decline, and only a decline, has a reason. */
export interface AuthorizationsTable {
  id: Generated<number>;
  card_id: string;
  authorized_at: Timestamp;
  shop_name: string;
  amount_yen: number;
  status: AuthorizationStatus;
  decline_reason: DeclineReason | null;
  /** The processor's id of the authorisation (migration 20261210120000); null for the demo seed's older rows. */
  processor_id: Generated<string | null>;
}

/** A card processor's event as received and applied (migration 20261210120000, server/cardEvents/). */
export interface CardEventsTable {
  event_id: string;
  card_id: string;
  kind: string;
  subject: string;
  occurred_at: Timestamp;
  payload: JsonColumn<Record<string, unknown>>;
  signature_digest: string;
  received_at: DefaultedTimestamp;
  outcome: 'applied' | 'superseded';
  notice_message_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  member_id: string;
  title: string;
  body: string;
  sent_at: Timestamp;
  read_flg: Generated<'0' | '1'>;
}

/** A change a member made to their own data (issue 15): never a secret in clear. */
/** The member's payment account (migration 20261125140000): the last change through /member/banklist. */
export interface MemberPaymentAccountsTable {
  member_id: string;
  bank_code: string;
  branch_code: string;
  account_type: string;
  account_no: string;
  account_kana_name: string;
  requested_on: DateColumn;
  updated_at: DefaultedTimestamp;
  /** When the member agreed to account transfer from this account, and to which terms (migration 20261203110000). */
  agreed_at: Timestamp;
  terms_version: string;
}

export interface MemberChangesTable {
  id: Generated<number>;
  member_id: string;
  flow_id: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: DefaultedTimestamp;
}

export type CardPlanChangeKind =
  | 'revolvingCourse'
  | 'autoRevolving'
  | 'revolvingPurchase'
  | 'revolvingLumpSum'
  | 'postInstallment'
  | 'cashAdvance'
  | 'cashingLimit';

/** One change to how a card is paid back (issue 17). */
export interface CardPlanChangesTable {
  id: Generated<number>;
  member_id: string;
  card_id: string;
  kind: CardPlanChangeKind;
  statement_line_id: number | null;
  old_value: string | null;
  new_value: string | null;
  status: Generated<'done' | 'examination' | 'declined'>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

/** SPEC 2.7 prior route information, per session and card. */
export interface SessionRouteGrantsTable {
  session_id_hash: string;
  grant_name: string;
  card_id: Generated<string>;
  granted_at: DefaultedTimestamp;
}

/** A secret given on a flow's step, hashed, waiting for the completion (schemas/secrets.ts). */
export interface FlowSecretsTable {
  owner_id: string;
  flow_id: string;
  subject_id: string;
  field: string;
  secret_hash: string;
  created_at: DefaultedTimestamp;
}

export interface DepositPromisesTable {
  id: Generated<number>;
  member_id: string;
  card_id: string;
  promised_on: DateColumn;
  amount_yen: number;
  created_at: DefaultedTimestamp;
}

export interface CampaignEntriesTable {
  member_id: string;
  campaign_code: string;
  status: string;
  entered_at: Timestamp | null;
  reward_code: Generated<string | null>;
}

export interface SessionsTable {
  id_hash: string;
  member_id: string;
  web_token_key: string;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  sms_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginAttemptsTable {
  id_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_path: string;
  expires_at: Timestamp;
}

/** Both drivers parse jsonb on read; writes pass JSON text so the same code runs on PGlite and pg. */
type JsonColumn<T> = ColumnType<T, string, string>;

export interface OidcPayloadsTable {
  id: string;
  kind: string;
  payload: JsonColumn<Record<string, unknown>>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface CardCredentialsTable {
  credential_hash: string;
  web_token_key: string;
  member_id: string;
  card_id: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
}

export interface LastSelectedCardsTable {
  member_id: string;
  card_id: string;
  updated_at: DefaultedTimestamp;
}

export interface OidcSigningKeysTable {
  kid: string;
  private_jwk: JsonColumn<Record<string, unknown>>;
  created_at: DefaultedTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  login_id_hash: string;
  client_address: string;
  failed_at: DefaultedTimestamp;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  window_ends_at: Timestamp;
}

export interface SmsChallengesTable {
  id: string;
  session_id_hash: string;
  member_id: string;
  phone_number: string;
  client_address: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  superseded_at: Timestamp | null;
  purpose: ColumnType<SmsPurpose, SmsPurpose | undefined, SmsPurpose>;
}

/** What a one-time code proves: the session's step-up, or an applicant's mobile number on the apply flow. */
export type SmsPurpose = 'stepUp' | 'applyMobile';

export interface ApplyMobileVerificationsTable {
  member_id: string;
  phone_number: string;
  verified_at: DefaultedTimestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone_number: string;
  body: string;
  /** How the message went: a text message, or a voice call that reads it out. */
  channel: Generated<'sms' | 'voice'>;
  sent_at: DefaultedTimestamp;
  /** The outbox row's key: a repeated delivery lands once. */
  delivery_key: string | null;
}

export type OutboxChannel = 'mail' | 'sms' | 'voice';
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'dead';

/** Every message the service sends, written with the change that causes it (migration 20261129100000_outbox_messages.sql). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: OutboxChannel;
  kind: string;
  recipient: string;
  member_id: string | null;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  /** What replaces the text once an attempt ends (a one-time code's message): null keeps the text. */
  secret_mask: string | null;
  delivery_key: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  give_up_at: Timestamp;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The local mail sink without an SMTP server: the demo's inbox. */
export interface MailboxTable {
  id: Generated<number>;
  delivery_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  received_at: DefaultedTimestamp;
}

/** An action of the issuer's people, append-only (migration 20261129110000_audit_log.sql). */
export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  at: DefaultedTimestamp;
}

/** A new mail address waiting for its owner to open the link sent to it; the token as a hash only. */
export interface MailAddressVerificationsTable {
  token_hash: string;
  member_id: string;
  mail_address: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultedTimestamp;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Card = Selectable<CardsTable>;
export type NewCard = Insertable<CardsTable>;
export type NewStatement = Insertable<StatementsTable>;
export type NewStatementLine = Insertable<StatementLinesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type NewAuthorization = Insertable<AuthorizationsTable>;

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  /** Until when an in-flight claim holds the key (issue 56); null once done, and for keys taken in a transaction. */
  lease_until: Date | null;
  created_at: DefaultedTimestamp;
}

export interface ResidenceCardUploadsTable {
  file_name: string;
  member_id: string;
  image_type: 'face' | 'back';
  upload_type: 'apply' | 'member';
  original_file_name: string;
  content_type: 'image/png' | 'image/jpeg';
  /** False only in development without a configured scanner (the start-up log says so). */
  scanned: boolean;
  created_at: DefaultedTimestamp;
}

/**
 * An uploaded file's bytes, under the server's own name (migration 20261201100000; server/uploads/databaseStorage.ts):
 * every instance reads the same ones. Written once, never replaced.
 */
export interface UploadedFilesTable {
  name: string;
  bytes: Uint8Array;
  content_type: 'image/png' | 'image/jpeg' | 'application/zip';
  created_at: DefaultedTimestamp;
}

/** A submitted application (drafts are in flow_drafts), written by the apply flow's completion effect. */
export interface ApplicationsTable {
  member_id: string;
  schema_version: string;
  status: 'submitted';
  current_step: string;
  visited_steps: JsonColumn<string[]>;
  answers: JsonColumn<Record<string, Record<string, unknown>>>;
  campaign_code: string | null;
  ad_data: string | null;
  shop_id: ColumnType<string | null, string | null | undefined, string | null>;
  kyc_status: Generated<'none' | 'kyc' | 'eKYC'>;
  consented_at: Timestamp | null;
  inquiry_number: string | null;
  result: 'complete' | 'underReview' | null;
  submitted_at: Timestamp | null;
  /** The examination's outcome (issue 31); null while it is being examined. */
  decision: ColumnType<'approved' | 'declined' | null, 'approved' | 'declined' | null | undefined, 'approved' | 'declined' | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Slow hash of the PIN chosen when applying (never the PIN); the card issued on approval takes it. */
  pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type Application = Selectable<ApplicationsTable>;

/** Issue 61: the credit bureau's inquiry about a case (server/creditBureau/inquiries.ts), one row per case. */
export interface CreditBureauInquiriesTable {
  case_kind: string;
  case_id: string;
  member_id: string;
  purpose: 'application' | 'creditLimit' | 'cashingLimit';
  status: ColumnType<'pending' | 'answered' | 'failed', 'pending' | 'answered' | 'failed' | undefined, 'pending' | 'answered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  failure: ColumnType<
    'timeout' | 'unavailable' | 'unreadable' | 'noConsent' | null,
    'timeout' | 'unavailable' | 'unreadable' | 'noConsent' | null | undefined,
    'timeout' | 'unavailable' | 'unreadable' | 'noConsent' | null
  >;
  report: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  consented_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  requested_at: DefaultedTimestamp;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A registered payment account (drafts are in flow_drafts), written by the bank flow's completion effect. */
export interface BankRegistrationsTable {
  member_id: string;
  schema_version: string;
  status: 'registered';
  current_step: string;
  visited_steps: JsonColumn<string[]>;
  answers: JsonColumn<Record<string, Record<string, unknown>>>;
  registered_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type BankRegistration = Selectable<BankRegistrationsTable>;

/** One draft of one flow (server/flows/): keyed by owner, flow and subject ('' when the flow has none). */
export interface FlowDraftsTable {
  owner_id: string;
  flow_id: string;
  subject_id: string;
  schema_digest: string;
  version: number;
  status: 'draft' | 'done';
  current_step: string;
  visited: JsonColumn<string[]>;
  answers: JsonColumn<Record<string, Record<string, unknown>>>;
  landing: JsonColumn<Record<string, unknown>>;
  consented_at: Timestamp | null;
  snapshot: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  result_state: string | null;
  result_data: ColumnType<Record<string, string> | null, string | null, string | null>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  done_at: Timestamp | null;
  /** A random reference the step events group by (migration 20261125180000), never the person. */
  run_ref: Generated<string>;
}

export type FlowDraft = Selectable<FlowDraftsTable>;

export type FlowStepEventKind = 'view' | 'save' | 'invalid' | 'complete';

/** One view, save, refusal (field and rule only) or completion of a flow's step (issue 19 drop-off). */
export interface FlowStepEventsTable {
  id: Generated<number>;
  flow_id: string;
  step: string;
  kind: FlowStepEventKind;
  run_ref: string | null;
  field: string | null;
  rule: string | null;
  at: DefaultedTimestamp;
}

/** A draft's transitions, append-only (a trigger refuses updates and deletes), for support engineers. */
export interface FlowTransitionsTable {
  id: Generated<number>;
  owner_id: string;
  flow_id: string;
  subject_id: string;
  from_step: string;
  to_step: string;
  answers_digest: string;
  at: DefaultedTimestamp;
}

/** The built-in staff identity provider's accounts (migration 20261130100000_staff_console.sql; demo and development). */
export interface StaffIdpAccountsTable {
  login_id: string;
  subject: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: Generated<string>;
}

/** Who of the issuer's staff may do what, keyed by the identity provider's subject (server/operations/staffRoles.ts). */
export interface StaffMembersTable {
  subject: string;
  display_name: string;
  roles: JsonColumn<string[]>;
}

export interface StaffSessionsTable {
  id_hash: string;
  subject: string;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
}

/** One examiner's or supervisor's decision on one case (server/operations/examination.ts). */
export interface ExaminationDecisionsTable {
  id: Generated<number>;
  case_kind: string;
  case_id: string;
  stage: 'first' | 'second';
  decision: 'approved' | 'declined';
  reason_code: string;
  note: string;
  approved_amount: number | null;
  actor: string;
  actor_name: string;
  decided_at: DefaultedTimestamp;
}

/** What the issuer posts to a member, requested, printed, posted (migration 20261130130000; server/fulfilment/). */
export interface FulfilmentOrdersTable {
  id: Generated<number>;
  kind: FulfilmentKind;
  member_id: string;
  card_id: string;
  family_card_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last four digits of the card the order is about: a replacement's are the new card's. */
  card4no: string;
  status: Generated<FulfilmentStatus>;
  requested_at: DefaultedTimestamp;
  printed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  printed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day of the card vendor's file the order went out in (YYYY-MM-DD). */
  batch_day: ColumnType<DateColumn | null, DateColumn | null | undefined, DateColumn | null>;
  posted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  posted_by: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
}

/** A residence report waiting for (or past) a staff member's review (migration 20261130110000). */
export interface ResidenceReportsTable {
  id: Generated<number>;
  member_id: string;
  nationality: string;
  residence_status: string | null;
  residence_expiry: DateColumn | null;
  residence_card_face: string | null;
  residence_card_back: string | null;
  status: Generated<'submitted' | 'reviewed'>;
  review: '0' | '1' | '2' | '3' | null;
  created_at: DefaultedTimestamp;
}

/** A saved version of a config file product staff edit (migration 20261130140000, server/config/configVersions.ts). */
export interface ConfigVersionsTable {
  id: Generated<number>;
  file: 'campaigns.json' | 'featureFlags.json' | 'serviceHours.json';
  body: JsonColumn<unknown>;
  author: string;
  author_name: string;
  note: Generated<string>;
  created_at: DefaultedTimestamp;
  state: 'scheduled' | 'published' | 'refused';
  publish_at: DefaultedTimestamp;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  refused_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A version of one step file edited in the staff console (migration 20261205100000; server/steps/). */
export interface StepVersionsTable {
  id: Generated<number>;
  step: string;
  body: JsonColumn<Record<string, unknown>>;
  base_digest: string;
  module_hash: string | null;
  problems: ColumnType<StepProblemRow[], string | undefined, string>;
  author: string;
  author_name: string;
  note: Generated<string>;
  created_at: DefaultedTimestamp;
  /** `checking` from the save until the background check (server/steps/stepCheckQueue.ts) has written its problems. */
  state: 'checking' | 'draft' | 'approved' | 'scheduled' | 'published' | 'refused';
  approved_by: string | null;
  approved_by_name: string | null;
  approved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  refused_reason: string | null;
  /** The preview link's token: it opens a draft's texts, which hold nothing personal, so it is kept as it is, to show again. */
  preview_token: string | null;
  /** Until when the instance checking it holds the check (migration 20261206100000); null when none does. */
  check_lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A problem the checks found in a step version: the field it concerns ('' for the step) and what is wrong, in Japanese. */
export interface StepProblemRow {
  readonly field: string;
  readonly message: string;
}

/** A campaign's reward granted to a member, once per member and campaign (migration 20261130150000; server/campaigns/). */
export interface CampaignRewardsTable {
  member_id: string;
  campaign_code: string;
  points: number;
  granted_at: DefaultedTimestamp;
  /** The Tokyo day of the run that granted it. */
  run_day: DateColumn;
}

/** One day's run of a scheduled job, claimed by the instance that runs it (migration 20261130150000). */
export interface ScheduledJobRunsTable {
  job: string;
  run_day: DateColumn;
  started_at: DefaultedTimestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  instance: string;
}

/** A PostgreSQL cluster's pgBackRest backups, written by deploy/pgbackrest/backup.sh once each has finished. */
export interface DatabaseBackupsTable {
  label: string;
  kind: 'full' | 'diff' | 'incr';
  started_at: Timestamp;
  stopped_at: Timestamp;
}

/**
 * A request for the disclosure of a person's data (APPI 第33条; migration 20261209143000, server/disclosure/): kept as
 * the record that it was made after its export has left the file store. The link's token as its SHA-256 only.
 */
export interface DisclosureRequestsTable {
  id: string;
  member_id: string;
  received_by: 'member' | 'post';
  prepared_by: string | null;
  requested_at: Timestamp;
  token_hash: string;
  expires_at: Timestamp;
  downloaded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  superseded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  export_file: string;
  export_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * A request to correct a person's data or to stop using it (APPI 第34条, 第35条; migration 20261209150000,
 * server/disclosure/rightsRequests.ts): filed by one staff member, decided by a supervisor who did not file it.
 */
export interface DataRightsRequestsTable {
  id: Generated<number>;
  member_id: string;
  kind: 'correction' | 'stopUse';
  letter_reference: string;
  request_text: string;
  filed_by: string;
  filed_by_name: string;
  filed_at: DefaultedTimestamp;
  decision: ColumnType<'approved' | 'declined' | null, 'approved' | 'declined' | null | undefined, 'approved' | 'declined' | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decision_note: Generated<string>;
}
