// Package fulfil books the shipment of a paid order: it records it in
// Postgres (pgx v5) and books it with the carrier over HTTP.
package fulfil

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/idemlint/idemlint/integration/corpus/orders"
)

type Service struct {
	pool    *pgxpool.Pool
	carrier string
	hc      *http.Client
}

func New(pool *pgxpool.Pool, carrier string) *Service {
	return &Service{pool: pool, carrier: carrier, hc: &http.Client{}}
}

// Handle books the shipment once per order: the row is claimed by its
// primary key before the carrier is called, and the carrier is handed the
// order ID as its idempotency key.
func (s *Service) Handle(ctx context.Context, ev orders.Event) error {
	tag, err := s.pool.Exec(ctx, `INSERT INTO shipments (order_id, state) VALUES ($1, 'booking') ON CONFLICT (order_id) DO NOTHING`, ev.OrderID)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return nil
	}
	if err := s.book(ctx, ev); err != nil {
		return err
	}
	_, err = s.pool.Exec(ctx, `UPDATE shipments SET state = 'booked' WHERE order_id = $1`, ev.OrderID)
	return err
}

func (s *Service) book(ctx context.Context, ev orders.Event) error {
	body, _ := json.Marshal(ev)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.carrier+"/shipments", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "shipment:"+ev.OrderID)
	resp, err := s.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("carrier: %s", resp.Status)
	}
	return nil
}

// AuditLog logs order events for the audit trail; it changes nothing.
type AuditLog struct {
	Log *slog.Logger
}

func (a AuditLog) Handle(ctx context.Context, ev orders.Event) error {
	a.Log.InfoContext(ctx, "order event", "id", ev.ID, "order", ev.OrderID, "amount", ev.Amount)
	return nil
}
