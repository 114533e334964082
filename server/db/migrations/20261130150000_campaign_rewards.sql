-- Issue 31 item 4: campaign rewards. A daily job evaluates each campaign's condition (config/campaigns.json
-- `reward`) for the members who entered it and grants the reward once: the primary key is the member and the
-- campaign, and the job inserts with ON CONFLICT DO NOTHING, so a second run, a second instance or a concurrent twin
-- grants nothing more. A grant needs its entry (the foreign key), and keeps the points as they were when granted
-- (the config may change later). `run_day` is the Tokyo day of the run that granted it.
--
-- scheduled_job_runs: one row per job and Tokyo day, inserted by the instance that runs that day's job (every
-- instance tries; the primary key lets one through). `finished_at` stays empty while it runs, and for good when the
-- process died mid-run: such a claim may be taken over later (server/campaigns/scheduledJobRuns.ts).
--
-- Named after 20261130130000 (not 120000): Kysely refuses a new migration that sorts before one already run.

-- migrate:up
create table campaign_rewards (
  member_id text not null references members (id) on delete cascade,
  campaign_code text not null check (campaign_code ~ '^[0-9]{4}$'),
  points integer not null check (points >= 0),
  granted_at timestamptz not null default now(),
  run_day date not null,
  primary key (member_id, campaign_code),
  foreign key (member_id, campaign_code) references campaign_entries (member_id, campaign_code)
);

-- The job reads a campaign's entered members; the entries' key starts with the member.
create index campaign_entries_entered on campaign_entries (campaign_code, member_id) where status = '0';

create table scheduled_job_runs (
  job text not null,
  run_day date not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  instance text not null,
  primary key (job, run_day)
);

-- migrate:down
drop table scheduled_job_runs;
drop index campaign_entries_entered;
drop table campaign_rewards;
