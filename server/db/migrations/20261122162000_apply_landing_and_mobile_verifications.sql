-- The partner-carrier route of the card application (SPEC 3.1, 4, 6) and its SMS step.

-- migrate:up
-- The landing's shop id, saved with the first save like the campaign code; a partner shop's prefix gives the
-- partner path.
alter table applications add column shop_id text;

-- What a one-time code proves: the member's session step-up (SPEC 2.7), or that an applicant holds the mobile
-- number they typed on the apply phone step. A code of one purpose never counts for the other.
alter table sms_challenges add column purpose text not null default 'stepUp' check (purpose in ('stepUp', 'applyMobile'));

-- Mobile numbers an applicant proved by SMS code on the apply flow. The SMS step is accepted only for a number
-- recorded here; challenges are deleted after an hour, these stay with the applicant.
create table apply_mobile_verifications (
  member_id text not null references members (id) on delete cascade,
  phone_number text not null,
  verified_at timestamptz not null default now(),
  primary key (member_id, phone_number)
);

-- migrate:down
drop table apply_mobile_verifications;
alter table sms_challenges drop column purpose;
alter table applications drop column shop_id;
