-- Issue 60: the card processor's events (authorisations, cleared uses, refunds, fixed statements, payments, card
-- status), received signed at /processor/v1/events (server/cardEvents/). Each event is kept once by the processor's
-- own id, so a retry or a duplicate has one effect, and is applied in the transaction that stores it. What an event
-- wrote (an authorisation, a statement line) carries the processor's id, so a later event about the same use finds it
-- and an event that arrives before the one it follows can tell. Only the card's token is in an event: no card number.

-- migrate:up
create table card_events (
  event_id text primary key check (char_length(event_id) between 1 and 64),
  card_id text not null references cards (id) on delete cascade,
  kind text not null,
  -- What it is about (server/cardEvents/cardEvent.ts subjectOf): one authorisation, one refund, one month's bill, the
  -- card. Events of one subject are ordered by occurred_at: an older one arriving late changes nothing.
  subject text not null,
  occurred_at timestamptz not null,
  -- The event as received (validated by server/cardEvents/cardEvent.schema.json), for a later reading and the bench.
  payload jsonb not null,
  -- SHA-256 of the request's signature: the very same request again is a replay, refused (a retry signs anew).
  signature_digest text not null,
  received_at timestamptz not null default now(),
  -- applied: it changed what the member sees; superseded: a later event about the same thing was already applied.
  outcome text not null check (outcome in ('applied', 'superseded')),
  -- The use notice this event is in (several uses within minutes go in one mail): null when none was written.
  notice_message_id integer references outbox_messages (id) on delete set null
);
-- The ordering checks read a subject's events newest first.
create index card_events_subject on card_events (card_id, subject, occurred_at desc);
create index card_events_notice on card_events (notice_message_id) where notice_message_id is not null;
create unique index card_events_signature on card_events (signature_digest);

alter table authorizations add column processor_id text unique;
alter table statement_lines add column processor_id text unique;

-- migrate:down
alter table statement_lines drop column processor_id;
alter table authorizations drop column processor_id;
drop table card_events;
