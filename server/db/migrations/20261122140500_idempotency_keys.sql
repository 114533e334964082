-- Answers to state-changing calls, kept by the caller's Idempotency-Key so a repeated call (a retry after a lost
-- connection, a double tap) answers the first result instead of acting twice (DESIGN.md, security baseline).

-- migrate:up
create table idempotency_keys (
  -- The member for logged-in calls, the client address otherwise: one caller cannot read another's answers.
  scope text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('in_flight', 'done')),
  response_status integer,
  response_type text,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);

-- migrate:down
drop table idempotency_keys;
