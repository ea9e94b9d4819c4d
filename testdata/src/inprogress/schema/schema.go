// Package schema holds inprogress cases on the DDL of idempotency tables.
package schema

// Only "done" and "not done": a key and when it was seen.
const Bare = `CREATE TABLE idempotency_keys (key text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now())` // want `idempotency table idempotency_keys has no state column and no stored response`

// Twin: a state column.
const WithState = `CREATE TABLE idempotent_requests (key text PRIMARY KEY, status text NOT NULL)`

// Twin: a stored response (NULL while in progress).
const WithResponse = `CREATE TABLE dedup_requests (key text PRIMARY KEY, response_body bytea)`

// Twin: the state column is added by a later migration.
const Later = `CREATE TABLE idempotency_records (key text PRIMARY KEY);
ALTER TABLE idempotency_records ADD COLUMN state text NOT NULL DEFAULT 'in_progress'`

// Twin: a consumer's inbox of message ids, written in the effect's
// transaction: no in-progress state needed.
const Inbox = `CREATE TABLE processed_messages (message_id text PRIMARY KEY)`

// Twin: not an idempotency table at all.
const Orders = `CREATE TABLE orders (id text PRIMARY KEY, amount bigint)`
