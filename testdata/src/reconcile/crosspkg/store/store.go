// Package store is the repository a job in another package reads: its
// functions carry reconcile's reads fact.
package store

import (
	"context"
	"database/sql"
)

// Payment is a local record.
type Payment struct {
	ChargeID string
	Amount   int64
}

// Store reads payments.
type Store struct{ db *sql.DB }

// Pending reads the unreconciled payments.
func (s *Store) Pending(ctx context.Context) ([]Payment, error) { // want Pending:`reads\(local\)`
	rows, err := s.db.QueryContext(ctx, `SELECT charge_id, amount FROM payments WHERE reconciled_at IS NULL`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Payment
	for rows.Next() {
		var p Payment
		if err := rows.Scan(&p.ChargeID, &p.Amount); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Count reads nothing a job compares: no fact.
func Count(ps []Payment) int { return len(ps) }
