// Package rediscase holds go-redis deltas beside absolute writes, claimed
// deltas, rate-limiter buckets and queues.
package rediscase

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

func reserve(ctx context.Context, rdb *redis.Client, sku string, qty int) error {
	return rdb.IncrBy(ctx, "stock:"+sku, -int64(qty)).Err() // want `redis.IncrBy on "stock:…" applies the delta again on every retry or redelivery; claim the event id with SET NX`
}

func setStock(ctx context.Context, rdb *redis.Client, sku string, qty int) error {
	return rdb.Set(ctx, "stock:"+sku, qty, 0).Err()
}

func points(ctx context.Context, rdb redis.UniversalClient, user string) {
	rdb.HIncrBy(ctx, "wallet:"+user, "points", 10) // want `redis.HashCmdable.HIncrBy on "wallet:…" applies the delta again`
}

func score(ctx context.Context, rdb *redis.Client, board, user string) {
	rdb.ZIncrBy(ctx, board, 5, user) // want `redis.ZIncrBy applies the delta again`
}

func visits(ctx context.Context, rdb *redis.Client, page string) {
	rdb.Incr(ctx, fmt.Sprintf("visits:%s", page)) // want `redis.Incr on "visits:…" applies the delta again`
}

// --- claimed first --------------------------------------------------------------

func claimed(ctx context.Context, rdb *redis.Client, event, sku string, qty int) error {
	ok, err := rdb.SetNX(ctx, "processed:"+event, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return rdb.IncrBy(ctx, "stock:"+sku, -int64(qty)).Err()
}

func claimedLater(ctx context.Context, rdb *redis.Client, event, sku string, qty int) error {
	if err := rdb.IncrBy(ctx, "stock:"+sku, -int64(qty)).Err(); err != nil { // want `redis.IncrBy on "stock:…" applies the delta again`
		return err
	}
	return rdb.SetNX(ctx, "processed:"+event, 1, 24*time.Hour).Err()
}

// Twin: the event is first added to a set whose name marks a dedup store
// (the suite's dedup-words); SADD's count tells the replay apart.
func recordedFirst(ctx context.Context, rdb *redis.Client, event, sku string, qty int) error {
	if n, err := rdb.SAdd(ctx, "processed_events", event).Result(); err != nil || n == 0 {
		return err
	}
	return rdb.IncrBy(ctx, "stock:"+sku, -int64(qty)).Err()
}

// --- rate limiters and time buckets: meant to count attempts -------------------

func rateLimit(ctx context.Context, rdb *redis.Client, ip string) (bool, error) {
	n, err := rdb.Incr(ctx, "ratelimit:"+ip).Result()
	return n <= 100, err
}

func minuteBucket(ctx context.Context, rdb *redis.Client, ip string) (bool, error) {
	key := "hits:" + ip + ":" + strconv.FormatInt(time.Now().Unix()/60, 10)
	n, err := rdb.Incr(ctx, key).Result()
	return n <= 100, err
}

func truncatedBucket(ctx context.Context, rdb *redis.Client, ip string) {
	rdb.IncrBy(ctx, fmt.Sprintf("req:%s:%d", ip, time.Now().Truncate(time.Minute).Unix()), 1)
}

func notALimiter(ctx context.Context, rdb *redis.Client, corp string) {
	// "corporate" holds "rate" but is not the word rate.
	rdb.Incr(ctx, "corporate:"+corp) // want `redis.Incr on "corporate:…" applies the delta again`
}

// --- lists: a ledger, not a queue -------------------------------------------------

func ledger(ctx context.Context, rdb *redis.Client, acct, entry string) {
	rdb.RPush(ctx, "ledger:"+acct, entry) // want `redis.RPush on "ledger:…" appends again on every retry or redelivery`
}

func enqueue(ctx context.Context, rdb *redis.Client, job string) {
	rdb.LPush(ctx, "jobs:pending", job)
}

func appendLog(ctx context.Context, rdb *redis.Client, id, line string) {
	rdb.Append(ctx, "log:"+id, line) // want `redis.Append on "log:…" appends again`
}

// --- optimistic transaction: Watch -------------------------------------------------

func watched(ctx context.Context, rdb *redis.Client, sku string, qty int) error {
	key := "stock:" + sku
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		_, err := tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.DecrBy(ctx, key, int64(qty))
			return nil
		})
		return err
	}, key)
}

// --- counters with a time to live: windows, not business state -------------------

type contention struct{ rdb *redis.Client }

func (c *contention) key(pair string) string { return "contention:" + pair }

// record counts contention on a pair in a pipeline that also sets the
// counter's time to live: a window counter.
func (c *contention) record(ctx context.Context, pair string) (int64, error) {
	pipe := c.rdb.TxPipeline()
	n := pipe.Incr(ctx, c.key(pair))
	pipe.Expire(ctx, c.key(pair), time.Minute)
	if _, err := pipe.Exec(ctx); err != nil {
		return 0, err
	}
	return n.Val(), nil
}

// recordOther expires another key than the one it counts: reported.
func (c *contention) recordOther(ctx context.Context, pair string) error {
	pipe := c.rdb.TxPipeline()
	pipe.Incr(ctx, c.key(pair)) // want `redis.StringCmdable.Incr applies the delta again`
	pipe.Expire(ctx, c.key("all"), time.Minute)
	_, err := pipe.Exec(ctx)
	return err
}
