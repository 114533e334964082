-- The slow hash of the PIN an applicant chose when applying (SPEC 3.1 pinNumber; never the PIN), which the card
-- issued on approval takes.

-- migrate:up
alter table applications add column pin_hash text;

-- migrate:down
alter table applications drop column pin_hash;
