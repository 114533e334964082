-- First-party analytics (SPEC 7.3: page views, events, web vitals sampled at 10 %): a page path without its query,
-- an event or vital name from the code, a number for a vital. No person: no member, no session, no answer; the
-- client address only for the per-address limit, as crash_reports keeps it.

-- migrate:up
create table analytics_records (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('pageView', 'event', 'webVital')),
  page text not null check (char_length(page) between 1 and 120),
  name text check (char_length(name) <= 60),
  value double precision,
  client_address text not null,
  received_at timestamptz not null default now()
);
create index analytics_records_client on analytics_records (client_address, received_at);
create index analytics_records_page on analytics_records (kind, page, received_at);

-- migrate:down
drop table analytics_records;
