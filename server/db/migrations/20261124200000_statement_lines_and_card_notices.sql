-- The member area's read side (issue 14): the lines behind each month's statement, and the states the member top
-- shows notices and banners for (SPEC 3.1 top-screen notices, 4 card status and usage restriction, 8.3).

-- migrate:up
-- One line of a month's statement. A month's total in `statements` is the sum of its lines (the seed writes both).
-- Pages are read 24 at a time by offset over the index below, newest use first (SPEC 9 statement paging).
create table statement_lines (
  id integer generated always as identity primary key,
  card_id text not null references cards (id) on delete cascade,
  billing_month char(6) not null check (billing_month ~ '^[0-9]{6}$'),
  used_on date not null,
  shop_name text not null,
  amount_yen integer not null,
  -- 1 one payment, 2 installments, 3 revolving, 4 bonus.
  payment_kind text not null check (payment_kind in ('1', '2', '3', '4')),
  category text not null check (category in ('food', 'shopping', 'transport', 'utilities', 'leisure', 'other'))
);
create index statement_lines_month_page on statement_lines (card_id, billing_month, used_on desc, id desc);

-- SPEC 4 usage restriction: 00 none, 01 all, 02 online, 03 abroad, 05 online and abroad.
alter table cards add column usage_restriction text not null default '00' check (usage_restriction in ('00', '01', '02', '03', '05'));
-- SPEC 4 card activated 0/1: a card sent but not yet activated shows the activation notice.
alter table cards add column activated boolean not null default true;
-- SPEC 3.2 payment methods: 0 wallet balance, 1 account transfer, 4 convenience store; null: not registered.
alter table cards add column payment_method text check (payment_method in ('0', '1', '4'));

-- SPEC 4 residence-document status (two digits, 00 unregistered) and the SPEC 3.1 top-screen notices kept
-- about the member: contact details to confirm, a family card's payment registration still to do.
alter table members add column residence_document_status char(2) not null default '00' check (residence_document_status ~ '^[0-49][0-3]$');
alter table members add column contact_warning boolean not null default false;
alter table members add column family_credit_pending boolean not null default false;

create index messages_member_sent on messages (member_id, sent_at desc, id desc);

-- migrate:down
drop index messages_member_sent;
alter table members drop column family_credit_pending;
alter table members drop column contact_warning;
alter table members drop column residence_document_status;
alter table cards drop column payment_method;
alter table cards drop column activated;
alter table cards drop column usage_restriction;
drop table statement_lines;
