-- A draft's path, answers and stored machine are written whole at every step save and read whole, never searched
-- inside by SQL: `json` keeps them as the checked text they arrive as, where `jsonb` converts them into its binary
-- form on every write and back on every read. On the embedded database that conversion was a tenth of a save's
-- database time (bench/README.md, step save).

-- migrate:up
alter table flow_drafts
  alter column visited type json using visited::json,
  alter column answers type json using answers::json,
  alter column snapshot type json using snapshot::json;

-- migrate:down
alter table flow_drafts
  alter column visited type jsonb using visited::jsonb,
  alter column answers type jsonb using answers::jsonb,
  alter column snapshot type jsonb using snapshot::jsonb;
