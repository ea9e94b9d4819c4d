// Package checkthenact holds checkthenact cases written against the real
// libraries: each line that must be reported carries a trailing want
// marker, and each correct twin beside it must stay silent.
package checkthenact

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

type Order struct {
	ID     string
	Amount int64
}

// charge moves money.
//
//idemlint:effect payment
func charge(ctx context.Context, o *Order) error { return nil }

func RedisExistsThenSet(ctx context.Context, rdb *redis.Client, o *Order) error {
	n, err := rdb.Exists(ctx, "idem:"+o.ID).Result() // want: checkthenact
	if err != nil {
		return err
	}
	if n == 0 {
		charge(ctx, o)
		rdb.Set(ctx, "idem:"+o.ID, "done", 48*time.Hour) // want: keyretention
	}
	return nil
}

func RedisSetNX(ctx context.Context, rdb *redis.Client, o *Order) error {
	ok, err := rdb.SetNX(ctx, "idem:"+o.ID, "done", 48*time.Hour).Result() // want: keyretention, inprogress
	if err != nil || !ok {
		return err
	}
	return charge(ctx, o)
}

func RedisSetArgsNX(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	if n, _ := rdb.Exists(ctx, key).Result(); n > 0 {
		return nil
	}
	// The pending claim is a lease the record below replaces: keyretention
	// judges the record's TTL (docs/keyretention.md).
	if err := rdb.SetArgs(ctx, key, "pending", redis.SetArgs{Mode: "NX", TTL: time.Hour}).Err(); err != nil {
		return err
	}
	charge(ctx, o)
	rdb.Set(ctx, key, "charged", 48*time.Hour) // want: keyretention
	return nil
}

func RedisGetNil(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "processed:" + o.ID
	err := rdb.Get(ctx, key).Err() // want: checkthenact
	if err == nil {
		return nil
	}
	if !errors.Is(err, redis.Nil) {
		return err
	}
	if err := charge(ctx, o); err != nil {
		return err
	}
	return rdb.Set(ctx, key, 1, 0).Err()
}

func RedisCacheFill(ctx context.Context, rdb *redis.Client, id string) (string, error) {
	v, err := rdb.Get(ctx, "cache:"+id).Result()
	if err == nil {
		return v, nil
	}
	if err != redis.Nil {
		return "", err
	}
	v = "computed"
	rdb.Set(ctx, "cache:"+id, v, time.Minute)
	return v, nil
}

func RedisSetMember(ctx context.Context, rdb *redis.Client, o *Order) error {
	seen, err := rdb.SIsMember(ctx, "processed", o.ID).Result() // want: checkthenact
	if err != nil || seen {
		return err
	}
	charge(ctx, o)
	return rdb.SAdd(ctx, "processed", o.ID).Err()
}

func RedisHashField(ctx context.Context, rdb *redis.Client, o *Order) error {
	if ok, _ := rdb.HExists(ctx, "payments", o.ID).Result(); ok { // want: checkthenact
		return nil
	}
	charge(ctx, o)
	return rdb.HSet(ctx, "payments", o.ID, "done").Err()
}

func RedisHashFieldNX(ctx context.Context, rdb *redis.Client, o *Order) error {
	if ok, _ := rdb.HSetNX(ctx, "payments", o.ID, "pending").Result(); !ok {
		return nil
	}
	charge(ctx, o)
	return rdb.HSet(ctx, "payments", o.ID, "done").Err()
}

func RedisWatch(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		n, err := tx.Exists(ctx, key).Result()
		if err != nil || n > 0 {
			return err
		}
		_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.IncrBy(ctx, "balance:"+o.ID, o.Amount)
			pipe.Set(ctx, key, "done", time.Hour)
			return nil
		})
		return err
	}, key)
}

func RedisWatchNoMulti(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		n, err := tx.Exists(ctx, key).Result() // want: checkthenact
		if err != nil || n > 0 {
			return err
		}
		charge(ctx, o)
		return tx.Set(ctx, key, "done", time.Hour).Err() // want: keyretention
	}, key)
}

func RedisUniversal(ctx context.Context, rdb redis.UniversalClient, o *Order) error {
	if n, _ := rdb.Exists(ctx, "idem:"+o.ID).Result(); n > 0 { // want: checkthenact
		return nil
	}
	charge(ctx, o)
	return rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err() // want: keyretention
}

type RedisService struct {
	mu  sync.Mutex
	rdb *redis.Client
}

// A mutex around a check on Redis protects one process only.
func (s *RedisService) Locked(ctx context.Context, o *Order) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, err := s.rdb.Exists(ctx, "idem:"+o.ID).Result() // want: checkthenact
	if err != nil || n > 0 {
		return err
	}
	charge(ctx, o)
	return s.rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err() // want: keyretention
}
