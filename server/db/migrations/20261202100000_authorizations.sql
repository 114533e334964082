-- Issue 35, SPEC 2.6 /member/authorization/detail and /error-detail: a card's authorisations, each use the card system
-- approved, holds (pending) or declined, which no statement line shows (a decline never becomes one; an approved use
-- only once the shop's sale arrives). A decline carries the network's response code as its reason (ISO 8583 field
-- 39; the codes and why in enums/authorization.ts), and only a decline does. Only the last four digits of the card
-- are anywhere, in `cards`.

-- migrate:up
create table authorizations (
  id integer generated always as identity primary key,
  card_id text not null references cards (id) on delete cascade,
  authorized_at timestamptz not null,
  shop_name text not null,
  amount_yen integer not null check (amount_yen > 0),
  status text not null check (status in ('approved', 'pending', 'declined')),
  decline_reason text check (decline_reason in ('51', '55', '75', '54', '62', '59', 'N7', '05')),
  check ((status = 'declined') = (decline_reason is not null))
);
-- Pages of the card's authorisations newest first, and of its declines alone, read by offset (SPEC 9 paging).
create index authorizations_card_page on authorizations (card_id, authorized_at desc, id desc);
create index authorizations_card_declined_page on authorizations (card_id, authorized_at desc, id desc) where status = 'declined';

-- migrate:down
drop table authorizations;
