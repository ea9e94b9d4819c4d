// Package repo is a hand-written repository over the sqlc-generated
// queries: what a service depends on, behind its own interface.
package repo

import (
	"context"

	"checkthenact/sqlcgen/db"
)

// Transfers finds and records transfers.
type Transfers interface {
	Find(ctx context.Context, id string) (db.Transfer, error)
	Record(ctx context.Context, id string, amount int64) error
}

// SQL implements Transfers with the generated queries.
type SQL struct{ q *db.Queries }

func NewSQL(q *db.Queries) *SQL { return &SQL{q: q} }

func (r *SQL) Find(ctx context.Context, id string) (db.Transfer, error) {
	return r.q.GetTransfer(ctx, id)
}

func (r *SQL) Record(ctx context.Context, id string, amount int64) error {
	return r.q.InsertTransfer(ctx, db.InsertTransferParams{ID: id, Amount: amount})
}
