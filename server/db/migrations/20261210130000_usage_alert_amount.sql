-- Issue 60: the member's own amount above which each use of their cards is told at once (「設定金額以上のご利用の
-- お知らせ」, server/cardEvents/cardNotices.ts). Null: no such notice. Yen, set on the mailing-list page.

-- migrate:up
alter table members add column usage_alert_yen integer check (usage_alert_yen is null or usage_alert_yen between 1000 and 10000000);

-- migrate:down
alter table members drop column usage_alert_yen;
