// Package inbox is the dedup repository: an interface at the boundary,
// implemented over go-redis v9 and over pgx v5.
package inbox

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"
)

// Store records that a delivery was taken.
type Store interface {
	// Take claims the delivery; the bool says whether this caller won.
	Take(ctx context.Context, id string) (bool, error)
}

const keep = 30 * 24 * time.Hour

// Redis drops SetNX's outcome: Take answers true for a duplicate too.
type Redis struct{ rdb *redis.Client }

func NewRedis(rdb *redis.Client) *Redis { return &Redis{rdb: rdb} }

func (s *Redis) Take(ctx context.Context, id string) (bool, error) {
	if err := s.rdb.SetNX(ctx, "inbox:"+id, 1, keep).Err(); err != nil {
		return false, err
	}
	return true, nil
}

// Postgres returns the outcome: rows affected by ON CONFLICT DO NOTHING.
type Postgres struct{ pool *pgxpool.Pool }

func NewPostgres(pool *pgxpool.Pool) *Postgres { return &Postgres{pool: pool} }

func (s *Postgres) Taken(ctx context.Context, id string) (bool, error) {
	tag, err := s.pool.Exec(ctx, `INSERT INTO inbox(id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}
