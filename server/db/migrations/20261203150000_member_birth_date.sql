-- The member's birth date (SPEC 3.1 user attribute birthDay, 8 digits), which the PIN steps check a new PIN against
-- (SPEC 5.4), taken from the application that made the member.

-- migrate:up
alter table members add column birth_date text check (birth_date ~ '^[0-9]{8}$');
update members
set birth_date = applications.answers -> 'gender' ->> 'birthDay'
from applications
where applications.member_id = members.id
  and (applications.answers -> 'gender' ->> 'birthDay') ~ '^[0-9]{8}$';

-- migrate:down
alter table members drop column birth_date;
