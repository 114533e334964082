-- Per-call credentials (SPEC 7.2, DESIGN.md identity and sessions) and the card a member last chose (SPEC 4).

-- migrate:up
-- Only the sha256 of a credential is stored. It is bound to one session through the session's web token key
-- (unique per session), so ending or rotating the session deletes its credentials with it; card_id is null for
-- an applicant or former member who has no card selected. Expiry is set from the database clock.
create table card_credentials (
  credential_hash text primary key,
  web_token_key text not null references sessions (web_token_key) on delete cascade,
  member_id text not null references members (id) on delete cascade,
  card_id text references cards (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index card_credentials_web_token_key on card_credentials (web_token_key);

-- The server's copy of the member's last selected card, used when the browser has none of its own.
create table last_selected_cards (
  member_id text primary key references members (id) on delete cascade,
  card_id text not null references cards (id) on delete cascade,
  updated_at timestamptz not null default now()
);

-- migrate:down
drop table last_selected_cards;
drop table card_credentials;
