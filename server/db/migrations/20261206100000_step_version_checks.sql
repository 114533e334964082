-- Issue 55: a saved step version is checked in the background (every path of the application's machine walked takes
-- seconds to minutes), not while the console's request waits: it is `checking` until then. `check_lease_until` is how
-- long the instance that took the check may keep it; past it (that instance died), another instance checks it again.

-- migrate:up
alter table step_versions drop constraint step_versions_state_check;
alter table step_versions add constraint step_versions_state_check
  check (state in ('checking', 'draft', 'approved', 'scheduled', 'published', 'refused'));
alter table step_versions add column check_lease_until timestamptz;
create index step_versions_checking on step_versions (id) where state = 'checking';

-- migrate:down
drop index step_versions_checking;
-- A version whose check never ended stays a draft that cannot be approved, as one with a problem.
update step_versions
  set state = 'draft', problems = '[{"field": "", "message": "確認が終わる前に戻されました。保存し直してください。"}]'
  where state = 'checking';
alter table step_versions drop column check_lease_until;
alter table step_versions drop constraint step_versions_state_check;
alter table step_versions add constraint step_versions_state_check
  check (state in ('draft', 'approved', 'scheduled', 'published', 'refused'));
