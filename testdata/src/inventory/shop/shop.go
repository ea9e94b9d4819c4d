// Package shop has one entry point of each kind the inventory lists, each
// beside a twin it must not list: a helper the handlers call, an exported
// function that changes nothing, an unexported function no one calls.
package shop

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/segmentio/kafka-go"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/worker"
)

// Store is implemented elsewhere: its calls stay unresolved.
type Store interface {
	Save(ctx context.Context, id string) error
}

type Shop struct {
	DB    *sql.DB
	Store Store
}

func (s *Shop) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /orders", s.create)
	mux.HandleFunc("GET /orders", s.list)
}

func (s *Shop) create(w http.ResponseWriter, r *http.Request) {
	charge(r.FormValue("amount"))
	s.Store.Save(r.Context(), r.FormValue("id"))
}

func (s *Shop) list(w http.ResponseWriter, r *http.Request) {
	s.DB.QueryContext(r.Context(), `SELECT id FROM orders`)
}

// charge is called by a handler: not an entry point of its own.
func charge(amount string) {
	p := &stripe.PaymentIntentParams{}
	p.SetIdempotencyKey("charge:" + amount)
	paymentintent.New(p)
}

// Consume is a receive loop: the inbox insert is its effect.
func (s *Shop) Consume(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if _, err := s.DB.ExecContext(ctx, `INSERT INTO inbox(id) VALUES ($1) ON CONFLICT DO NOTHING`, string(m.Key)); err != nil {
			return err
		}
		r.CommitMessages(ctx, m)
	}
}

func (s *Shop) Tools(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("refund"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := s.DB.ExecContext(ctx, `UPDATE orders SET refunded = true WHERE id = $1`, req.GetString("id", ""))
		return nil, err
	})
}

// Total is exported and changes nothing: not listed.
func Total(a, b int) int { return a + b }

// Archive is exported and no code here calls it: its callers are elsewhere.
func Archive(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `DELETE FROM orders WHERE id = $1`, id)
	return err
}

// purge is unexported and uncalled: dead code, not an entry point.
func purge(ctx context.Context, db *sql.DB) {
	db.ExecContext(ctx, `DELETE FROM orders`)
}

// Sweep runs on a ticker: a job.
func (s *Shop) Sweep(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for range t.C {
		s.DB.ExecContext(ctx, `UPDATE orders SET expired = true WHERE created_at < now() - interval '1 day'`)
	}
}

// Register registers the activity; the activity's effects are its own.
func Register(w worker.Worker, s *Shop) {
	w.RegisterActivity(s.Ship)
}

// Ship is a Temporal activity: the service retries it.
func (s *Shop) Ship(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO shipments(order_id) VALUES ($1)`, id)
	return err
}
