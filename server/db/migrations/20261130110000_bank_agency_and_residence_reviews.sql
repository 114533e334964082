-- Issue 31: the two requests left for staff that had no state of their own. A bank-agency request is answered
-- (closed: handled, or declined as not the card company's to answer) and a residence report is reviewed (SPEC 4's
-- review digit of members.residence_document_status: verified, unclear photo, content differs, deficiencies).

-- migrate:up
alter table support_requests add column status text not null default 'open' check (status in ('open', 'answered', 'declined'));

create table residence_reports (
  id integer generated always as identity primary key,
  member_id text not null references members (id) on delete cascade,
  nationality text not null,
  residence_status text,
  residence_expiry date,
  residence_card_face text,
  residence_card_back text,
  -- submitted until a staff member reviews it; then its SPEC 4 review digit (0 verified, 1 unclear, 2 differs, 3 deficient).
  status text not null default 'submitted' check (status in ('submitted', 'reviewed')),
  review text check (review in ('0', '1', '2', '3')),
  created_at timestamptz not null default now()
);
create index residence_reports_open on residence_reports (created_at) where status = 'submitted';

-- migrate:down
drop table residence_reports;
alter table support_requests drop column status;
