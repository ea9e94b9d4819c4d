// Package memory holds checkthenact cases on in-process dedup sets: shared
// maps and sync.Map.
package memory

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

// A shared map checked, then written after the effect, with no lock.
func (d *Dispatcher) Map(ctx context.Context, id string) {
	if d.seen[id] { // want `map lookup and the later store of the same key are not atomic: two concurrent deliveries both miss the key and both run send; hold one mutex from the lookup through the store`
		return
	}
	send(ctx, id)
	d.seen[id] = true
}

// Twin: the mutex is held from the lookup through the store.
func (d *Dispatcher) MapLocked(ctx context.Context, id string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.seen[id]; ok {
		return
	}
	send(ctx, id)
	d.seen[id] = true
}

// A mutex released between the lookup and the store guards nothing.
func (d *Dispatcher) MapReleased(ctx context.Context, id string) {
	d.mu.Lock()
	_, ok := d.seen[id] // want `map lookup and the later store`
	d.mu.Unlock()
	if ok {
		return
	}
	send(ctx, id)
	d.mu.Lock()
	d.seen[id] = true
	d.mu.Unlock()
}

// Twin: the mutex is held across every iteration's check and store.
func (d *Dispatcher) MapLoop(ctx context.Context, ids []string) {
	for _, id := range ids {
		d.mu.Lock()
		if !d.seen[id] {
			send(ctx, id)
			d.seen[id] = true
		}
		d.mu.Unlock()
	}
}

// Twin: a local map is not shared between deliveries.
func Local(ctx context.Context, ids []string) {
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] {
			continue
		}
		send(ctx, id)
		seen[id] = true
	}
}

// sync.Map Load, then Store after the effect.
func (d *Dispatcher) SyncMap(ctx context.Context, id string) {
	if _, ok := d.done.Load(id); ok { // want `existence check by sync\.Map\.Load is not atomic with the record by sync\.Map\.Store: two concurrent deliveries both miss the key and both run send; use LoadOrStore`
		return
	}
	send(ctx, id)
	d.done.Store(id, true)
}

// Twin: LoadOrStore claims the key.
func (d *Dispatcher) SyncMapClaim(ctx context.Context, id string) {
	if _, loaded := d.done.LoadOrStore(id, true); loaded {
		return
	}
	send(ctx, id)
}

var global = map[string]struct{}{}

// A package-level set.
func Global(ctx context.Context, id string) {
	if _, ok := global[id]; !ok { // want `map lookup and the later store`
		send(ctx, id)
		global[id] = struct{}{}
	}
}
