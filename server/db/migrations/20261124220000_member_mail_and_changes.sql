-- The member's mail address (SPEC 2.6 /member/mail/setting) and the record of every change a member makes to
-- their own data through a settings flow (issue 15): who, what, when, the old and the new value. A secret (a PIN,
-- a password) is never written here in clear; such a flow records only that it changed.

-- migrate:up
alter table members add column mail_address text;

create table member_changes (
  id integer generated always as identity primary key,
  member_id text not null references members (id) on delete cascade,
  flow_id text not null,
  field text not null,
  old_value text,
  new_value text,
  changed_at timestamptz not null default now()
);
create index member_changes_member on member_changes (member_id, changed_at desc);

-- migrate:down
drop table member_changes;
alter table members drop column mail_address;
