-- The credit limit of a card and the member's requests to change it (SPEC 2.6 balance-raise pages, 4, 9). Limits
-- are in ten-thousand yen (万円, enums/creditLimit.ts): a regular card up to 200, a gold card up to 500. The demo
-- cards start at 30 (regular) and 50 (gold). A request is written by the credit-limit flows' completion effects
-- (server/flows/creditLimitEffects.ts): a raise waits for its examination (`examination`, or `underReview` when a
-- person examines it), a reduction is applied to the card at once (`complete`).

-- migrate:up
alter table cards add column credit_limit integer not null default 30 check (credit_limit between 1 and 500);
update cards set credit_limit = 50 where daiko_cd = '1';

create table credit_limit_requests (
  id integer generated always as identity primary key,
  member_id text not null references members (id) on delete cascade,
  card_id text not null references cards (id) on delete cascade,
  kind text not null check (kind in ('raise', 'reduce')),
  -- The card's limit when the request was made, and the limit asked for (万円).
  previous_limit integer not null,
  requested_limit integer not null,
  status text not null check (status in ('examination', 'underReview', 'complete')),
  -- The flow's answers by step (purpose, income, licence, loans; or the reduction's reason): what the examination reads.
  answers jsonb not null,
  -- The digest of the step schemas the answers were saved under.
  schema_version text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'raise') = (requested_limit > previous_limit))
);

-- The member top shows the newest request of the selected card.
create index credit_limit_requests_card_created on credit_limit_requests (card_id, created_at desc);

-- migrate:down
drop table credit_limit_requests;
alter table cards drop column credit_limit;
