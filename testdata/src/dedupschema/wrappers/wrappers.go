// Package wrappers is a team's thin layer over database/sql, used by
// package claims from another package.
package wrappers

import (
	"context"
	"database/sql"
)

// Store runs statements.
type Store struct{ DB *sql.DB }

// Claim runs an INSERT that claims a key and reports whether it won.
func (s *Store) Claim(ctx context.Context, query string, args ...any) (bool, error) {
	res, err := s.DB.ExecContext(ctx, query, args...)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Migrate runs DDL statements in order.
func (s *Store) Migrate(ctx context.Context, stmts ...string) error {
	for _, q := range stmts {
		if _, err := s.DB.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}
