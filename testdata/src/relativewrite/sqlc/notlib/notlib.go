// Package notlib calls SQL through an interface that no library the
// knowledge describes implements: its Exec returns (int64, error), which
// neither database/sql nor pgx has. Nothing proves the call runs the text
// against a database, so it stays silent.
package notlib

import "context"

type Runner interface {
	Exec(ctx context.Context, query string, args ...any) (int64, error)
}

type Store struct{ r Runner }

func (s *Store) Credit(ctx context.Context, id string, amt int64) error {
	_, err := s.r.Exec(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id)
	return err
}
