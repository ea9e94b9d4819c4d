// Package schema holds payloadguard cases on the DDL of idempotency
// tables: each positive beside its correct twin.
package schema

// A stored response, and nothing that says what the request was.
const Replays = `CREATE TABLE idempotency_keys (key text PRIMARY KEY, status text NOT NULL, response_code int, response_body bytea)` // want `idempotency table idempotency_keys stores a response \(response_code\) and no fingerprint of the request`

// Twin: a hash of the request beside the response.
const Hashed = `CREATE TABLE idempotent_requests (key text PRIMARY KEY, request_hash bytea NOT NULL, status text, response jsonb)`

// Twin: the fingerprint column is added by a later migration.
const Later = `CREATE TABLE idempotency_records (key text PRIMARY KEY, response jsonb);
ALTER TABLE idempotency_records ADD COLUMN fingerprint text`

// Twin: a consumer's seen-table replays nothing.
const Seen = `CREATE TABLE processed_messages (message_id text PRIMARY KEY, processed_at timestamptz)`

// Twin: no stored response (inprogress's concern): nothing is replayed.
const NoResponse = `CREATE TABLE dedup_requests (key text PRIMARY KEY, status text)`

// Twin: a table of results that is no idempotency store.
const Reports = `CREATE TABLE report_results (id text PRIMARY KEY, result jsonb)`
