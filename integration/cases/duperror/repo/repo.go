// Package repo turns pgx's unique violation into a sentinel of its own.
package repo

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

type Repo struct{ pool *pgxpool.Pool }

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// Insert records the payment under its idempotency key.
func (s *Repo) Insert(ctx context.Context, key string, amount int64) error {
	_, err := s.pool.Exec(ctx, "INSERT INTO payments (idempotency_key, amount) VALUES ($1, $2)", key, amount)
	if isUniqueViolation(err) {
		return ErrAlreadyExists
	}
	return err
}

// Get reads the payment by its key.
func (s *Repo) Get(ctx context.Context, key string) (int64, error) {
	var amount int64
	if err := s.pool.QueryRow(ctx, "SELECT amount FROM payments WHERE idempotency_key = $1", key).Scan(&amount); err != nil {
		return 0, ErrNotFound
	}
	return amount, nil
}
