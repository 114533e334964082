-- A campaign entry records its reward item (SPEC 3.1 campaign reward item: rewardCode, campaignCode).

-- migrate:up
alter table campaign_entries add column reward_code text;

-- migrate:down
alter table campaign_entries drop column reward_code;
