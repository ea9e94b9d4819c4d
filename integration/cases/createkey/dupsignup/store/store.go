// Package store turns pgx's unique violation into sentinels of its own.
package store

import (
	"context"
	"errors"

	"github.com/jackc/pgerrcode"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrEmailTaken: users.email is UNIQUE.
var ErrEmailTaken = errors.New("email taken")

type Store struct{ Pool *pgxpool.Pool }

// CreateUser inserts a user; a second one with the email is refused.
func (s *Store) CreateUser(ctx context.Context, id, email string) error {
	_, err := s.Pool.Exec(ctx, "INSERT INTO users (id, email) VALUES ($1, $2)", id, email)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgerrcode.UniqueViolation {
		return ErrEmailTaken
	}
	return err
}

// CreateOrder inserts an order under its new ID.
func (s *Store) CreateOrder(ctx context.Context, id, customer string) error {
	_, err := s.Pool.Exec(ctx, "INSERT INTO orders (id, customer) VALUES ($1, $2)", id, customer)
	return err
}
