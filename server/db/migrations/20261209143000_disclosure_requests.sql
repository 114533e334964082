-- Issue 57 item 3 (個人情報保護法 第33条): a person's request for the disclosure of what the issuer holds about them,
-- asked by the member in the member area (after the SMS check) or received by post and prepared by staff in the
-- console. The row is the record that a disclosure was asked for and made, and is kept after its export is gone:
-- the export (one ZIP with a PDF and a JSON, server/disclosure/) lives in the file store under `export_file` until
-- the retention job deletes it (its link used, replaced or expired), then `export_deleted_at` says when.
-- The link's token is kept as its SHA-256 only, like the mail address change's; nothing here is personal beyond whose
-- request it is.
--
-- uploaded_files learns the export's name and type: until now it held only residence-card photos.

-- migrate:up
create table disclosure_requests (
  id uuid primary key,
  member_id text not null references members (id),
  received_by text not null check (received_by in ('member', 'post')),
  -- The staff member who prepared a postal request (their provider subject); null for the member's own.
  prepared_by text,
  requested_at timestamptz not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  downloaded_at timestamptz,
  -- A newer request of the same member ends this one's link (the mail the member reads is the newest).
  superseded_at timestamptz,
  export_file text not null,
  export_deleted_at timestamptz
);
create index disclosure_requests_member on disclosure_requests (member_id, requested_at desc);
-- The retention job reads the exports still stored.
create index disclosure_requests_stored on disclosure_requests (requested_at) where export_deleted_at is null;

alter table uploaded_files drop constraint uploaded_files_name_check;
alter table uploaded_files add constraint uploaded_files_name_check check (name ~ '^[0-9a-f-]{36}\.(png|jpg|zip)$');
alter table uploaded_files drop constraint uploaded_files_content_type_check;
alter table uploaded_files add constraint uploaded_files_content_type_check
  check (content_type in ('image/png', 'image/jpeg', 'application/zip'));

-- migrate:down
delete from uploaded_files where name like '%.zip';
alter table uploaded_files drop constraint uploaded_files_content_type_check;
alter table uploaded_files add constraint uploaded_files_content_type_check check (content_type in ('image/png', 'image/jpeg'));
alter table uploaded_files drop constraint uploaded_files_name_check;
alter table uploaded_files add constraint uploaded_files_name_check check (name ~ '^[0-9a-f-]{36}\.(png|jpg)$');
drop table disclosure_requests;
