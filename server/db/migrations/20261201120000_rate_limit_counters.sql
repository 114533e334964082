-- Issue 34 item 4: the counters of @fastify/rate-limit (server/http/rateLimitStore.ts) in the database instead of the
-- plugin's default store in process memory, so a client spreading its requests over several instances meets one
-- limit. One row per key (a limit's name and the client address); the count starts again once window_ends_at has
-- passed, decided by the database's clock in the upsert that counts, so instances with skewed clocks agree.
--
-- Named after 20261201100000: Kysely refuses a new migration that sorts before one already run.

-- migrate:up
create table rate_limit_counters (
  key text primary key,
  count integer not null,
  window_ends_at timestamptz not null
);
create index rate_limit_counters_window_ends_at on rate_limit_counters (window_ends_at);

-- migrate:down
drop table rate_limit_counters;
