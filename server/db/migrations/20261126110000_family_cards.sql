-- Family cards a member added to one of their cards (issue 16, SPEC 2.6 family card, 3.1 family fields): the
-- family member's own details, the card's last four digits and the slow hash of its PIN (never the PIN). Billing
-- goes to the member; the family member has no login of their own, so these are not rows of cards.

-- migrate:up
create table family_cards (
  id text primary key,
  member_id text not null references members (id),
  parent_card_id text not null references cards (id),
  card4no text not null check (card4no ~ '^[0-9]{4}$'),
  last_name_kanji text not null,
  first_name_kanji text not null,
  last_name_kana text not null,
  first_name_kana text not null,
  last_name_alpha text not null,
  first_name_alpha text not null,
  birth_day date not null,
  sex text not null,
  relation text not null,
  mobile_number text not null,
  pin_hash text not null,
  created_at timestamptz not null default now()
);
create index family_cards_parent on family_cards (parent_card_id);

-- migrate:down
drop table family_cards;
