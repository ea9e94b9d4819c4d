-- +goose Up
-- +goose StatementBegin
CREATE TABLE consumed_messages (msg_id TEXT NOT NULL, consumed_at TIMESTAMPTZ NOT NULL DEFAULT now()); -- want `table consumed_messages stores message ids but msg_id has no PRIMARY KEY`
-- +goose StatementEnd

-- +goose Down
CREATE UNIQUE INDEX consumed_messages_msg_id ON consumed_messages (msg_id);
