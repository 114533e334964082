-- Issue 31: the issuer's own side. Staff sign in through OpenID Connect on the console's own listener; the service
-- keeps only who may do what (`staff_members`, keyed by the identity provider's subject) and the staff's sessions.
-- `staff_idp_accounts` is the built-in staff provider's (demo and development only: production points
-- OPS_OIDC_ISSUER at the company's provider): a password hash and a TOTP secret per demo account, and the last
-- accepted time step so one code is never accepted twice.
-- `examination_decisions` is every examiner's and supervisor's decision on a case (an application, a credit-limit
-- or cashing-limit raise, a gold upgrade, another card): one first decision and at most one second (four eyes), so
-- two decisions on one stage cannot both be written whatever the timing.

-- migrate:up
create table staff_idp_accounts (
  login_id text primary key,
  subject text not null unique,
  password_hash text not null,
  totp_secret text not null,
  totp_last_step bigint not null default 0
);

create table staff_members (
  subject text primary key,
  display_name text not null,
  roles jsonb not null default '[]'
);

create table staff_sessions (
  id_hash text primary key,
  subject text not null references staff_members (subject) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

create table examination_decisions (
  id integer generated always as identity primary key,
  case_kind text not null,
  case_id text not null,
  stage text not null check (stage in ('first', 'second')),
  decision text not null check (decision in ('approved', 'declined')),
  reason_code text not null,
  note text not null default '',
  -- The limit an approval grants (万円 for an application or a credit-limit raise, yen for a cashing limit).
  approved_amount integer,
  actor text not null,
  actor_name text not null,
  decided_at timestamptz not null default now(),
  unique (case_kind, case_id, stage)
);

alter table applications add column decision text check (decision in ('approved', 'declined'));
alter table applications add column decided_at timestamptz;

alter table credit_limit_requests drop constraint credit_limit_requests_status_check;
alter table credit_limit_requests add constraint credit_limit_requests_status_check check (status in ('examination', 'underReview', 'complete', 'declined'));
alter table card_plan_changes drop constraint card_plan_changes_status_check;
alter table card_plan_changes add constraint card_plan_changes_status_check check (status in ('done', 'examination', 'declined'));

-- migrate:down
alter table card_plan_changes drop constraint card_plan_changes_status_check;
alter table card_plan_changes add constraint card_plan_changes_status_check check (status in ('done', 'examination'));
alter table credit_limit_requests drop constraint credit_limit_requests_status_check;
alter table credit_limit_requests add constraint credit_limit_requests_status_check check (status in ('examination', 'underReview', 'complete'));
alter table applications drop column decided_at;
alter table applications drop column decision;
drop table examination_decisions;
drop table staff_sessions;
drop table staff_members;
drop table staff_idp_accounts;
