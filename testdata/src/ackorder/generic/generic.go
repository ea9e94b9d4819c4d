// Package generic holds ackorder's cases on a message type whose ack and
// nack are declared by directive, with database/sql as the effect.
package generic

import (
	"context"
	"database/sql"
	"sync"
)

type Msg struct {
	ID   string
	Body []byte
}

// ack acknowledges m.
//
//idemlint:ack m
func ack(m *Msg) {}

// nack rejects m for redelivery.
//
//idemlint:nack m
func nack(m *Msg) {}

type handler struct {
	db   *sql.DB
	seen sync.Map
}

func (h *handler) charge(ctx context.Context, m *Msg) error {
	_, err := h.db.ExecContext(ctx, "INSERT INTO charges (id, body) VALUES ($1, $2)", m.ID, m.Body)
	return err
}

// Ack before the effect: a crash in between loses the message.
func (h *handler) ackFirst(ctx context.Context, m *Msg) error {
	ack(m) // want `message acked with generic.ack \(through //idemlint:ack\) before generic.charge writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; ack it after the effect succeeds`
	return h.charge(ctx, m)
}

// Twin: ack after the effect returned nil, nack on the error path.
func (h *handler) ackAfter(ctx context.Context, m *Msg) error {
	if err := h.charge(ctx, m); err != nil {
		nack(m)
		return err
	}
	ack(m)
	return nil
}

// Ack on one branch, effect after the join.
func (h *handler) ackOnBranch(ctx context.Context, m *Msg, fast bool) error {
	if fast {
		ack(m) // want `message acked with generic.ack`
	}
	if err := h.charge(ctx, m); err != nil {
		return err
	}
	if !fast {
		ack(m)
	}
	return nil
}

// Ack inside a loop, before the effect on the same message.
func (h *handler) loopAckFirst(ctx context.Context, ch <-chan *Msg) {
	for m := range ch {
		ack(m) // want `message acked with generic.ack`
		_ = h.charge(ctx, m)
	}
}

// Twin: a filter acks and skips; the next iteration's effect is on another
// message.
func (h *handler) loopFilter(ctx context.Context, ch <-chan *Msg) {
	for m := range ch {
		if len(m.Body) == 0 {
			ack(m)
			continue
		}
		if err := h.charge(ctx, m); err != nil {
			nack(m)
			continue
		}
		ack(m)
	}
}

// Twin on a batch: same shape over a slice.
func (h *handler) batchFilter(ctx context.Context, batch []*Msg) {
	for _, m := range batch {
		if len(m.Body) == 0 {
			ack(m)
			continue
		}
		if err := h.charge(ctx, m); err == nil {
			ack(m)
		}
	}
}

// Every message acked before any is processed.
func (h *handler) ackAllThenProcess(ctx context.Context, batch []*Msg) {
	for _, m := range batch {
		ack(m) // want `message acked with generic.ack`
	}
	for _, m := range batch {
		_ = h.charge(ctx, m)
	}
}

// Twin: a pure filter acks and performs no effect.
func filter(m *Msg) bool {
	if len(m.Body) == 0 {
		ack(m)
		return false
	}
	return true
}

// Twin: the duplicate is acked and skipped; the CFG does not correlate the
// two tests of dup, the dedup-store check does.
func (h *handler) dedup(ctx context.Context, m *Msg) error {
	_, dup := h.seen.Load(m.ID)
	if dup {
		ack(m)
	}
	if !dup {
		if err := h.charge(ctx, m); err != nil {
			return err
		}
		h.seen.Store(m.ID, true)
		ack(m)
	}
	return nil
}

// Twin: handing the message to a durable outbox is the effect; the ack
// after it is correct.
func (h *handler) outbox(ctx context.Context, m *Msg) error {
	if _, err := h.db.ExecContext(ctx, "INSERT INTO outbox (id, body) VALUES ($1, $2)", m.ID, m.Body); err != nil {
		return err
	}
	ack(m)
	return nil
}

// Deferred ack: on failure the message is acked and gone.
func (h *handler) deferred(ctx context.Context, m *Msg) error {
	defer ack(m) // want `deferred generic.ack \(through //idemlint:ack\) acknowledges the message even when generic.charge \(through sql.DB.ExecContext\) fails; the failed message is never redelivered; ack it after the effect succeeds and nack it on error`
	return h.charge(ctx, m)
}

// Deferred ack, error logged and swallowed.
func (h *handler) deferredSwallow(ctx context.Context, m *Msg) {
	defer ack(m) // want `deferred generic.ack`
	if err := h.charge(ctx, m); err != nil {
		println(err.Error())
		return
	}
}

// Twin: the error path nacks before returning.
func (h *handler) deferredNack(ctx context.Context, m *Msg) error {
	defer ack(m)
	if err := h.charge(ctx, m); err != nil {
		nack(m)
		return err
	}
	return nil
}

// Twin: the deferred literal settles by outcome.
func (h *handler) deferredSettle(ctx context.Context, m *Msg) (err error) {
	defer func() {
		if err != nil {
			nack(m)
			return
		}
		ack(m)
	}()
	return h.charge(ctx, m)
}

// Twin: a deferred literal that acks only on success.
func (h *handler) deferredOnSuccess(ctx context.Context, m *Msg) (err error) {
	defer func() {
		if err == nil {
			ack(m)
		}
	}()
	return h.charge(ctx, m)
}

// Ack while the effect runs in a goroutine.
func (h *handler) goThenAck(ctx context.Context, m *Msg) {
	go h.charge(ctx, m)
	ack(m) // want `message acked with generic.ack \(through //idemlint:ack\) while generic.charge writes to the database \(through sql.DB.ExecContext\) in a goroutine that may still be running; a crash before it finishes loses the message; wait for the goroutine, or ack it inside it after the effect succeeds`
}

// Twin: the goroutine is waited for.
func (h *handler) goWaitAck(ctx context.Context, m *Msg) {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = h.charge(ctx, m)
	}()
	wg.Wait()
	ack(m)
}

// Twin: the goroutine acks after its own effect.
func (h *handler) goAckInside(ctx context.Context, m *Msg) {
	go func() {
		if err := h.charge(ctx, m); err == nil {
			ack(m)
		}
	}()
}

// Suppressed with a reason.
func (h *handler) suppressed(ctx context.Context, m *Msg) error {
	//idemlint:ignore ackorder the charge is idempotent on m.ID and a lost message is re-sent by the producer
	ack(m)
	return h.charge(ctx, m)
}

// Twin: the message is acked again after each part's effect; every ack
// follows an effect.
func (h *handler) parts(ctx context.Context, m *Msg, parts [][]byte) {
	for range parts {
		if err := h.charge(ctx, m); err != nil {
			return
		}
		ack(m)
	}
}
