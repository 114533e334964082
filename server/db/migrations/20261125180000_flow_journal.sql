-- What product staff read per flow and step (issue 19): views, saves, refusals (the field and the rule, never the
-- value) and completions, tied to a draft's random run reference, never to a person; and, for support engineers, an
-- append-only log of each draft's transitions (step, time, digest of the answers).

-- migrate:up
-- A random reference per draft: the step events group by it, and nothing in them names who the draft is of.
alter table flow_drafts add column run_ref text not null default gen_random_uuid()::text;

create table flow_step_events (
  id integer generated always as identity primary key,
  flow_id text not null,
  step text not null,
  kind text not null check (kind in ('view', 'save', 'invalid', 'complete')),
  run_ref text,
  field text,
  rule text,
  at timestamptz not null default now()
);
create index flow_step_events_flow on flow_step_events (flow_id, step);
create index flow_step_events_run on flow_step_events (flow_id, run_ref, id);

create table flow_transitions (
  id integer generated always as identity primary key,
  owner_id text not null,
  flow_id text not null,
  subject_id text not null,
  from_step text not null,
  to_step text not null,
  answers_digest text not null,
  at timestamptz not null default now()
);
create index flow_transitions_draft on flow_transitions (owner_id, flow_id, subject_id, id);

-- Append-only: a transition once written is never changed or removed by the service.
create function flow_transitions_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'flow_transitions is append-only';
end;
$$;
create trigger flow_transitions_append_only before update or delete on flow_transitions
  for each row execute function flow_transitions_append_only();

-- migrate:down
drop trigger flow_transitions_append_only on flow_transitions;
drop function flow_transitions_append_only();
drop table flow_transitions;
drop table flow_step_events;
alter table flow_drafts drop column run_ref;
