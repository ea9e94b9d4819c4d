// Package dedup is the repository a consumer claims its deliveries in: an
// interface at the boundary, implemented over go-redis and over pgx.
package dedup

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"
)

// Store is what the consumer sees of the repository.
type Store interface {
	// MarkSeen claims the delivery and returns only the error.
	MarkSeen(ctx context.Context, id string) error
	// Acquire claims the delivery and says true whatever the store answered.
	Acquire(ctx context.Context, id string) (bool, error)
	// TryClaim returns the claim's outcome.
	TryClaim(ctx context.Context, id string) (bool, error)
	// ClaimCmd returns go-redis's command: the caller reads the outcome.
	ClaimCmd(ctx context.Context, id string) *redis.BoolCmd
}

type Redis struct{ rdb *redis.Client }

func NewRedis(rdb *redis.Client) *Redis { return &Redis{rdb: rdb} }

const ttl = 7 * 24 * time.Hour

// MarkSeen drops SetNX's outcome: a lost claim returns nil too.
func (s *Redis) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.SetNX(ctx, "seen:"+id, 1, ttl).Err()
}

// Acquire returns true regardless of the claim's outcome.
func (s *Redis) Acquire(ctx context.Context, id string) (bool, error) {
	if err := s.rdb.SetNX(ctx, "seen:"+id, 1, ttl).Err(); err != nil {
		return false, err
	}
	return true, nil
}

// TryClaim returns the outcome: the caller decides.
func (s *Redis) TryClaim(ctx context.Context, id string) (bool, error) {
	return s.rdb.SetNX(ctx, "seen:"+id, 1, ttl).Result()
}

// ClaimCmd hands the command back: the caller decides.
func (s *Redis) ClaimCmd(ctx context.Context, id string) *redis.BoolCmd {
	return s.rdb.SetNX(ctx, "seen:"+id, 1, ttl)
}

// Inbox is the same repository over PostgreSQL.
type Inbox interface {
	MarkDone(ctx context.Context, id string) error
	TryMark(ctx context.Context, id string) (bool, error)
}

type Postgres struct{ pool *pgxpool.Pool }

func NewPostgres(pool *pgxpool.Pool) *Postgres { return &Postgres{pool: pool} }

// MarkDone drops the command tag: a duplicate inserts nothing and returns nil.
func (s *Postgres) MarkDone(ctx context.Context, id string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO inbox(id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	return err
}

// TryMark reads the rows affected: the caller decides.
func (s *Postgres) TryMark(ctx context.Context, id string) (bool, error) {
	tag, err := s.pool.Exec(ctx, `INSERT INTO inbox(id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

// SaveChunk records an upload's chunk once, whatever the retries: an
// INSERT … ON CONFLICT DO NOTHING into a table that is no dedup store is a
// convergent write, the effect itself, not a guard whose outcome matters.
func (s *Postgres) SaveChunk(ctx context.Context, upload string, index int) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO upload_chunks(upload_id, chunk_index) VALUES ($1, $2) ON CONFLICT DO NOTHING`, upload, index)
	return err
}
