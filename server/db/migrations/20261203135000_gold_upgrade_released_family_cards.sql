-- A gold switch of a card with more family cards than a gold card holds (SPEC 9: 3): the family cards the member did
-- not choose to carry over, which end when the switch is approved (issue 35). Empty: every family card moves.

-- migrate:up
alter table gold_upgrade_requests add column released_family_card_ids jsonb not null default '[]'::jsonb;

-- migrate:down
alter table gold_upgrade_requests drop column released_family_card_ids;
