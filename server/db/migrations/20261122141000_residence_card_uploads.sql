-- Residence-card photos an applicant or member uploaded (SPEC 3.1): the stored file's server-chosen name, whose
-- it is (a photo is only ever served back to its owner), which side of the card, and the name it had on the phone.

-- migrate:up
create table residence_card_uploads (
  file_name text primary key,
  member_id text not null references members (id) on delete cascade,
  image_type text not null check (image_type in ('face', 'back')),
  upload_type text not null check (upload_type in ('apply', 'member')),
  original_file_name text not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  scanned boolean not null,
  created_at timestamptz not null default now()
);
create index residence_card_uploads_member_id on residence_card_uploads (member_id);

-- migrate:down
drop table residence_card_uploads;
