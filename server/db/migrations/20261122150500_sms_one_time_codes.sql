-- SMS one-time codes (SPEC 2.7, DESIGN.md security baseline). Every piece of state lives here, so a second
-- server instance accepts a code the first one sent, and limits hold across instances.

-- migrate:up
-- Set when the session passed an SMS check; the step-up is judged by the database clock like the session limits.
alter table sessions add column sms_verified_at timestamptz;

-- One code sent to one phone for one session. Only a salted sha256 of the code is kept; the challenge id
-- is the salt and is what the browser sends back with the code, so a code is bound to its challenge.
create table sms_challenges (
  id text primary key,
  session_id_hash text not null,
  member_id text not null references members (id) on delete cascade,
  phone_number text not null,
  client_address text not null,
  code_hash text not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  -- A newer send for the same session retires this one, so only the latest code works.
  superseded_at timestamptz
);
create index sms_challenges_session on sms_challenges (session_id_hash, created_at);
create index sms_challenges_phone on sms_challenges (phone_number, created_at);
create index sms_challenges_client on sms_challenges (client_address, created_at);

-- What the embedded sender "sent": shown on /develop outside production so a person can finish the flow
-- without a phone.
create table sms_outbox (
  id integer generated always as identity primary key,
  phone_number text not null,
  body text not null,
  sent_at timestamptz not null default now()
);

-- migrate:down
drop table sms_outbox;
drop table sms_challenges;
alter table sessions drop column sms_verified_at;
