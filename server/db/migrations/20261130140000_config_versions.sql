-- Issue 31 item 5: product staff edit campaigns and feature flags in the console. Each save is a version (who,
-- when, the whole file); the live one is the newest published. A version may wait for its time (scheduled) and is
-- checked again then: one that no longer validates is refused with the reason, never published. config/*.json
-- stay the seed (the live config until a version is published) and an export of the current version.

-- migrate:up
create table config_versions (
  id integer generated always as identity primary key,
  file text not null check (file in ('campaigns.json', 'featureFlags.json')),
  body jsonb not null,
  author text not null,
  author_name text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  state text not null check (state in ('scheduled', 'published', 'refused')),
  publish_at timestamptz not null default now(),
  published_at timestamptz,
  refused_reason text
);
create index config_versions_live on config_versions (file, published_at desc) where state = 'published';
create index config_versions_due on config_versions (publish_at) where state = 'scheduled';

-- migrate:down
drop table config_versions;
