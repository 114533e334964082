-- The daily cap on wrong one-time codes (issue 13 item 9) sums a member's challenges of the last day, across
-- sessions and phone numbers; the phone-number side already has its index.
-- migrate:up
create index sms_challenges_member on sms_challenges (member_id, created_at);
-- migrate:down
drop index sms_challenges_member;
