-- Issue 35, SPEC 2.6 /member/setting/sbidlinkage: a card member's account linked to their partner (SB) ID, made by
-- the linkage's certification (the partner's mobile number) and permission (the consent to receive the partner's
-- data), shown on the status page and undone there. One link per member; an undone link is deleted, and the audit
-- log keeps when it was made and undone.

-- migrate:up
create table partner_id_links (
  member_id text primary key references members (id) on delete cascade,
  partner text not null check (partner in ('SB')),
  mob_num text not null check (mob_num ~ '^0[789]0[1-9][0-9]{7}$'),
  consented_at timestamptz not null,
  linked_at timestamptz not null
);

-- migrate:down
drop table partner_id_links;
