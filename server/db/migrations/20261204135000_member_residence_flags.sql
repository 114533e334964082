-- Issue 35, SPEC 3.1 flag keys addressMismatchFlg and residenceDeleteFlg, SPEC 8.1 4006 "also address mismatch" and
-- 4007 "also residence deleted": the member's home address no longer shown on the residence card on record (set by
-- an address change, cleared by a report with the card's back), and a residence card on record removed once it
-- lapsed (set when removed, cleared by the next report). Kept with the member, so every session of theirs carries them.

-- migrate:up
alter table members add column address_mismatch boolean not null default false;
alter table members add column residence_deleted boolean not null default false;

-- migrate:down
alter table members drop column residence_deleted;
alter table members drop column address_mismatch;
