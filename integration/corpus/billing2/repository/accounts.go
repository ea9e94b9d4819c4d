package repository

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// ErrEmailTaken is returned by CreateUser when the email is registered.
var ErrEmailTaken = errors.New("email already registered")

type Accounts struct{ db *sql.DB }

func NewAccounts(db *sql.DB) *Accounts { return &Accounts{db: db} }

// CreateUser inserts the user; users.email is UNIQUE, so a second sign-up
// with the same email fails.
func (r *Accounts) CreateUser(ctx context.Context, id, email string, hash []byte) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, $3)`, id, email, hash)
	if isUniqueViolation(err) {
		return ErrEmailTaken
	}
	return err
}

// PasswordHash returns the user's ID and hash by email.
func (r *Accounts) PasswordHash(ctx context.Context, email string) (string, []byte, error) {
	var id string
	var hash []byte
	err := r.db.QueryRowContext(ctx,
		`SELECT id, password_hash FROM users WHERE email = $1`, email).Scan(&id, &hash)
	return id, hash, err
}

// CreateSession stores a session token.
func (r *Accounts) CreateSession(ctx context.Context, token, userID string, ttl time.Duration) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, $3)`,
		token, userID, time.Now().Add(ttl))
	return err
}

// CreateReset stores a password-reset token.
func (r *Accounts) CreateReset(ctx context.Context, token, userID string) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO password_resets (token, user_id, expires_at) VALUES ($1, $2, $3)`,
		token, userID, time.Now().Add(30*time.Minute))
	return err
}

func isUniqueViolation(err error) bool {
	var se interface{ SQLState() string }
	return errors.As(err, &se) && se.SQLState() == "23505"
}

// CreateOTP stores a one-time code for five minutes.
func (r *Accounts) CreateOTP(ctx context.Context, userID, code string) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO otp_codes (user_id, code, expires_at) VALUES ($1, $2, $3)`,
		userID, code, time.Now().Add(5*time.Minute))
	return err
}
