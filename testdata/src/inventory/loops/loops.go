// Package loops: a receive loop two consumers run with their own
// handlers, a helper of a handler's shape, and an HTTP client whose
// helper sends the request its callers build.
package loops

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/segmentio/kafka-go"
)

type handlerFunc func(ctx context.Context, m kafka.Message) error

// consume is the loop: Ledger and Audit run it, each is a consumer with
// its own handler's effects, and consume itself is no entry point.
func consume(ctx context.Context, r *kafka.Reader, handle handlerFunc) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := handle(ctx, m); err != nil {
			return err
		}
		r.CommitMessages(ctx, m)
	}
}

type Ledger struct {
	r  *kafka.Reader
	db *sql.DB
}

func (l *Ledger) Run(ctx context.Context) error { return consume(ctx, l.r, l.apply) }

func (l *Ledger) apply(ctx context.Context, m kafka.Message) error {
	_, err := l.db.ExecContext(ctx, `INSERT INTO entries (id) VALUES ($1)`, string(m.Key))
	return err
}

type Audit struct {
	r  *kafka.Reader
	db *sql.DB
}

func (a *Audit) Run(ctx context.Context) error { return consume(ctx, a.r, a.record) }

func (a *Audit) record(ctx context.Context, m kafka.Message) error {
	_, err := a.db.ExecContext(ctx, `UPDATE audit SET seen = seen + 1 WHERE id = $1`, string(m.Key))
	return err
}

// key has a handler's shape but the handlers call it: no entry point.
func key(w http.ResponseWriter, r *http.Request) string { return r.Header.Get("Idempotency-Key") }

func Create(w http.ResponseWriter, r *http.Request, db *sql.DB) {
	db.ExecContext(r.Context(), `INSERT INTO orders (key) VALUES ($1)`, key(w, r))
}

type Client struct{ hc *http.Client }

// Send builds a POST and hands it to do: the effect is Send's.
func (c *Client) Send(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	return c.do(req)
}

// Status's twin builds a GET: no effect, not listed.
func (c *Client) Status(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	return c.do(req)
}

func (c *Client) do(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
