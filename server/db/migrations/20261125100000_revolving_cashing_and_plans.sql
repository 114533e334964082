-- Revolving, cashing and post-installment (issue 17, SPEC 2.6, 5.5, 8.2): each card's revolving course and
-- cashing limit, cash advances among the statement lines, the record of every change a member makes to how a card
-- is paid back, and the prior-route grants of SPEC 2.7 (a page reachable only through another one this session).

-- migrate:up
-- The revolving course: the fixed monthly payment including interest (元利定額, 1,000-yen steps, SPEC 5.5), and
-- automatic revolving (every one-payment purchase is paid by revolving).
alter table cards add column revolving_payment integer not null default 5000 check (revolving_payment between 3000 and 999000 and revolving_payment % 1000 = 0);
alter table cards add column auto_revolving boolean not null default false;
-- The cash-advance limit in yen (0: no cashing), and whether the cashing contract's documents have been confirmed.
alter table cards add column cashing_limit integer not null default 0 check (cashing_limit >= 0 and cashing_limit % 10000 = 0);
alter table cards add column cashing_contract_confirmed boolean not null default true;

-- A cash advance is a statement line of its own kind (its amount counts against the cashing limit, not shopping).
alter table statement_lines add column is_cashing boolean not null default false;

-- One change to how a card is paid back: the revolving course, automatic revolving, one purchase made revolving,
-- the revolving balance paid in one sum, a purchase split into instalments, a cash advance, a cashing limit.
create table card_plan_changes (
  id integer generated always as identity primary key,
  member_id text not null references members (id) on delete cascade,
  card_id text not null references cards (id) on delete cascade,
  kind text not null check (kind in ('revolvingCourse', 'autoRevolving', 'revolvingPurchase', 'revolvingLumpSum', 'postInstallment', 'cashAdvance', 'cashingLimit')),
  statement_line_id integer references statement_lines (id) on delete set null,
  old_value text,
  new_value text,
  -- 'examination': a cashing limit raise waiting for its examination (one at a time, SPEC 8.2).
  status text not null default 'done' check (status in ('done', 'examination')),
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index card_plan_changes_card on card_plan_changes (card_id, created_at desc);
-- A purchase is changed once: made revolving or split, never both, never twice.
create unique index card_plan_changes_line on card_plan_changes (statement_line_id) where statement_line_id is not null;

-- SPEC 2.7 prior route information: a page that grants the way to another (the revo top to revo cashing) records it
-- for the session and the card; the flow behind it is refused without it. Gone with the session.
create table session_route_grants (
  session_id_hash text not null references sessions (id_hash) on delete cascade,
  grant_name text not null,
  card_id text not null default '',
  granted_at timestamptz not null default now(),
  primary key (session_id_hash, grant_name, card_id)
);

-- migrate:down
drop table session_route_grants;
drop table card_plan_changes;
alter table statement_lines drop column is_cashing;
alter table cards drop column cashing_contract_confirmed;
alter table cards drop column cashing_limit;
alter table cards drop column auto_revolving;
alter table cards drop column revolving_payment;
