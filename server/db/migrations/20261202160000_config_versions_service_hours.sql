-- Issue 35: the operator's maintenance switches and the services' hours (config/serviceHours.json) are published in
-- the console as versions too, so every instance reads a switch within its poll, without a restart.

-- migrate:up
alter table config_versions drop constraint config_versions_file_check;
alter table config_versions add constraint config_versions_file_check
  check (file in ('campaigns.json', 'featureFlags.json', 'serviceHours.json'));

-- migrate:down
delete from config_versions where file = 'serviceHours.json';
alter table config_versions drop constraint config_versions_file_check;
alter table config_versions add constraint config_versions_file_check check (file in ('campaigns.json', 'featureFlags.json'));
