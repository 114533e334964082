-- The member's birthday (members.birth_day) for the members whose application predates it, from the application's
-- answer (SPEC 3.1 birthDay, eight digits the step schema accepted as a real date): the PIN steps refuse a PIN made
-- from it (SPEC 5.4) and SPEC 6 tells a minor by it.

-- migrate:up
update members
set birth_day = to_date(applications.answers -> 'gender' ->> 'birthDay', 'YYYYMMDD')
from applications
where applications.member_id = members.id
  and members.birth_day is null
  and (applications.answers -> 'gender' ->> 'birthDay') ~ '^[0-9]{8}$';

-- migrate:down
select 1;
