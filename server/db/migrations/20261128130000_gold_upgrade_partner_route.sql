-- A gold upgrade asked for on a partner route (flows/goldUpgrade.ts, server/memberSettings/partnerRoute.ts): the
-- partner, the landing's campaign code and shop id, the mobile number the partner ID was linked with and when the
-- member consented. All null on the ordinary route.

-- migrate:up
alter table gold_upgrade_requests add column partner_route text check (partner_route in ('SB', 'YM'));
alter table gold_upgrade_requests add column campaign_code text;
alter table gold_upgrade_requests add column shop_id text;
alter table gold_upgrade_requests add column partner_linkage_mob_num text check (partner_linkage_mob_num ~ '^0[789]0[1-9][0-9]{7}$');
alter table gold_upgrade_requests add column partner_linkage_consented_at timestamptz;

-- migrate:down
alter table gold_upgrade_requests drop column partner_linkage_consented_at;
alter table gold_upgrade_requests drop column partner_linkage_mob_num;
alter table gold_upgrade_requests drop column shop_id;
alter table gold_upgrade_requests drop column campaign_code;
alter table gold_upgrade_requests drop column partner_route;
