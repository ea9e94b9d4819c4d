// Package store is a repository that turns pgx's unique violation into
// sentinels of its own, as teams layer it.
package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrEmailTaken is returned when users.email, UNIQUE, already holds the email.
var ErrEmailTaken = errors.New("email taken")

// ErrTicketExists is returned when a ticket's ID is taken.
var ErrTicketExists = errors.New("ticket exists")

type Store struct{ pool *pgxpool.Pool }

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// CreateUser inserts the user; a second user with the email is refused.
func (s *Store) CreateUser(ctx context.Context, id, email string) error {
	_, err := s.pool.Exec(ctx, "INSERT INTO users (id, email) VALUES ($1, $2)", id, email)
	if isUniqueViolation(err) {
		return ErrEmailTaken
	}
	return err
}

// CreateTicket inserts a ticket under the ID it is given.
func (s *Store) CreateTicket(ctx context.Context, id string) error {
	_, err := s.pool.Exec(ctx, "INSERT INTO tickets (id) VALUES ($1)", id)
	if isUniqueViolation(err) {
		return ErrTicketExists
	}
	return err
}

// CreateOrder inserts an order; nothing in it is unique but its new ID.
func (s *Store) CreateOrder(ctx context.Context, id, customer string) error {
	_, err := s.pool.Exec(ctx, "INSERT INTO orders (id, customer) VALUES ($1, $2)", id, customer)
	return err
}
