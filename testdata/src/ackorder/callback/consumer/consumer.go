// Package consumer hands its handlers to jsx's helpers, which ack a
// message when the handler returns true (or nil).
package consumer

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log"

	"github.com/nats-io/nats.go"

	"ackorder/callback/jsx"
)

type event struct {
	ID   string `json:"id"`
	Room string `json:"room"`
}

// Store is the team's storage, implemented in another package.
type Store interface {
	StoreReceipt(ctx context.Context, room, id string) (int64, error)
}

type Receipts struct {
	db    *sql.DB
	store Store
	nc    *nats.Conn
}

func (s *Receipts) Start(ctx context.Context, fetch func() []*nats.Msg) {
	jsx.Consume(ctx, fetch, s.onMessage)
	jsx.Consume(ctx, fetch, s.onMessageFalse)
	jsx.Consume(ctx, fetch, s.onMessageDeadLetter)
	jsx.Consume(ctx, fetch, s.onMessageStore)
	jsx.Consume(ctx, fetch, s.onMessageResult)
	jsx.Consume(ctx, fetch, s.onMessageShared)
	jsx.Consume(ctx, fetch, func(ctx context.Context, msgs []*nats.Msg) bool {
		if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (body) VALUES ($1)", msgs[0].Data); err != nil {
			log.Print(err)
			return true // want `returns true to jsx.Consume, which then acks the message with nats.Msg.AckSync, after sql.DB.ExecContext failed`
		}
		return true
	})
}

// The insert fails, the error is logged and dropped, and true makes
// Consume ack the message: it is never redelivered.
func (s *Receipts) onMessage(ctx context.Context, msgs []*nats.Msg) bool {
	msg := msgs[0]
	var ev event
	if err := json.Unmarshal(msg.Data, &ev); err != nil {
		// Twin: a message that cannot be decoded is acked: redelivery
		// cannot help (a poison message).
		log.Print(err)
		return true
	}
	if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (id, room) VALUES ($1, $2)", ev.ID, ev.Room); err != nil {
		log.Print(err)
	}
	return true // want `returns true to jsx.Consume, which then acks the message with nats.Msg.AckSync, after sql.DB.ExecContext failed`
}

// Twin: false on failure makes Consume nak the message.
func (s *Receipts) onMessageFalse(ctx context.Context, msgs []*nats.Msg) bool {
	var ev event
	if err := json.Unmarshal(msgs[0].Data, &ev); err != nil {
		return true
	}
	if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (id, room) VALUES ($1, $2)", ev.ID, ev.Room); err != nil {
		log.Print(err)
		return false
	}
	return true
}

// Twin: the failed message is handed on to a dead-letter subject before
// it is acked: it is not lost.
func (s *Receipts) onMessageDeadLetter(ctx context.Context, msgs []*nats.Msg) bool {
	var ev event
	if err := json.Unmarshal(msgs[0].Data, &ev); err != nil {
		return true
	}
	if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (id, room) VALUES ($1, $2)", ev.ID, ev.Room); err != nil {
		_ = s.nc.Publish("receipts.dead", msgs[0].Data)
		return true
	}
	return true
}

// The team's store, implemented elsewhere, handed data from the message's
// headers: its failure is the message's, and true acks it.
func (s *Receipts) onMessageStore(ctx context.Context, msgs []*nats.Msg) bool {
	msg := msgs[0]
	room := msg.Header.Get("room")
	if room == "" {
		return true
	}
	if _, err := s.store.StoreReceipt(ctx, room, msg.Header.Get("id")); err != nil {
		log.Print(err)
		return true // want `returns true to jsx.Consume, which then acks the message with nats.Msg.AckSync, after consumer.Store.StoreReceipt failed`
	}
	return true
}

// Twin: the result says whether the write succeeded.
func (s *Receipts) onMessageResult(ctx context.Context, msgs []*nats.Msg) bool {
	_, err := s.db.ExecContext(ctx, "INSERT INTO receipts (body) VALUES ($1)", msgs[0].Data)
	if err != nil {
		log.Print(err)
	}
	return err == nil
}

// Twin: a failed read (no effect) acked: nothing was lost.
func (s *Receipts) onLookup(ctx context.Context, msgs []*nats.Msg) bool {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM receipts WHERE body = $1", msgs[0].Data).Scan(&n); err != nil {
		log.Print(err)
		return true
	}
	return true
}

func (s *Receipts) Handle(ctx context.Context, m *nats.Msg) {
	jsx.Handle(ctx, m, s.apply)
	jsx.Handle(ctx, m, s.applyOrFail)
	jsx.Observe(ctx, m, s.onObserved)
	jsx.Retry(ctx, m, s.onObserved)
	jsx.Consume(ctx, func() []*nats.Msg { return []*nats.Msg{m} }, s.onLookup)
}

// nil after a failed insert makes Handle ack the message.
func (s *Receipts) apply(ctx context.Context, m *nats.Msg) error {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (body) VALUES ($1)", m.Data); err != nil {
		log.Print(err)
		return nil // want `returns nil to jsx.Handle, which then acks the message with nats.Msg.Ack, after sql.DB.ExecContext failed`
	}
	return nil
}

// Twin: the error is returned, and Handle naks the message.
func (s *Receipts) applyOrFail(ctx context.Context, m *nats.Msg) error {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (body) VALUES ($1)", m.Data); err != nil {
		return err
	}
	return nil
}

// Twin: handed to helpers whose true does not lead to an ack (Observe
// acks first, Retry naks on true).
func (s *Receipts) onObserved(ctx context.Context, m *nats.Msg) bool {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO receipts (body) VALUES ($1)", m.Data); err != nil {
		log.Print(err)
		return true
	}
	return true
}

// Twin: the failures flow into one err that is tested later: a failure
// returns false, except a corrupt input, which no retry can fix and which
// the handler deliberately discards. The final true is reached only when
// err is nil.
func (s *Receipts) onMessageShared(ctx context.Context, msgs []*nats.Msg) bool {
	var err error
	var ev event
	if err = json.Unmarshal(msgs[0].Data, &ev); err != nil {
		return true
	}
	switch ev.Room {
	case "":
		_, err = s.db.ExecContext(ctx, "INSERT INTO receipts (id) VALUES ($1)", ev.ID)
		if err == nil {
			if err = s.nc.Publish("receipts.stored", msgs[0].Data); err != nil {
				log.Print(err)
			}
		}
	default:
		_, err = s.db.ExecContext(ctx, "INSERT INTO receipts (id, room) VALUES ($1, $2)", ev.ID, ev.Room)
	}
	if err != nil {
		if errors.As(err, new(base64.CorruptInputError)) {
			return true
		}
		log.Print(err)
		return false
	}
	return true
}
