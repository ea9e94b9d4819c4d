// Package sqlstore is a repository over database/sql that does not import
// its driver: it reads the SQLSTATE through an interface of its own, which
// pgx's *pgconn.PgError and lib/pq's *pq.Error both satisfy.
package sqlstore

import (
	"context"
	"database/sql"
	"errors"
)

// ErrEmailTaken is returned when users.email, UNIQUE, already holds the email.
var ErrEmailTaken = errors.New("email taken")

// ErrRetryable is returned when the transaction lost a serialization race.
var ErrRetryable = errors.New("retry the transaction")

type Store struct{ db *sql.DB }

func sqlState(err error) string {
	var se interface{ SQLState() string }
	if errors.As(err, &se) {
		return se.SQLState()
	}
	return ""
}

func isUniqueViolation(err error) bool {
	var se interface{ SQLState() string }
	return errors.As(err, &se) && se.SQLState() == "23505"
}

// CreateUser inserts the user; a second user with the email is refused.
func (s *Store) CreateUser(ctx context.Context, id, email string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO users (id, email) VALUES ($1, $2)", id, email)
	if isUniqueViolation(err) {
		return ErrEmailTaken
	}
	return err
}

// CreateMember inserts a member; the code it tells is a serialization
// failure (40001), not a duplicate.
func (s *Store) CreateMember(ctx context.Context, id, email string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO members (id, email) VALUES ($1, $2)", id, email)
	if sqlState(err) == "40001" {
		return ErrRetryable
	}
	return err
}
