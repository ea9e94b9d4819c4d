package consumer

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/segmentio/kafka-go"
)

// Ledger writes the entries of transfer.completed events, each event
// claimed in processed_events in the entries' transaction.
type Ledger struct {
	r    *kafka.Reader
	pool *pgxpool.Pool
}

// NewLedger returns the ledger consumer.
func NewLedger(r *kafka.Reader, pool *pgxpool.Pool) *Ledger { return &Ledger{r: r, pool: pool} }

// Run consumes with apply.
func (c *Ledger) Run(ctx context.Context) error { return consume(ctx, c.r, c.apply) }

// RunStrict consumes with applyStrict (the consumer of the first release).
func (c *Ledger) RunStrict(ctx context.Context) error { return consume(ctx, c.r, c.applyStrict) }

type transferEvent struct {
	EventID    string `json:"event_id"`
	TransferID string `json:"transfer_id"`
	From       string `json:"from"`
	To         string `json:"to"`
	Amount     int64  `json:"amount"`
}

func decode(m kafka.Message) (transferEvent, bool) {
	var evt transferEvent
	if err := json.Unmarshal(m.Value, &evt); err != nil || evt.EventID == "" {
		slog.Warn("skipping an unreadable event", "offset", m.Offset, "err", err)
		return evt, false
	}
	return evt, true
}

func insertEntries(ctx context.Context, tx pgx.Tx, evt transferEvent) error {
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO entries (transfer_id, account_id, amount) VALUES ($1, $2, $3)`, evt.TransferID, evt.From, -evt.Amount)
	b.Queue(`INSERT INTO entries (transfer_id, account_id, amount) VALUES ($1, $2, $3)`, evt.TransferID, evt.To, evt.Amount)
	return tx.SendBatch(ctx, b).Close()
}

// applyStrict treats an event already processed as an error: the consumer
// stops on the redelivered event and is handed it again after every
// restart, until an operator skips the offset.
func (c *Ledger) applyStrict(ctx context.Context, m kafka.Message) error {
	evt, ok := decode(m)
	if !ok {
		return nil
	}
	tx, err := c.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	tag, err := tx.Exec(ctx, `INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, evt.EventID)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("event %s already processed", evt.EventID) // want: duperror
	}
	if err := insertEntries(ctx, tx, evt); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// apply acknowledges an event already processed and skips it: the seen-
// table replays nothing, it only says the entries are written.
func (c *Ledger) apply(ctx context.Context, m kafka.Message) error {
	evt, ok := decode(m)
	if !ok {
		return nil
	}
	tx, err := c.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	tag, err := tx.Exec(ctx, `INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, evt.EventID)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		slog.Info("event already processed, skipped", "event", evt.EventID)
		return nil
	}
	if err := insertEntries(ctx, tx, evt); err != nil {
		return err
	}
	return tx.Commit(ctx)
}
