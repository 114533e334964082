-- Issue 57 item 3 (個人情報保護法 第34条 and 第35条): a person's request to correct their data (訂正・追加・削除) or to
-- stop using it (利用停止・消去・第三者提供の停止), received by post or by phone and filed in the console by one staff
-- member, decided by a supervisor who is not the one who filed it (four eyes). The row is the record of the request
-- and of its decision; the person is told the result by mail (第34条第3項, 第35条第7項). The last check keeps the four
-- eyes in the database itself, whatever a route does.

-- migrate:up
create table data_rights_requests (
  id integer generated always as identity primary key,
  member_id text not null references members (id),
  kind text not null check (kind in ('correction', 'stopUse')),
  letter_reference text not null,
  request_text text not null check (char_length(request_text) between 1 and 1000),
  filed_by text not null,
  filed_by_name text not null,
  filed_at timestamptz not null default now(),
  decision text check (decision in ('approved', 'declined')),
  decided_by text,
  decided_by_name text,
  decided_at timestamptz,
  decision_note text not null default '',
  check ((decision is null) = (decided_by is null)),
  check (decided_by is null or decided_by <> filed_by)
);
create index data_rights_requests_open on data_rights_requests (filed_at) where decision is null;
create index data_rights_requests_member on data_rights_requests (member_id);

-- migrate:down
drop table data_rights_requests;
