-- +goose Up
-- Twin: the key is unique; the Down section drops it, and is not read.
CREATE TABLE seen_webhooks (
    request_id TEXT NOT NULL,
    CONSTRAINT seen_webhooks_uniq UNIQUE (request_id)
);

-- +goose Down
ALTER TABLE seen_webhooks DROP CONSTRAINT seen_webhooks_uniq;
DROP TABLE seen_webhooks;
