// Package sqljob runs the repository's cleanup on a schedule.
package sqljob

import (
	"context"
	"time"

	"keyretention/sqlrepo"
)

type Config struct {
	Retention time.Duration
}

var defaults = Config{Retention: 2 * time.Hour}

func Run(ctx context.Context, r *sqlrepo.Repo) {
	r.Purge(ctx, 30*time.Minute) // want `rows of dedup table "processed_events" \(through Purge\) are deleted once older than 30m`
	r.Purge(ctx, 72*time.Hour)
	r.PurgeSessions(ctx, time.Minute)
}

func RunDefaults(ctx context.Context, r *sqlrepo.Repo) {
	c := defaults
	r.Purge(ctx, c.Retention) // want `once older than 2h`
}
