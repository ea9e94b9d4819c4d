package repository

import (
	"context"
	"database/sql"
	"time"
)

// TopUpsDDL creates the MySQL table of card top-ups; id is the client's key.
const TopUpsDDL = `CREATE TABLE IF NOT EXISTS topups (
    id         VARCHAR(64) NOT NULL PRIMARY KEY,
    account_id VARCHAR(64) NOT NULL,
    amount     BIGINT      NOT NULL,
    status     VARCHAR(16) NOT NULL,
    created_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    matched_at DATETIME(6) NULL,
    KEY topups_account_created (account_id, created_at)
)`

// TopUps is the MySQL store of top-ups (go-sql-driver/mysql).
type TopUps struct {
	db *sql.DB
}

// NewTopUps returns the top-up store over db.
func NewTopUps(db *sql.DB) *TopUps { return &TopUps{db: db} }

// TopUp is one top-up.
type TopUp struct {
	ID        string    `json:"id"`
	Account   string    `json:"account"`
	Amount    int64     `json:"amount"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"created_at"`
}

// Migrate creates the table.
func (s *TopUps) Migrate(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, TopUpsDDL)
	return err
}

// Insert records a top-up under its key; a second insert of the key fails
// with MySQL error 1062.
func (s *TopUps) Insert(ctx context.Context, t TopUp) error {
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO topups (id, account_id, amount, status) VALUES (?, ?, ?, 'succeeded')`,
		t.ID, t.Account, t.Amount)
	return err
}

// Get reads a top-up by its key.
func (s *TopUps) Get(ctx context.Context, id string) (TopUp, error) {
	t := TopUp{ID: id}
	err := s.db.QueryRowContext(ctx,
		`SELECT account_id, amount, status, created_at FROM topups WHERE id = ?`, id).
		Scan(&t.Account, &t.Amount, &t.Status, &t.CreatedAt)
	return t, err
}

// DailyTotal sums an account's top-ups since a time.
func (s *TopUps) DailyTotal(ctx context.Context, account string, since time.Time) (int64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx,
		`SELECT COALESCE(SUM(amount), 0) FROM topups WHERE account_id = ? AND created_at >= ?`, account, since).Scan(&n)
	return n, err
}

// Unmatched lists the top-ups not yet matched with the acquirer's statement,
// oldest first.
func (s *TopUps) Unmatched(ctx context.Context, limit int) ([]TopUp, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, account_id, amount, status, created_at FROM topups WHERE matched_at IS NULL ORDER BY created_at LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TopUp
	for rows.Next() {
		var t TopUp
		if err := rows.Scan(&t.ID, &t.Account, &t.Amount, &t.Status, &t.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Match records that the statement holds the top-up, with the status it gives.
func (s *TopUps) Match(ctx context.Context, id, status string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE topups SET status = ?, matched_at = CURRENT_TIMESTAMP(6) WHERE id = ?`, status, id)
	return err
}
