-- The embedded identity provider's signing key, shared by every instance and kept across restarts (tokens
-- signed before a restart must still verify after it), and failed logins for throttling (DESIGN.md: no
-- rate-limit state in process memory).

-- migrate:up
create table oidc_signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create table login_failures (
  id integer generated always as identity primary key,
  -- sha256 of the login id, so the table does not list who tried to log in.
  login_id_hash text not null,
  client_address text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_login_id_hash on login_failures (login_id_hash, failed_at);
create index login_failures_client_address on login_failures (client_address, failed_at);

-- migrate:down
drop table login_failures;
drop table oidc_signing_keys;
