-- Identity state that must survive a restart and be seen by every instance (DESIGN.md, growing past one
-- machine): member sessions, login attempts in flight, and the embedded OpenID provider's own records.

-- migrate:up
-- Only the sha256 of a session id is stored, so a leaked table cannot be replayed as cookies.
create table sessions (
  id_hash text primary key,
  member_id text not null references members (id) on delete cascade,
  -- Handed to the browser by /api/bff/webToken so it can tell one login from the next without the session id.
  web_token_key text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index sessions_member_id on sessions (member_id);

-- An authorization request between /login and /auth/callback: PKCE verifier, state and nonce stay here, and
-- the browser only holds the attempt id (hashed here too) in a short-lived cookie.
create table login_attempts (
  id_hash text primary key,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  redirect_path text not null,
  expires_at timestamptz not null
);

-- The embedded identity provider's artifacts (sessions, interactions, codes, grants), one generic table in
-- the shape of oidc-provider's example adapters.
create table oidc_payloads (
  id text not null,
  kind text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (kind, id)
);
create index oidc_payloads_grant_id on oidc_payloads (grant_id);
create index oidc_payloads_uid on oidc_payloads (kind, uid);
create index oidc_payloads_user_code on oidc_payloads (kind, user_code);

-- migrate:down
drop table oidc_payloads;
drop table login_attempts;
drop table sessions;
