-- The payment account an applicant registers after submitting the card application (SPEC 2.1: the bank list
-- follows), saved at every step like the application itself. One per member, only once the application exists.

-- migrate:up
create table bank_registrations (
  member_id text primary key references applications (member_id) on delete cascade,
  -- The digest of the bank step schemas the answers were last saved under.
  schema_version text not null,
  status text not null default 'draft' check (status in ('draft', 'registered')),
  current_step text not null,
  visited_steps jsonb not null,
  -- Normalised answers by step id (bankList, bankDetail, bankTransfer); only the steps on the machine's path.
  answers jsonb not null,
  registered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- migrate:down
drop table bank_registrations;
