// Package payloadguard is TestPolicies' fixture for payloadguard: a stored
// response replayed with no comparison of the request, the record read by
// a known call (Control), by a call through a field its constructor's
// caller sets (Injected), and by a func parameter (Unresolved).
package payloadguard

import (
	"context"
	"net/http"

	"github.com/redis/go-redis/v9"
)

// IdempotencyRecord is a stored response.
type IdempotencyRecord struct {
	Key      string
	Response []byte
}

type Store interface {
	Find(ctx context.Context, key string) (*IdempotencyRecord, error)
}

type API struct {
	rdb   *redis.Client
	store Store
}

func NewAPI(rdb *redis.Client, s Store) *API { return &API{rdb: rdb, store: s} }

func (a *API) Control(w http.ResponseWriter, r *http.Request) {
	if raw, err := a.rdb.Get(r.Context(), "idem:"+r.Header.Get("Idempotency-Key")).Bytes(); err == nil {
		w.Write(raw)
	}
}

func (a *API) Injected(w http.ResponseWriter, r *http.Request) {
	if rec, err := a.store.Find(r.Context(), r.Header.Get("Idempotency-Key")); err == nil {
		w.Write(rec.Response)
	}
}

func (a *API) Unresolved(w http.ResponseWriter, r *http.Request, find func(context.Context, string) (*IdempotencyRecord, error)) {
	if rec, err := find(r.Context(), r.Header.Get("Idempotency-Key")); err == nil {
		w.Write(rec.Response)
	}
}
