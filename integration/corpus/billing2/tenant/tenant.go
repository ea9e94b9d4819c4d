// Package tenant provisions the per-tenant tables of the event intake: each
// tenant gets its own inbox and job table, prefixed by its slug.
package tenant

import (
	"context"
	"database/sql"
	"fmt"
	"regexp"
)

var slug = regexp.MustCompile(`^[a-z][a-z0-9_]{1,30}$`)

// Provision creates the tenant's tables.
func Provision(ctx context.Context, db *sql.DB, tenant string) error {
	if !slug.MatchString(tenant) {
		return fmt.Errorf("tenant: invalid slug %q", tenant)
	}
	stmts := []string{
		fmt.Sprintf("CREATE TABLE IF NOT EXISTS %s_inbox (message_id TEXT NOT NULL, payload JSONB NOT NULL, received_at TIMESTAMPTZ NOT NULL DEFAULT now())", tenant), // want: dedupschema
		fmt.Sprintf("CREATE TABLE IF NOT EXISTS %s_processed_jobs (job_id TEXT PRIMARY KEY, finished_at TIMESTAMPTZ NOT NULL DEFAULT now())", tenant),
	}
	for _, s := range stmts {
		if _, err := db.ExecContext(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// Claim records the tenant's message; a redelivery finds it.
func Claim(ctx context.Context, db *sql.DB, tenant, messageID string, payload []byte) (bool, error) {
	if !slug.MatchString(tenant) {
		return false, fmt.Errorf("tenant: invalid slug %q", tenant)
	}
	res, err := db.ExecContext(ctx,
		fmt.Sprintf("INSERT INTO %s_inbox (message_id, payload) VALUES ($1, $2) ON CONFLICT DO NOTHING", tenant),
		messageID, payload)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
