-- One drafts table for every flow (DESIGN.md "One host for every flow"): a person's answers so far, saved at every
-- step so a reload, a closed tab or another device resumes, keyed by owner, flow and subject (the selected card of
-- a card flow, '' for a flow about nothing beyond its owner). The application and bank drafts move here with
-- nothing lost; `applications` keeps the submitted applications and `bank_registrations` the registered accounts,
-- the domain records the flows' completion effects write.

-- migrate:up
create table flow_drafts (
  owner_id text not null references members (id) on delete cascade,
  flow_id text not null,
  subject_id text not null default '',
  -- The digest of the flow's step schemas the answers were last saved under.
  schema_digest text not null,
  -- Optimistic concurrency: every write adds one; a save drawn from an older version is refused (409).
  version integer not null default 1 check (version > 0),
  status text not null default 'draft' check (status in ('draft', 'done')),
  current_step text not null,
  -- The path the machine walked over the answers (the final state last once done).
  visited jsonb not null,
  -- Normalised answers by step state; only the states on the path the machine allows.
  answers jsonb not null,
  -- Facts of the landing, taken with the first save and never changed (the application's campaign code).
  landing jsonb not null default '{}',
  -- When the person agreed to the flow's terms through a consent call (SPEC 7.2 /apply/consent/web).
  consented_at timestamptz,
  -- The machine at the end of `visited` (state and context), with the day, input and digest it was walked under:
  -- a save of that frontier step advances it instead of replaying every earlier step.
  snapshot jsonb,
  result_state text,
  -- What the completion effect answered (the application's inquiry number).
  result_data jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  done_at timestamptz,
  primary key (owner_id, flow_id, subject_id)
);

insert into flow_drafts (owner_id, flow_id, subject_id, schema_digest, version, status, current_step, visited, answers, landing, consented_at, result_state, result_data, created_at, updated_at, done_at)
select member_id, 'apply', '', schema_version, 1,
  case when status = 'submitted' then 'done' else 'draft' end,
  current_step, visited_steps, answers,
  jsonb_build_object('campaignCode', campaign_code, 'adData', ad_data, 'shopId', shop_id),
  consented_at,
  case when status = 'submitted' then result end,
  case when status = 'submitted' then jsonb_build_object('inquiryNumber', inquiry_number) end,
  created_at, updated_at, submitted_at
from applications;

insert into flow_drafts (owner_id, flow_id, subject_id, schema_digest, version, status, current_step, visited, answers, result_state, result_data, created_at, updated_at, done_at)
select member_id, 'bank', '', schema_version, 1,
  case when status = 'registered' then 'done' else 'draft' end,
  current_step, visited_steps, answers,
  case when status = 'registered' then 'registered' end,
  case when status = 'registered' then '{}'::jsonb end,
  created_at, updated_at, registered_at
from bank_registrations;

-- The domain tables keep what the effects write: submitted applications, registered accounts.
delete from bank_registrations where status = 'draft';
delete from applications where status = 'draft';
alter table applications add constraint applications_submitted check (status = 'submitted');
alter table bank_registrations add constraint bank_registrations_registered check (status = 'registered');

-- migrate:down
alter table bank_registrations drop constraint bank_registrations_registered;
alter table applications drop constraint applications_submitted;

insert into applications (member_id, schema_version, status, current_step, visited_steps, answers, campaign_code, ad_data, shop_id, consented_at, created_at, updated_at)
select owner_id, schema_digest, 'draft', current_step, visited, answers,
  landing ->> 'campaignCode', landing ->> 'adData', landing ->> 'shopId', consented_at, created_at, updated_at
from flow_drafts
where flow_id = 'apply' and subject_id = '' and status = 'draft';

insert into bank_registrations (member_id, schema_version, status, current_step, visited_steps, answers, created_at, updated_at)
select d.owner_id, d.schema_digest, 'draft', d.current_step, d.visited, d.answers, d.created_at, d.updated_at
from flow_drafts d
join applications a on a.member_id = d.owner_id
where d.flow_id = 'bank' and d.subject_id = '' and d.status = 'draft';

drop table flow_drafts;
