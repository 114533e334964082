-- Issue 31 item 3: what the issuer posts to a member (a reissued card, a new card replacing a lost or stolen one, a
-- PIN notice, a family card). The member's request writes the order in its own transaction; the staff console marks
-- it printed (taken into that day's batch for the card vendor: `batch_day`) and then posted
-- (server/fulfilment/README.md). `version` goes up with every change, so two people working from one screen cannot
-- both move an order: the second is refused with who moved it (`printed_by`, `posted_by`: 'staff:<subject>').
-- `card4no` is the last four digits of the card the order is about: the new card's for a replacement (a lost or
-- stolen number is never used again), the card's own for a reissue or a PIN notice, the family card's for a family card.

-- migrate:up
create table fulfilment_orders (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('reissue', 'replacement', 'pinNotice', 'familyCard')),
  member_id text not null references members (id) on delete cascade,
  card_id text not null references cards (id) on delete cascade,
  family_card_id text references family_cards (id) on delete cascade,
  card4no text not null check (card4no ~ '^[0-9]{4}$'),
  status text not null default 'requested' check (status in ('requested', 'printed', 'posted')),
  requested_at timestamptz not null default now(),
  printed_at timestamptz,
  printed_by text,
  batch_day date,
  posted_at timestamptz,
  posted_by text,
  version integer not null default 1,
  check ((kind = 'familyCard') = (family_card_id is not null)),
  -- A status and its stamps are written together, so no row can say printed without saying when and by whom.
  check ((status = 'requested') = (printed_at is null)),
  check ((printed_at is null) = (printed_by is null) and (printed_at is null) = (batch_day is null)),
  check ((status = 'posted') = (posted_at is not null)),
  check ((posted_at is null) = (posted_by is null))
);
create index fulfilment_orders_status on fulfilment_orders (status, id);
create index fulfilment_orders_batch on fulfilment_orders (batch_day, id) where batch_day is not null;
-- One new card on its way per card: the flows refuse a second reissue while one is (reissue_status '1'); this keeps
-- it so whatever the timing.
create unique index fulfilment_orders_open_card on fulfilment_orders (card_id) where kind in ('reissue', 'replacement') and status <> 'posted';
create unique index fulfilment_orders_family_card on fulfilment_orders (family_card_id) where family_card_id is not null;

-- Requests made before this table existed. Nothing recorded when a card's reissue was asked for (member_changes
-- does not name the card) nor whether a family card was ever posted, so each is taken as asked for now and waiting
-- to be posted. A PIN notice left only a member_changes row without its card, so those cannot be recovered.
insert into fulfilment_orders (kind, member_id, card_id, card4no)
select
  case when card_status in ('3', '4') then 'replacement' else 'reissue' end,
  member_id,
  id,
  case when card_status in ('3', '4') then lpad(((card4no::integer + 1 + floor(random() * 9999)::integer) % 10000)::text, 4, '0') else card4no end
from cards
where reissue_status = '1'
order by id;

insert into fulfilment_orders (kind, member_id, card_id, family_card_id, card4no, requested_at)
select 'familyCard', member_id, parent_card_id, id, card4no, created_at
from family_cards
order by created_at, id;

-- migrate:down
drop table fulfilment_orders;
