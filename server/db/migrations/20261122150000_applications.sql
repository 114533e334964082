-- The card application of an applicant (SPEC 3.1 apply entry data), saved at every step so a reload, a closed tab
-- or another device resumes it (DESIGN.md: drafts on the server). One application per member.

-- migrate:up
create table applications (
  member_id text primary key references members (id) on delete cascade,
  -- The digest of the step schemas the answers were last saved under.
  schema_version text not null,
  status text not null default 'draft' check (status in ('draft', 'submitted')),
  current_step text not null,
  visited_steps jsonb not null,
  -- Normalised answers by step id; only the steps on the path the machine allows.
  answers jsonb not null,
  campaign_code text,
  -- SPEC 3.1: adData travels as JSON text.
  ad_data text,
  consented_at timestamptz,
  -- SPEC 5.4: 16 digits.
  inquiry_number text unique check (inquiry_number ~ '^[0-9]{16}$'),
  result text check (result in ('complete', 'underReview')),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- migrate:down
drop table applications;
