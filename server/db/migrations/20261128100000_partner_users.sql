-- SPEC 3.1 partner user info: what the payment app (the partner) holds about its user and shares with the card
-- service once the applicant has agreed to the terms at the application's first step (GET
-- /external/v1/apply/paypayUser; server/apply/partnerUser.ts). In production this is the partner's API; here the
-- partner's records are this table, filled by the demo seed and by tests. `status` is the partner's identity
-- verification (KYC) state: only COMPLETED counts (SPEC 4 KYC mapping); `kyc_type` how it was done.
-- The application records the KYC state it was submitted with (SPEC 3.1 kycStatus).

-- migrate:up
create table partner_users (
  member_id text primary key references members (id) on delete cascade,
  uaid text not null unique,
  phone_number text not null,
  email text,
  status text not null default 'NOT_STARTED' check (status in ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED')),
  kyc_type text check (kyc_type in ('BANK', 'EKYC', 'PHYSICAL')),
  last_name text,
  first_name text,
  last_name_kana text,
  first_name_kana text,
  date_of_birth date,
  zip_code text,
  state text,
  city text,
  street1 text,
  street2 text
);
alter table applications add column kyc_status text not null default 'none' check (kyc_status in ('none', 'kyc', 'eKYC'));

-- migrate:down
alter table applications drop column kyc_status;
drop table partner_users;
