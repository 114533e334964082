-- The member's home address and landline (SPEC 3.1 homeZipCode, homeAddrKanji, homeSubAddrKanji, telNumFull), shown
-- on the member info page and changed through the address flow (issue 15). Null: not registered through this service.

-- migrate:up
alter table members add column home_zip_code char(7) check (home_zip_code ~ '^[0-9]{7}$');
alter table members add column home_addr_kanji text;
alter table members add column home_sub_addr_kanji text;
alter table members add column tel_num text check (tel_num ~ '^[0-9]{10,11}$');

-- migrate:down
alter table members drop column tel_num;
alter table members drop column home_sub_addr_kanji;
alter table members drop column home_addr_kanji;
alter table members drop column home_zip_code;
