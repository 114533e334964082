-- Issue 30: every message the service sends (mail, SMS, a voice call's script) is a row of outbox_messages, written
-- in the same transaction as the change that causes it, so a message exists if and only if its change committed.
-- A worker on any instance claims due rows (FOR UPDATE SKIP LOCKED, with a lease so a process killed mid-delivery
-- gives its rows back) and delivers them at least once under their delivery_key, which the transports pass on so
-- the far side can drop a repeat. A one-time code's text is kept only until the attempt ends: then secret_mask
-- replaces it. Rows that could not be delivered in their window stay as 'dead', with the reason, for a person to
-- see and resend.
--
-- mailbox is where mail lands when no SMTP server is configured (the demo's inbox on /develop), as sms_outbox is for
-- texts without a gateway; both keep one row per delivery key, so a repeated attempt lands once.
--
-- mail_address_verifications: a new mail address is used only once its owner opened the link sent to it (24 hours,
-- once, bound to member and address); the link's token is kept as a SHA-256 hash only.

-- migrate:up
create table outbox_messages (
  id integer generated always as identity primary key,
  channel text not null check (channel in ('mail', 'sms', 'voice')),
  kind text not null,
  recipient text not null,
  member_id text references members (id) on delete set null,
  subject text,
  text_body text not null,
  html_body text,
  secret_mask text,
  delivery_key uuid not null unique,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  give_up_at timestamptz not null,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_messages_due on outbox_messages (next_attempt_at) where status in ('pending', 'sending');
create index outbox_messages_dead on outbox_messages (created_at desc) where status = 'dead';
create index outbox_messages_member on outbox_messages (member_id, created_at desc);

create table mailbox (
  id integer generated always as identity primary key,
  delivery_key uuid not null unique,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  received_at timestamptz not null default now()
);

alter table sms_outbox add column delivery_key uuid unique;

create table mail_address_verifications (
  token_hash text primary key,
  member_id text not null references members (id) on delete cascade,
  mail_address text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_address_verifications_member on mail_address_verifications (member_id, created_at desc);

-- migrate:down
drop table mail_address_verifications;
alter table sms_outbox drop column delivery_key;
drop table mailbox;
drop table outbox_messages;
