// Package sqlrepo is a repository whose cleanup takes the retention from
// its caller: the caller's constant decides (a fact on Purge).
package sqlrepo

import (
	"context"
	"database/sql"
	"time"
)

type Repo struct{ db *sql.DB }

func (r *Repo) Purge(ctx context.Context, age time.Duration) error { // want Purge:`ttlParam\(2\)`
	_, err := r.db.ExecContext(ctx, "DELETE FROM processed_events WHERE created_at < $1", time.Now().Add(-age))
	return err
}

// PurgeSessions takes a retention too, of a table that is no dedup table.
func (r *Repo) PurgeSessions(ctx context.Context, age time.Duration) error {
	_, err := r.db.ExecContext(ctx, "DELETE FROM sessions WHERE created_at < $1", time.Now().Add(-age))
	return err
}
