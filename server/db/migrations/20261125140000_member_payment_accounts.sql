-- The account a member's card bills are debited from (SPEC 2.6 /member/banklist, issue 15): one per member, the
-- last change counts; every change also writes member_changes (the account number masked there).

-- migrate:up
create table member_payment_accounts (
  member_id text primary key references members (id) on delete cascade,
  bank_code text not null check (bank_code ~ '^[0-9]{4}$'),
  branch_code text not null check (branch_code ~ '^[0-9]{3}$'),
  account_type text not null check (account_type in ('1', '2', '4')),
  account_no text not null check (account_no ~ '^[0-9]{7}$'),
  account_kana_name text not null,
  -- The bank business day the debit registration is (or was) sent to the bank: today until 15:00 Tokyo, else the next.
  requested_on date not null,
  updated_at timestamptz not null default now()
);

-- migrate:down
drop table member_payment_accounts;
