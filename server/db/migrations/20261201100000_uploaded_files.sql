-- Issue 34: uploaded files (residence-card photos) in the database, so that every instance and the staff console on
-- another machine read the same ones; until now each photo lay in a folder of the instance that received it
-- (UPLOAD_DIR), which no other machine could open. The name is the server's own (a UUID and the image's extension,
-- the same check as server/uploads/fileStorage.ts), never the uploader's; a file is written once and never replaced,
-- as the folder's exclusive create did. The photo's owner and side stay in residence_card_uploads, which names the
-- file: the bytes are kept apart so that reading the uploads' list never drags megabytes along.
--
-- Named after 20261130150000: Kysely refuses a new migration that sorts before one already run.

-- migrate:up
create table uploaded_files (
  name text primary key check (name ~ '^[0-9a-f-]{36}\.(png|jpg)$'),
  bytes bytea not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  created_at timestamptz not null default now()
);

-- migrate:down
drop table uploaded_files;
