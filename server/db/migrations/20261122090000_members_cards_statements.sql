-- The member side of the product: who can log in, their cards, a year of statements, messages and
-- campaign entries. Codes are stored as the wire codes of SPEC 3.2 and 4 (text, as the card system sends them).

-- migrate:up
create table members (
  id text primary key,
  oidc_subject text not null unique,
  ppcd_web_guid text not null unique,
  role text not null check (role in ('applicant', 'member', 'former_member')),
  registration_confirmed boolean not null default true,
  membership_status text not null check (membership_status ~ '^[0-9]{2}$'),
  last_name_kanji text not null,
  first_name_kanji text not null,
  last_name_kana text not null,
  first_name_kana text not null,
  mobile_number text not null,
  created_at timestamptz not null default now()
);

-- Credentials of the built-in identity provider only; a real issuer keeps its own.
create table embedded_idp_accounts (
  login_id text primary key,
  password_hash text not null,
  subject text not null unique references members (oidc_subject) on delete cascade
);

-- Only the last four digits of a card number are ever stored (DESIGN.md, security baseline).
create table cards (
  id text primary key,
  member_id text not null references members (id) on delete cascade,
  ppcd_token text not null unique,
  card4no char(4) not null check (card4no ~ '^[0-9]{4}$'),
  daiko_cd text not null check (daiko_cd in ('0', '1')),
  shurui_no text not null check (shurui_no ~ '^[0-9]{3}$'),
  network_code text not null check (network_code in ('1', '2', '9')),
  nickname text not null,
  is_default_nickname boolean not null default true,
  card_status text not null default '0',
  is_family_card boolean not null default false,
  active boolean not null default true,
  issued_on date not null,
  closed_on date
);
create index cards_member_id on cards (member_id);

create table statements (
  id integer generated always as identity primary key,
  card_id text not null references cards (id) on delete cascade,
  billing_month char(6) not null check (billing_month ~ '^[0-9]{6}$'),
  amount_yen integer not null,
  detail_status text not null check (detail_status in ('0', '1', '2', '9')),
  payment_status text not null check (payment_status in ('30', '40', '50')),
  due_date date not null,
  unique (card_id, billing_month)
);

create table messages (
  id integer generated always as identity primary key,
  member_id text not null references members (id) on delete cascade,
  title text not null,
  body text not null,
  sent_at timestamptz not null,
  read_flg text not null default '1' check (read_flg in ('0', '1'))
);
create index messages_member_id on messages (member_id);

create table campaign_entries (
  member_id text not null references members (id) on delete cascade,
  campaign_code text not null,
  status text not null check (status ~ '^[0-6]$'),
  entered_at timestamptz,
  primary key (member_id, campaign_code)
);

-- migrate:down
drop table campaign_entries;
drop table messages;
drop table statements;
drop table cards;
drop table embedded_idp_accounts;
drop table members;
