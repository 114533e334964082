-- Every action a person of the issuer takes on someone else's data or on a message (issue 30's resend; the
-- examination decisions; issue 31's console adds its own): who, what, on which record, with what, when. Append-only:
-- the service never changes or removes a row, and the database refuses it whoever asks (triggers on update, delete
-- and truncate), so an auditor reads what happened, not what someone left.

-- migrate:up
create table audit_log (
  id integer generated always as identity primary key,
  actor text not null,
  action text not null,
  subject_type text not null,
  subject_id text not null,
  detail jsonb not null default '{}',
  at timestamptz not null default now()
);
create index audit_log_subject on audit_log (subject_type, subject_id, id);
create index audit_log_actor on audit_log (actor, id);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();

-- migrate:down
drop trigger audit_log_no_truncate on audit_log;
drop trigger audit_log_no_change on audit_log;
drop function audit_log_append_only();
drop table audit_log;
