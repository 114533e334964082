-- SPEC 3.2 "emergency reissue 0/1": a card issued as an emergency card abroad (valid about two months). The web does
-- not reissue it; the member is told to apply once home (the SPEC 8.2 emergency reissue notice).

-- migrate:up
alter table cards add column emergency_reissue text not null default '0' check (emergency_reissue in ('0', '1'));

-- migrate:down
alter table cards drop column emergency_reissue;
