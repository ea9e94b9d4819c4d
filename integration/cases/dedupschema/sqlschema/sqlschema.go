// Package sqlschema creates its tables with database/sql and pgx, and
// claims keys in them.
package sqlschema

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5/pgxpool"
)

const schema = `
CREATE TABLE IF NOT EXISTS idempotency_keys ( -- want: dedupschema, payloadguard
    key         TEXT NOT NULL,
    response    JSONB,
    created_at  TIMESTAMPTZ DEFAULT now()
);
CREATE TABLE IF NOT EXISTS idempotency_keys_ok ( -- want: payloadguard
    key         TEXT PRIMARY KEY,
    response    JSONB
);
CREATE TABLE IF NOT EXISTS audit_log (key TEXT, line TEXT);
`

// migrations run in order: a unique index in a later statement satisfies
// an earlier table.
var migrations = []string{
	`CREATE TABLE processed_messages (id BIGSERIAL PRIMARY KEY, message_id TEXT NOT NULL)`, // want: dedupschema
	`CREATE TABLE processed_events (id BIGSERIAL PRIMARY KEY, event_id TEXT NOT NULL)`,
	`CREATE UNIQUE INDEX CONCURRENTLY processed_events_event_id ON processed_events (event_id)`,
	`CREATE TABLE inbox (consumer TEXT NOT NULL, message_id TEXT NOT NULL, PRIMARY KEY (consumer, message_id))`,
	`CREATE TABLE job_runs (id BIGSERIAL PRIMARY KEY, job_id TEXT NOT NULL)`, // want: dedupschema
	`CREATE TABLE payments_claimed (payment_id TEXT PRIMARY KEY)`,
}

func Migrate(ctx context.Context, db *sql.DB) error {
	if _, err := db.ExecContext(ctx, schema); err != nil {
		return err
	}
	for _, m := range migrations {
		if _, err := db.ExecContext(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// ClaimJob claims into job_runs, whose job_id has no key: the claim never
// conflicts (reported at the CREATE TABLE, with this call as related).
func ClaimJob(ctx context.Context, pool *pgxpool.Pool, job string) (bool, error) {
	tag, err := pool.Exec(ctx, `INSERT INTO job_runs (job_id) VALUES ($1) ON CONFLICT DO NOTHING`, job)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

// ClaimPayment is its twin: payment_id is the primary key.
func ClaimPayment(ctx context.Context, pool *pgxpool.Pool, id string) (bool, error) {
	tag, err := pool.Exec(ctx, `INSERT INTO payments_claimed (payment_id) VALUES ($1) ON CONFLICT (payment_id) DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}
