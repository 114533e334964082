-- The card information's step-up may deliver its one-time code by a voice call instead of an SMS
-- (/member/cardinfo/auth-select; for phones that do not receive SMS): the outbox records which channel each message
-- went by, and the demo's /develop page shows it.

-- migrate:up
alter table sms_outbox add column channel text not null default 'sms' check (channel in ('sms', 'voice'));

-- migrate:down
alter table sms_outbox drop column channel;
