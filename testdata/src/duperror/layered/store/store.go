// Package store is a repository that turns pgx's unique violation into a
// sentinel of its own, as teams layer it.
package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrAlreadyExists is returned when the payment's key is taken.
var ErrAlreadyExists = errors.New("payment already exists")

// ErrNotFound is returned when no payment has the key.
var ErrNotFound = errors.New("payment not found")

type Store struct{ pool *pgxpool.Pool }

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// Insert records the payment under its idempotency key.
func (s *Store) Insert(ctx context.Context, key string, amount int64) error {
	_, err := s.pool.Exec(ctx, "INSERT INTO payments (idempotency_key, amount) VALUES ($1, $2)", key, amount)
	if isUniqueViolation(err) {
		return ErrAlreadyExists
	}
	return err
}

// Get reads the payment by its key.
func (s *Store) Get(ctx context.Context, key string) (int64, error) {
	var amount int64
	err := s.pool.QueryRow(ctx, "SELECT amount FROM payments WHERE idempotency_key = $1", key).Scan(&amount)
	if err != nil {
		return 0, ErrNotFound
	}
	return amount, nil
}
