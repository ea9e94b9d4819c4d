// Package flagsoff is analysed with -in-memory=false and -mutex=false:
// nothing here is reported then.
package flagsoff

import (
	"context"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// send delivers the webhook.
//
//idemlint:effect http
func send(ctx context.Context, id string) error { return nil }

type Dispatcher struct {
	mu   sync.Mutex
	seen map[string]bool
	done sync.Map
	rdb  *redis.Client
}

func (d *Dispatcher) Map(ctx context.Context, id string) {
	if d.seen[id] {
		return
	}
	send(ctx, id)
	d.seen[id] = true
}

func (d *Dispatcher) SyncMap(ctx context.Context, id string) {
	if _, ok := d.done.Load(id); ok {
		return
	}
	send(ctx, id)
	d.done.Store(id, true)
}

func (d *Dispatcher) MutexOverRedis(ctx context.Context, id string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n, _ := d.rdb.Exists(ctx, "idem:"+id).Result(); n > 0 {
		return nil
	}
	send(ctx, id)
	return d.rdb.Set(ctx, "idem:"+id, 1, time.Hour).Err()
}
