// Package repo is the repository of a service-shaped inprogress case: it
// claims keys in SQL; the service that calls it decides what a duplicate
// gets.
package repo

import (
	"context"
	"database/sql"
)

type Repo struct{ db *sql.DB }

func New(db *sql.DB) *Repo { return &Repo{db: db} }

// Claim inserts the key in progress; it reports whether this call won.
func (r *Repo) Claim(ctx context.Context, key string) (bool, error) {
	res, err := r.db.ExecContext(ctx, `INSERT INTO payment_requests (key, state) VALUES ($1, 'in_progress') ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Complete records the outcome.
func (r *Repo) Complete(ctx context.Context, key, chargeID string) error {
	_, err := r.db.ExecContext(ctx, `UPDATE payment_requests SET state = 'succeeded', response = $2 WHERE key = $1`, key, chargeID)
	return err
}

// Load reads the stored state and outcome.
func (r *Repo) Load(ctx context.Context, key string) (state, chargeID string, err error) {
	err = r.db.QueryRowContext(ctx, `SELECT state, response FROM payment_requests WHERE key = $1`, key).Scan(&state, &chargeID)
	return state, chargeID, err
}
