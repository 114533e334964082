-- The browser's crash reports (SPEC 7.3 POST /v1/report/crash/, SPEC 8.3 thrown failures): what failed, on what
-- device, about which card (a digest of its token, never the token), with secrets stripped from the message. The
-- client address is kept for the per-address limit, as login_failures keeps it.

-- migrate:up
create table crash_reports (
  id bigint generated always as identity primary key,
  message text not null check (char_length(message) between 1 and 500),
  reported_time text check (char_length(reported_time) <= 40),
  model text check (char_length(model) <= 100),
  card_digest text check (char_length(card_digest) = 16),
  client_address text not null,
  received_at timestamptz not null default now()
);
create index crash_reports_client on crash_reports (client_address, received_at);

-- migrate:down
drop table crash_reports;
