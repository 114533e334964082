-- Whether a card is being reissued (SPEC 4 card reissue: 0 not reissuing, 1 reissuing): a suspension for loss or
-- theft may ask for a new card, and a reissue request sets it until the new card is sent.

-- migrate:up
alter table cards add column reissue_status text not null default '0' check (reissue_status in ('0', '1'));

-- migrate:down
alter table cards drop column reissue_status;
