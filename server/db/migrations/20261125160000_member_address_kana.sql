-- The member's home address in katakana (SPEC 3.1 homeAddrKana), asked by the address change after the address.
-- Null: not registered through this service.

-- migrate:up
alter table members add column home_addr_kana text;

-- migrate:down
alter table members drop column home_addr_kana;
