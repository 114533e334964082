-- Issue 56: a claimed Idempotency-Key was "in flight" for its whole day when the instance handling it died, so every
-- retry under that key answered 409 until the key expired. A claim now lasts until lease_until: a retry after it
-- takes the key over and runs. Rows claimed before this migration get a lease from now.

-- migrate:up
alter table idempotency_keys add column lease_until timestamptz;
update idempotency_keys set lease_until = now() + interval '60 seconds' where state = 'in_flight';

-- migrate:down
alter table idempotency_keys drop column lease_until;
