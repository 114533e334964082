-- A person's request to the card company as a bank's agent (SPEC 2.2 /support/bankagency, flows/bankAgency.ts):
-- what about, how to answer, the text (never a card number: the step refuses one), and when.

-- migrate:up
create table support_requests (
  id integer generated always as identity primary key,
  member_id text not null references members (id),
  kind text not null check (kind in ('bankAgency')),
  topic text not null,
  contact_method text not null check (contact_method in ('1', '2')),
  body text not null check (char_length(body) between 1 and 200),
  created_at timestamptz not null default now()
);
create index support_requests_member on support_requests (member_id, created_at);

-- migrate:down
drop table support_requests;
