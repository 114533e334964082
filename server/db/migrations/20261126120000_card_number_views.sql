-- Each time a member had a card's full number shown (issue 16, PCI DSS 10.2: who saw which card's data, when).
-- Never the number or the code themselves: only that they were shown.

-- migrate:up
create table card_number_views (
  id integer generated always as identity primary key,
  member_id text not null references members (id),
  card_id text not null references cards (id),
  viewed_at timestamptz not null default now()
);
create index card_number_views_member on card_number_views (member_id, viewed_at);

-- migrate:down
drop table card_number_views;
