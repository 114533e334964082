-- The member's occupation, household and income (SPEC 3.1 jobCode, familyStructure, householdNum, income,
-- spouseIncome, familyIncome and the company fields), as the job change flow last confirmed them (issue 15): the
-- answers of its steps under the SPEC field names. Null: never changed through this service.

-- migrate:up
alter table members add column occupation jsonb;

-- migrate:down
alter table members drop column occupation;
