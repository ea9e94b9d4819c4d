package checkthenact

import (
	"context"
	"sync"
)

// send delivers the webhook.
//
//idemlint:effect http
func send(ctx context.Context, id string) error { return nil }

type Dispatcher struct {
	mu   sync.Mutex
	seen map[string]bool
	done sync.Map
}

func (d *Dispatcher) Map(ctx context.Context, id string) {
	if d.seen[id] { // want: checkthenact
		return
	}
	send(ctx, id)
	d.seen[id] = true
}

func (d *Dispatcher) MapLocked(ctx context.Context, id string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.seen[id]; ok {
		return
	}
	send(ctx, id)
	d.seen[id] = true
}

func (d *Dispatcher) SyncMap(ctx context.Context, id string) {
	if _, ok := d.done.Load(id); ok { // want: checkthenact
		return
	}
	send(ctx, id)
	d.done.Store(id, true)
}

func (d *Dispatcher) SyncMapClaim(ctx context.Context, id string) {
	if _, loaded := d.done.LoadOrStore(id, true); loaded {
		return
	}
	send(ctx, id)
}
