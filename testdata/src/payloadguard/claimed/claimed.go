// Package claimed holds payloadguard cases on stores whose name says
// nothing of idempotency but whose key the package claims atomically: the
// claim makes them idempotency records.
package claimed

import (
	"context"
	"database/sql"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// LimitRequest is claimed under its key and keeps the response.
type LimitRequest struct { // want `idempotency model LimitRequest \(table limit_requests\) stores a response \(ResponseCode\) and no fingerprint of the request`
	Key          string `gorm:"primaryKey"`
	State        string
	ResponseCode int
	ResponseBody []byte
}

// PayeeRequest is claimed too, with the request's hash: correct.
type PayeeRequest struct {
	Key          string `gorm:"primaryKey"`
	RequestHash  string
	ResponseBody []byte
}

// ReportRun keeps a result and is written plainly, never claimed: no
// idempotency record.
type ReportRun struct {
	ID     string `gorm:"primaryKey"`
	Result []byte
}

func BeginLimit(ctx context.Context, db *gorm.DB, key string) bool {
	return db.Clauses(clause.OnConflict{DoNothing: true}).Create(&LimitRequest{Key: key, State: "in_progress"}).RowsAffected == 1
}

func BeginPayee(ctx context.Context, db *gorm.DB, key, hash string) bool {
	return db.Clauses(clause.OnConflict{DoNothing: true}).Create(&PayeeRequest{Key: key, RequestHash: hash}).RowsAffected == 1
}

func SaveRun(db *gorm.DB, r *ReportRun) error { return db.Create(r).Error }

// A table claimed by its key and keeping the response.
const payoutRequests = `CREATE TABLE payout_requests (key text PRIMARY KEY, status text NOT NULL, response_code int, response_body bytea)` // want `idempotency table payout_requests stores a response \(response_code\) and no fingerprint of the request`

// Twin: the same claimed table with the request's hash.
const transferRequests = `CREATE TABLE transfer_requests (key text PRIMARY KEY, request_hash bytea NOT NULL, response_body bytea)`

// Twin: a results table nothing claims.
const reportRuns = `CREATE TABLE report_runs (id text PRIMARY KEY, result jsonb)`

func BeginPayout(ctx context.Context, db *sql.DB, key string) (bool, error) {
	res, err := db.ExecContext(ctx, `INSERT INTO payout_requests (key, status) VALUES ($1, 'pending') ON CONFLICT (key) DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func BeginTransfer(ctx context.Context, db *sql.DB, key string, hash []byte) error {
	_, err := db.ExecContext(ctx, `INSERT INTO transfer_requests (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, key, hash)
	return err
}
