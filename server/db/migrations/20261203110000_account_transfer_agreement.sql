-- Issue 35, SPEC 2.6 /member/jtransfer/agreement: what the member agreed for 口座振替 (account transfer) besides the
-- account itself: when they agreed and to which version of the account-transfer terms. Rows registered before
-- this migration agreed when they were last written, to the terms then in force (2024-04-01, the only version
-- shipped so far).

-- migrate:up
alter table member_payment_accounts add column agreed_at timestamptz;
alter table member_payment_accounts add column terms_version text;
update member_payment_accounts set agreed_at = updated_at, terms_version = '2024-04-01';
alter table member_payment_accounts alter column agreed_at set not null;
alter table member_payment_accounts alter column terms_version set not null;

-- migrate:down
alter table member_payment_accounts drop column terms_version;
alter table member_payment_accounts drop column agreed_at;
