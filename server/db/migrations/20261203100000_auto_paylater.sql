-- Issue 35, SPEC 2.6 /member/paylater (あと払い): whether the payment app's payments are charged to a card and paid
-- with the card's next bill (SPEC 3.1 autoPaylaterFlg, the multiple-card data's "auto-paylater info"). The app
-- charges one card, so at most one card of a member has it on: the unique index is the last word when two windows
-- switch two cards at once. `paylater_consented_at` is when the member last agreed to the pay-later terms (SPEC 7.3
-- GET /v1/apply/{ppcdWebGuid}/consent/paylater answers whether there is such a time).

-- migrate:up
alter table cards add column auto_paylater boolean not null default false;
create unique index cards_one_auto_paylater_per_member on cards (member_id) where auto_paylater;
alter table members add column paylater_consented_at timestamptz;

-- migrate:down
alter table members drop column paylater_consented_at;
drop index cards_one_auto_paylater_per_member;
alter table cards drop column auto_paylater;
