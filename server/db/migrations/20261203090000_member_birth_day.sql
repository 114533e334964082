-- Issue 35, SPEC 6: a minor (under 18, who holds the card with a guardian) is refused some services (availability
-- code 2), so the member's birthday is kept: copied from the application when it is approved. Null for members
-- whose application predates it; such a member is not taken for a minor.

-- migrate:up
alter table members add column birth_day date;

-- migrate:down
alter table members drop column birth_day;
