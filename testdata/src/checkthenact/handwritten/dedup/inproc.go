package dedup

import (
	"context"
	"sync"

	"checkthenact/handwritten/svc"
)

// Seen dedups deliveries in process, around a handler it cannot see.
type Seen struct {
	mu   sync.Mutex
	rw   sync.RWMutex
	m    map[string]struct{}
	sm   sync.Map
	h    svc.Handler
	memo map[string]svc.Profile
	load svc.Loader
}

// The mutex is released before the work and taken again for the record:
// two deliveries both read "not seen" and both run the handler.
func (s *Seen) Released(ctx context.Context, e svc.Event) error {
	s.mu.Lock()
	_, seen := s.m[e.ID] // want `map lookup and the later store of the same key are not atomic: two concurrent deliveries both miss the key and both run svc\.Handler\.Handle \(not visible here\); hold one mutex from the lookup through the store`
	s.mu.Unlock()
	if !seen {
		if err := s.h.Handle(ctx, e); err != nil {
			return err
		}
		s.mu.Lock()
		s.m[e.ID] = struct{}{}
		s.mu.Unlock()
	}
	return nil
}

// The same under a read lock.
func (s *Seen) ReadLocked(ctx context.Context, e svc.Event) error {
	s.rw.RLock()
	_, seen := s.m[e.ID] // want `map lookup and the later store of the same key are not atomic`
	s.rw.RUnlock()
	if seen {
		return nil
	}
	if err := s.h.Handle(ctx, e); err != nil {
		return err
	}
	s.rw.Lock()
	s.m[e.ID] = struct{}{}
	s.rw.Unlock()
	return nil
}

// Twin: the mutex is held across the check and the record, before the
// work (the record is the claim).
func (s *Seen) ClaimUnderLock(ctx context.Context, e svc.Event) error {
	s.mu.Lock()
	if _, seen := s.m[e.ID]; seen {
		s.mu.Unlock()
		return nil
	}
	s.m[e.ID] = struct{}{}
	s.mu.Unlock()
	return s.h.Handle(ctx, e)
}

// Twin: a fast path under the read lock, then the check again under the
// write lock held through the record, before the work.
func (s *Seen) DoubleChecked(ctx context.Context, e svc.Event) error {
	s.rw.RLock()
	_, seen := s.m[e.ID]
	s.rw.RUnlock()
	if seen {
		return nil
	}
	s.rw.Lock()
	if _, seen := s.m[e.ID]; seen {
		s.rw.Unlock()
		return nil
	}
	s.m[e.ID] = struct{}{}
	s.rw.Unlock()
	return s.h.Handle(ctx, e)
}

// Twin: a fast path, then the check again under the mutex held through
// the work and the record.
func (s *Seen) DoubleCheckedHeld(ctx context.Context, e svc.Event) error {
	s.rw.RLock()
	_, seen := s.m[e.ID]
	s.rw.RUnlock()
	if seen {
		return nil
	}
	s.rw.Lock()
	defer s.rw.Unlock()
	if _, seen := s.m[e.ID]; seen {
		return nil
	}
	if err := s.h.Handle(ctx, e); err != nil {
		return err
	}
	s.m[e.ID] = struct{}{}
	return nil
}

// sync.Map Load … work … Store.
func (s *Seen) SyncMap(ctx context.Context, e svc.Event) error {
	if _, ok := s.sm.Load(e.ID); ok { // want `existence check by sync\.Map\.Load is not atomic with the record by sync\.Map\.Store: two concurrent deliveries both miss the key and both run svc\.Handler\.Handle \(not visible here\); use LoadOrStore`
		return nil
	}
	if err := s.h.Handle(ctx, e); err != nil {
		return err
	}
	s.sm.Store(e.ID, true)
	return nil
}

// Twin: LoadOrStore is the claim.
func (s *Seen) SyncMapClaim(ctx context.Context, e svc.Event) error {
	if _, loaded := s.sm.LoadOrStore(e.ID, true); loaded {
		return nil
	}
	return s.h.Handle(ctx, e)
}

// Twin: a memo of what a loader computes, filled after the lock is
// released: a cache, not a dedup.
func (s *Seen) Memo(ctx context.Context, id string) (svc.Profile, error) {
	s.mu.Lock()
	p, ok := s.memo[id]
	s.mu.Unlock()
	if ok {
		return p, nil
	}
	p, err := s.load.Load(ctx, id)
	if err != nil {
		return p, err
	}
	s.mu.Lock()
	s.memo[id] = p
	s.mu.Unlock()
	return p, nil
}

// Twin: a sync.Map memo.
func (s *Seen) SyncMemo(ctx context.Context, id string) (any, error) {
	if v, ok := s.sm.Load(id); ok {
		return v, nil
	}
	p, err := s.load.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	s.sm.Store(id, p)
	return p, nil
}

// Twin: a set of what failures taught (a method that refuses gzip), read
// before the call and written only when the call failed: a negative
// cache, not a record that the work was done (the shape of a gRPC
// interceptor's capability cache).
func (s *Seen) Downgrade(ctx context.Context, e svc.Event) error {
	if _, ok := s.sm.Load(e.ID); ok {
		return s.h.Handle(ctx, svc.Event{ID: e.ID})
	}
	err := s.h.Handle(ctx, e)
	if err == nil {
		return nil
	}
	s.sm.Store(e.ID, struct{}{})
	return s.h.Handle(ctx, svc.Event{ID: e.ID})
}
