-- The member's nationality and residence (SPEC 3.1 nationality, residenceStatus, residence-card expiry and the
-- front/back photo names; 5.6), as the nationality flow last confirmed them (issue 15). Null: never reported here.
-- The photos themselves stay in residence_card_uploads; residence_document_status (SPEC 4) follows the new card.

-- migrate:up
alter table members add column nationality char(2);
alter table members add column residence_status char(2);
alter table members add column residence_expiry date;
alter table members add column residence_card_face text;
alter table members add column residence_card_back text;

-- migrate:down
alter table members drop column residence_card_back;
alter table members drop column residence_card_face;
alter table members drop column residence_expiry;
alter table members drop column residence_status;
alter table members drop column nationality;
