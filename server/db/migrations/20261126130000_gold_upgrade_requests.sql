-- A regular card's upgrade to gold, examined before the card changes (issue 16, SPEC 2.6 gold card, under review).
-- One open request per card at a time.

-- migrate:up
create table gold_upgrade_requests (
  id integer generated always as identity primary key,
  member_id text not null references members (id),
  card_id text not null references cards (id),
  family_cards integer not null check (family_cards between 0 and 3),
  status text not null default 'underReview' check (status in ('underReview', 'approved', 'declined')),
  created_at timestamptz not null default now()
);
create unique index gold_upgrade_requests_open on gold_upgrade_requests (card_id) where status = 'underReview';

-- migrate:down
drop table gold_upgrade_requests;
