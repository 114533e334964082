-- Another card applied for on a partner route (flows/multipleCard.ts, SPEC 2.6, 3.1 multiple-card working data): the
-- partner, the landing's campaign code and shop id, the mobile number the partner ID was linked with and when the
-- member consented to receive the partner's information, and a gold card's communication-fee choice ('1' pay the
-- partner's fee with the card, '0' not). All null on the ordinary route.

-- migrate:up
alter table card_applications add column partner_route text check (partner_route in ('SB', 'YM'));
alter table card_applications add column campaign_code text;
alter table card_applications add column shop_id text;
alter table card_applications add column partner_linkage_mob_num text check (partner_linkage_mob_num ~ '^0[789]0[1-9][0-9]{7}$');
alter table card_applications add column partner_linkage_consented_at timestamptz;
alter table card_applications add column communication_fee_payment text check (communication_fee_payment in ('0', '1'));

-- migrate:down
alter table card_applications drop column communication_fee_payment;
alter table card_applications drop column partner_linkage_consented_at;
alter table card_applications drop column partner_linkage_mob_num;
alter table card_applications drop column shop_id;
alter table card_applications drop column campaign_code;
alter table card_applications drop column partner_route;
