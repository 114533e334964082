-- SPEC 7.2 POST /external/v1/connect/authentication/sbidlinkage/multiple/accesstoken: the access token of another
-- card's partner-ID linkage, issued once the member gave the partner's mobile number and spent by the linkage's
-- consent call (POST /external/v1/apply/multiple/consent/sbidlinkage). Kept only as a hash, for ten minutes, once.

-- migrate:up
create table partner_linkage_tokens (
  token_hash text primary key,
  member_id text not null references members (id) on delete cascade,
  mob_num text not null check (mob_num ~ '^0[789]0[1-9][0-9]{7}$'),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index partner_linkage_tokens_member on partner_linkage_tokens (member_id);

-- migrate:down
drop table partner_linkage_tokens;
