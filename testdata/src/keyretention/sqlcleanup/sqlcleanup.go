// Package sqlcleanup holds cleanup jobs of dedup tables, each beside the
// twin a naive rule would wrongly flag.
package sqlcleanup

import (
	"context"
	"database/sql"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"gorm.io/gorm"
)

// A dedup table emptied of rows older than an hour.
func PurgeProcessed(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM processed_events WHERE created_at < now() - interval '1 hour'`) // want `rows of dedup table "processed_events" are deleted once older than 1h, less than the 24h a redelivery or client retry can arrive after; keep idempotency records at least 24h \(7 days where they guard payments\) before deleting them`
}

// Twin: the same job keeping rows a week.
func PurgeProcessedWeek(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM processed_events WHERE created_at < now() - interval '7 days'`)
}

// Twin: sessions and rate-limit windows are meant to be short.
func PurgeSessions(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM sessions WHERE created_at < now() - interval '30 minutes'`)
	db.ExecContext(ctx, `DELETE FROM rate_limit_windows WHERE created_at < now() - interval '1 minute'`)
}

// Twin: rows that carry their own expiry were given their retention when written.
func PurgeExpired(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE expires_at < now()`)
	db.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE expires_at < now() - interval '1 hour'`)
}

// The spellings of other databases.
func PurgeSpellings(ctx context.Context, db *sql.DB) {
	db.Exec(`DELETE FROM inbox WHERE received_at < NOW() - INTERVAL '30 minutes'`)               // want `"inbox" are deleted once older than 30m`
	db.Exec("DELETE FROM inbox WHERE received_at < NOW() - INTERVAL 1 HOUR")                     // want `"inbox" are deleted once older than 1h`
	db.Exec("DELETE FROM inbox WHERE received_at < DATE_SUB(NOW(), INTERVAL 6 HOUR)")            // want `"inbox" are deleted once older than 6h`
	db.Exec("DELETE FROM dedup_keys WHERE created_at < datetime('now', '-1 hour')")              // want `"dedup_keys" are deleted once older than 1h`
	db.Exec("DELETE FROM dedup_keys WHERE created_at < datetime('now', '-2 days')")              // twin
	db.Exec("DELETE FROM inbox WHERE received_at < DATE_SUB(NOW(), INTERVAL 2 DAY)")             // twin
	db.Exec("DELETE FROM inbox WHERE received_at < NOW() - INTERVAL ? HOUR", 2)                  // want `"inbox" are deleted once older than 2h`
	db.Exec("DELETE FROM inbox WHERE received_at < NOW() - INTERVAL ? HOUR", 48)                 // twin
	db.Exec("DELETE FROM inbox WHERE received_at > NOW() - INTERVAL 1 HOUR")                     // twin: keeps the old rows
	db.Exec("DELETE FROM inbox WHERE received_at < NOW() - INTERVAL 1 HOUR AND status = 'done'") // want `"inbox" are deleted once older than 1h`
}

const purgeAfter = "1 hour"

// Twin: stale in-progress claims released so that a retry can run:
// recovery, not retention.
func ReleaseAbandoned(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE status = 'in_progress' AND created_at < now() - interval '5 minutes'`)
	db.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE state IN ('pending', 'started') AND created_at < now() - interval '5 minutes'`)
	db.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE status = 'completed' AND created_at < now() - interval '5 minutes'`) // want `"idempotency_keys" are deleted once older than 5m`
}

// A bound interval, folded from a constant.
func PurgeBound(ctx context.Context, pool *pgxpool.Pool) {
	pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE created_at < now() - $1::interval", purgeAfter)  // want `"idempotency_keys" are deleted once older than 1h`
	pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE created_at < now() - $1::interval", 2*time.Hour) // want `"idempotency_keys" are deleted once older than 2h`
	pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE created_at < now() - $1::interval", "30 days")
}

const keep = time.Hour

// A cutoff computed in Go, with the constant's declaration as related.
func PurgeGoCutoff(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().Add(-keep)) // want `"idempotency_keys" are deleted once older than 1h`
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().UTC().Add(-time.Hour*48))
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().AddDate(0, 0, -1))
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().Add(-10*time.Minute)) // want `"idempotency_keys" are deleted once older than 10m`
}

// Twin: a cutoff from configuration that cannot be folded.
func PurgeConfigured(ctx context.Context, db *sql.DB, retention time.Duration) { // want PurgeConfigured:`ttlParam\(2\)`
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().Add(-retention))
}

// Money: a payments dedup table needs 7 days.
func PurgePayments(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM payment_idempotency_keys WHERE created_at < now() - interval '3 days'`) // want `"payment_idempotency_keys" are deleted once older than 3 days, less than the 7 days a redelivery or client retry of a payment can arrive after`
	db.ExecContext(ctx, `DELETE FROM payment_idempotency_keys WHERE created_at < now() - interval '7 days'`)
}

// A table that is no dedup table by its name but where the package claims keys.
func Claim(ctx context.Context, db *sql.DB, id string) bool {
	res, err := db.ExecContext(ctx, "INSERT INTO order_receipts (order_id) VALUES ($1) ON CONFLICT DO NOTHING", id)
	if err != nil {
		return false
	}
	n, _ := res.RowsAffected()
	return n == 1
}

func PurgeReceipts(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM order_receipts WHERE created_at < now() - interval '2 hours'`) // want `"order_receipts" are deleted once older than 2h`
}

// Twin: an audit table cleaned up quickly, never claimed in.
func PurgeAudit(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM order_audit WHERE created_at < now() - interval '2 hours'`)
}

// gorm: the model names the table.
type ProcessedMessage struct {
	ID        string
	CreatedAt time.Time
}

type CacheEntry struct {
	ID        string
	CreatedAt time.Time
}

func PurgeGorm(db *gorm.DB) {
	db.Where("created_at < ?", time.Now().Add(-6*time.Hour)).Delete(&ProcessedMessage{}) // want `"ProcessedMessage" are deleted once older than 6h`
	db.Delete(&ProcessedMessage{}, "created_at < ?", time.Now().Add(-2*time.Hour))       // want `"ProcessedMessage" are deleted once older than 2h`
	db.Where("created_at < ?", time.Now().Add(-48*time.Hour)).Delete(&ProcessedMessage{})
	db.Where("created_at < ?", time.Now().Add(-time.Hour)).Delete(&CacheEntry{})
	db.Exec("DELETE FROM processed_messages WHERE created_at < NOW() - INTERVAL '1 hour'") // want `"processed_messages" are deleted once older than 1h`
}
