-- Which mail a member receives (issue 15, /member/mail/lists): the lists' fields of schemas/mailingLists/lists.json
-- with true or false. Null: never chosen, when the schema's defaults hold (advertising mail off until the member opts
-- in, as the Act on Regulation of Transmission of Specified Electronic Mail requires).

-- migrate:up
alter table members add column mailing_lists jsonb;

-- migrate:down
alter table members drop column mailing_lists;
