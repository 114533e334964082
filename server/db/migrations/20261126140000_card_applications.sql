-- Another card a member applied for (issue 16, SPEC 2.6 multiple card), examined before it is issued: its type,
-- brand, face and purpose, and the slow hash of its PIN (never the PIN). One open application per member.

-- migrate:up
create table card_applications (
  id integer generated always as identity primary key,
  member_id text not null references members (id),
  card_type text not null check (card_type in ('0', '1')),
  network_code text not null check (network_code in ('1', '2', '9')),
  face_code text not null,
  purpose text not null,
  pin_hash text not null,
  status text not null default 'underReview' check (status in ('underReview', 'approved', 'declined')),
  created_at timestamptz not null default now()
);
create unique index card_applications_open on card_applications (member_id) where status = 'underReview';

-- migrate:down
drop table card_applications;
