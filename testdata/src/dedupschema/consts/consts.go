// Package consts declares its schema in Go string constants and literals run
// through database/sql and held in a migration slice: each dedup table
// without a unique key beside its correct twin.
package consts

import (
	"context"
	"database/sql"
)

// The example: no PRIMARY KEY, no UNIQUE on key.
//
// want +2 `^table idempotency_keys stores idempotency keys but key has no PRIMARY KEY or UNIQUE constraint; two concurrent inserts of the same key both succeed; add one: CREATE UNIQUE INDEX CONCURRENTLY idempotency_keys_key_uniq ON idempotency_keys \(key\)$`
const schema = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
    key         TEXT NOT NULL,          -- no PRIMARY KEY, no UNIQUE
    response    JSONB,
    created_at  TIMESTAMPTZ DEFAULT now()
);

-- Twin: the same table with the key as primary key.
CREATE TABLE IF NOT EXISTS idempotency_keys_ok (
    key         TEXT PRIMARY KEY,
    response    JSONB
);

-- Twin: an unrelated table without any key is none of our business.
CREATE TABLE audit_log (
    key     TEXT,
    line    TEXT
);
`

// A serial primary key dedupes nothing: every insert gets a new id.
//
// want +2 `table processed_messages stores message ids but message_id has no PRIMARY KEY or UNIQUE constraint`
const processed = `
CREATE TABLE processed_messages (id BIGSERIAL PRIMARY KEY, message_id TEXT NOT NULL, processed_at TIMESTAMPTZ NOT NULL DEFAULT now())`

// Twin: a table constraint on (consumer, message_id) is scoped dedup.
const processedScoped = `CREATE TABLE processed_events (
	id BIGSERIAL PRIMARY KEY,
	consumer TEXT NOT NULL,
	event_id TEXT NOT NULL,
	CONSTRAINT processed_events_uniq UNIQUE (consumer, event_id)
)`

// A unique key that includes the insert time dedupes nothing either.
//
// want +2 `table inbox stores message ids but message_id has no PRIMARY KEY or UNIQUE constraint`
const inbox = `
CREATE TABLE inbox (message_id TEXT NOT NULL, received_at TIMESTAMPTZ NOT NULL, body BYTEA, UNIQUE (message_id, received_at))`

// Twin: a dedup table without any key column is left alone (which column
// would be the key?).
const seen = `CREATE TABLE seen_things (id BIGSERIAL PRIMARY KEY, payload TEXT)`

func migrate(ctx context.Context, db *sql.DB) error {
	for _, q := range []string{schema, processed, processedScoped, inbox, seen} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	// A literal passed straight to Exec, MySQL dialect: the safe form is an
	// online ALTER TABLE.
	if _, err := db.ExecContext(ctx, "CREATE TABLE `dedup_requests` (`id` BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, `request_id` VARCHAR(64) NOT NULL) ENGINE=InnoDB"); err != nil { // want `table dedup_requests stores request ids but request_id has no PRIMARY KEY or UNIQUE constraint; .*; add one: ALTER TABLE dedup_requests ADD UNIQUE INDEX dedup_requests_request_id_uniq \(request_id\), ALGORITHM=INPLACE, LOCK=NONE`
		return err
	}
	// Twin: MySQL inline UNIQUE KEY.
	if _, err := db.ExecContext(ctx, "CREATE TABLE `dedup_ok` (`id` BIGINT AUTO_INCREMENT PRIMARY KEY, `request_id` VARCHAR(64) NOT NULL, UNIQUE KEY `uk` (`request_id`)) ENGINE=InnoDB"); err != nil {
		return err
	}
	return nil
}

// migrations is a migration slice, applied in order: the unique index of
// the second statement satisfies the first.
var migrations = []string{
	`CREATE TABLE consumed_events (event_id TEXT NOT NULL, payload JSONB)`,
	`CREATE UNIQUE INDEX consumed_events_event_id ON consumed_events (event_id)`,
	`CREATE TABLE handled_deliveries (delivery_id TEXT NOT NULL)`, // want `table handled_deliveries stores delivery ids but delivery_id has no PRIMARY KEY`
	// Twin: ALTER TABLE … ADD CONSTRAINT … UNIQUE in a later migration.
	`CREATE TABLE dedup_keys (dedup_key TEXT NOT NULL, seen_at TIMESTAMPTZ)`,
	`ALTER TABLE dedup_keys ADD CONSTRAINT dedup_keys_uniq UNIQUE (dedup_key)`,
	// Twin: a partial unique index still rejects duplicates among live rows.
	`CREATE TABLE applied_commands (request_id TEXT NOT NULL, deleted_at TIMESTAMPTZ)`,
	`CREATE UNIQUE INDEX ON applied_commands (request_id) WHERE deleted_at IS NULL`,
	// Twin: a temporary table lives for one session.
	`CREATE TEMP TABLE dedup_scratch (key TEXT)`,
	// SQLite: the safe form has no CONCURRENTLY.
	`CREATE TABLE seen_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, msg_id TEXT NOT NULL)`, // want `table seen_messages stores message ids but msg_id has no PRIMARY KEY or UNIQUE constraint; .*; add one: CREATE UNIQUE INDEX seen_messages_msg_id_uniq ON seen_messages \(msg_id\)$`
}

// Twin: DDL built at run time is not judged (the table name is unknown).
func dynamic(ctx context.Context, db *sql.DB, table string) error {
	_, err := db.ExecContext(ctx, "CREATE TABLE "+table+"_dedup (key TEXT)")
	return err
}

// Twin: the table name comes from a fmt verb.
const ddlFormat = `CREATE TABLE %s (key TEXT NOT NULL)`

// Suppressed with a reason.
//
//idemlint:ignore dedupschema the key is enforced by a trigger
const ignored = `CREATE TABLE idempotency_legacy (key TEXT NOT NULL)`
