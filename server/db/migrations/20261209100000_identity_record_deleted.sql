-- Issue 57: a former member's identity-verification record (犯罪収益移転防止法 第6条) is deleted 7 years after the
-- relationship ended (server/retention/retentionRun.ts). The member row itself stays (the login account, the card
-- contract rows that point at it), so the job marks when it emptied the record: a record already deleted is not due
-- again, and a person who joined again after it keeps the new record until that relationship ends too.

-- migrate:up
alter table members add column identity_record_deleted_at timestamptz;

-- migrate:down
alter table members drop column identity_record_deleted_at;
