-- SPEC 7.3 calls about an applicant's partner-carrier route (server/routes/applyPlatform.ts):
-- carrier_consents: POST /v1/apply/{guid}/consent, the applicant's consent that the carrier confirms the contract of
--   a phone number (the communication-fee payment); one row per member and number, the first consent's time kept.
-- carrier_order_numbers: POST /v1/apply/chumonNo, the order number (注文番号) the carrier's fee payment is
--   registered under; one per payment-app user and number, so a repeated call answers the same number.

-- migrate:up
create table carrier_consents (
  member_id text not null references members (id) on delete cascade,
  tel_num text not null check (tel_num ~ '^0[789]0[1-9][0-9]{7}$'),
  consented_at timestamptz not null default now(),
  primary key (member_id, tel_num)
);
create table carrier_order_numbers (
  uaid text not null references partner_users (uaid) on delete cascade,
  tel_num text not null check (tel_num ~ '^0[789]0[1-9][0-9]{7}$'),
  chumon_no text not null unique check (chumon_no ~ '^[0-9]{14}$'),
  created_at timestamptz not null default now(),
  primary key (uaid, tel_num)
);

-- migrate:down
drop table carrier_order_numbers;
drop table carrier_consents;
