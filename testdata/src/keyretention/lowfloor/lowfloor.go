// Package lowfloor runs with min-ttl 1m: an hour is enough there.
package lowfloor

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

var rdb = redis.NewClient(&redis.Options{})

func claimHour(ctx context.Context, id string) {
	rdb.SetNX(ctx, "idem:"+id, 1, time.Hour)
}

func claimSeconds(ctx context.Context, id string) {
	rdb.SetNX(ctx, "idem:"+id, 1, 30*time.Second) // want `for 30s, less than the 1m`
}
