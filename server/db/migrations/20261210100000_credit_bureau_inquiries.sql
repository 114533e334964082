-- Issue 61 item 1: the designated credit bureau's inquiry about each examined case (割賦販売法 第30条の2第3項, 貸金業法
-- 第13条第2項: the issuer must use the bureau's record). The row is written pending in the same transaction as the
-- case itself, so an inquiry is never lost when the bureau or this process is down; a worker asks, retrying with
-- backoff (next_attempt_at; attempts counted), and keeps the answer (the report the examiner reads, the Acts'
-- computations' inputs) or why it has none. One row per case: a new inquiry on the same case replaces the last.

-- migrate:up
create table credit_bureau_inquiries (
  case_kind text not null,
  case_id text not null,
  member_id text not null references members (id),
  purpose text not null check (purpose in ('application', 'creditLimit', 'cashingLimit')),
  status text not null default 'pending' check (status in ('pending', 'answered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  failure text check (failure in ('timeout', 'unavailable', 'unreadable', 'noConsent')),
  report jsonb,
  consented_at timestamptz,
  requested_at timestamptz not null default now(),
  answered_at timestamptz,
  primary key (case_kind, case_id),
  check ((status = 'answered') = (report is not null))
);
create index credit_bureau_inquiries_due on credit_bureau_inquiries (next_attempt_at) where status = 'pending';
create index credit_bureau_inquiries_member on credit_bureau_inquiries (member_id);

-- migrate:down
drop table credit_bureau_inquiries;
