DROP TABLE customers;
DROP TABLE consumed_events;
DROP TABLE idempotency_keys;
