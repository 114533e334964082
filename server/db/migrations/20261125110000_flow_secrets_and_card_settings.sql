-- Secrets a flow asks (issue 15: a PIN, a 3-D Secure password) and the card settings the member's settings flows
-- change (SPEC 2.6 /member/setting/...: PIN, 3-D Secure, display balance, ETC card).

-- migrate:up
-- A secret given on a step, hashed at once (scrypt, server/identity/passwordHash.ts) and kept here, not in the
-- draft, until the flow's completion takes it; the draft holds a marker in its place (schemas/secrets.ts).
create table flow_secrets (
  owner_id text not null references members (id) on delete cascade,
  flow_id text not null,
  subject_id text not null,
  field text not null,
  secret_hash text not null,
  created_at timestamptz not null default now(),
  primary key (owner_id, flow_id, subject_id, field)
);

-- The card's PIN and its 3-D Secure password, as slow hashes only; null: none set through this service.
alter table cards add column pin_hash text;
alter table cards add column secure_password_hash text;
-- Whether the app shows the card's balance on its home screen (SPEC 2.6 display-balance; setting on/off 0/1).
alter table cards add column display_balance boolean not null default true;
-- ETC cards issued on this card (SPEC 1 "ETC cards"; card-holder relation type 1 is an ETC card).
alter table cards add column etc_cards integer not null default 0 check (etc_cards between 0 and 5);

-- A member's promise to pay an unpaid bill by a day (SPEC 2.6 /member/deposit-promise, 3.1 depositPromiseDate,
-- depositAmount): the last one counts; kept for the collections team.
create table deposit_promises (
  id integer generated always as identity primary key,
  member_id text not null references members (id) on delete cascade,
  card_id text not null references cards (id) on delete cascade,
  promised_on date not null,
  amount_yen integer not null check (amount_yen > 0),
  created_at timestamptz not null default now()
);
create index deposit_promises_card on deposit_promises (card_id, created_at desc);

-- migrate:down
drop table deposit_promises;
alter table cards drop column etc_cards;
alter table cards drop column display_balance;
alter table cards drop column secure_password_hash;
alter table cards drop column pin_hash;
drop table flow_secrets;
