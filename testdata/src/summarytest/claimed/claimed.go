package claimed // want package:"relevant"

// Functions that take an atomic claim and drop its outcome carry
// unchecked-claim; those that return or branch on it do not.

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
)

type S struct {
	rdb *redis.Client
	db  *sql.DB
}

func (s *S) ErrOnly(ctx context.Context, id string) error { // want ErrOnly:`summary\{claim\(2\) effect:store unchecked-claim\}`
	return s.rdb.SetNX(ctx, id, 1, time.Hour).Err()
}

func (s *S) AlwaysTrue(ctx context.Context, id string) (bool, error) { // want AlwaysTrue:`summary\{claim\(2\) effect:store unchecked-claim\}`
	if _, err := s.rdb.SetNX(ctx, id, 1, time.Hour).Result(); err != nil {
		return false, err
	}
	return true, nil
}

// Calls a function that drops the outcome: it drops it too.
func (s *S) Outer(ctx context.Context, id string) error { // want Outer:`summary\{claim\(2\) effect:store unchecked-claim\}`
	return s.ErrOnly(ctx, "o:"+id)
}

func (s *S) Returned(ctx context.Context, id string) (bool, error) { // want Returned:`summary\{claim\(2\) claim-result effect:store\}`
	return s.rdb.SetNX(ctx, id, 1, time.Hour).Result()
}

func (s *S) Cmd(ctx context.Context, id string) *redis.BoolCmd { // want Cmd:`summary\{claim\(2\) claim-result effect:store\}`
	return s.rdb.SetNX(ctx, id, 1, time.Hour)
}

func (s *S) SQLDropped(ctx context.Context, id string) error { // want SQLDropped:`summary\{claim\(2\) effect:sql unchecked-claim\}`
	_, err := s.db.ExecContext(ctx, `INSERT INTO inbox(id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	return err
}

func (s *S) SQLCounted(ctx context.Context, id string) (bool, error) { // want SQLCounted:`summary\{claim\(2\) effect:sql\}`
	res, err := s.db.ExecContext(ctx, `INSERT INTO inbox(id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
