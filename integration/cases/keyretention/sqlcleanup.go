package keyretention

import (
	"context"
	"database/sql"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"gorm.io/gorm"
)

// Cleanup jobs of dedup tables on the real pgx v5, database/sql and gorm,
// beside their twins.

const inboxKeep = 30 * time.Minute

func PurgeInbox(ctx context.Context, pool *pgxpool.Pool) {
	pool.Exec(ctx, `DELETE FROM inbox WHERE received_at < now() - interval '1 hour'`) // want: keyretention
	pool.Exec(ctx, `DELETE FROM inbox WHERE received_at < now() - interval '14 days'`)
	pool.Exec(ctx, `DELETE FROM sessions WHERE created_at < now() - interval '1 hour'`)
	pool.Exec(ctx, `DELETE FROM inbox WHERE received_at < now() - $1::interval`, inboxKeep) // want: keyretention
}

func PurgeKeys(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().Add(-time.Hour)) // want: keyretention
	db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", time.Now().AddDate(0, 0, -30))
	db.ExecContext(ctx, "DELETE FROM rate_limits WHERE created_at < $1", time.Now().Add(-time.Minute))
}

func PurgePayments(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, "DELETE FROM payment_dedup WHERE created_at < NOW() - INTERVAL 2 DAY") // want: keyretention
	db.ExecContext(ctx, "DELETE FROM payment_dedup WHERE created_at < NOW() - INTERVAL 7 DAY")
}

type ProcessedEvent struct {
	ID        string `gorm:"primaryKey"`
	CreatedAt time.Time
}

func PurgeGorm(db *gorm.DB) {
	db.Where("created_at < ?", time.Now().Add(-3*time.Hour)).Delete(&ProcessedEvent{}) // want: keyretention
	db.Where("created_at < ?", time.Now().Add(-72*time.Hour)).Delete(&ProcessedEvent{})
}
