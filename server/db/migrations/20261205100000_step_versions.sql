-- Issue 55: product staff change a step's texts, order and optional questions in the console. Each save is a version
-- of one step file (`step`, as `apply/attribute`), kept with the problems the checks found (a version with one is never
-- approved); a second product staff member approves it (never its author); it is published at once or at a time, and
-- the live version of a step is its newest published one. The repo's schemas/ files stay the first version:
-- `base_digest` is the file a version was edited from, so a deploy that changes the file is reported, not overwritten.

-- `body` is json, not jsonb: jsonb reorders an object's keys, and the order of a step's properties is the order its
-- fields are drawn in (and the text its module is compiled from, named by its hash).

-- migrate:up
create table step_versions (
  id integer generated always as identity primary key,
  step text not null,
  body json not null,
  base_digest text not null,
  module_hash text,
  problems jsonb not null default '[]',
  author text not null,
  author_name text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  state text not null check (state in ('draft', 'approved', 'scheduled', 'published', 'refused')),
  approved_by text,
  approved_by_name text,
  approved_at timestamptz,
  publish_at timestamptz,
  published_at timestamptz,
  refused_reason text,
  preview_token text unique
);
create index step_versions_by_step on step_versions (step, id desc);
create index step_versions_live on step_versions (step, published_at desc) where state = 'published';
create index step_versions_due on step_versions (publish_at) where state = 'scheduled';
create index step_versions_module on step_versions (module_hash);

-- migrate:down
drop table step_versions;
