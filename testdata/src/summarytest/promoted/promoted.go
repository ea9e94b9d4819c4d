package promoted // want package:"relevant"

// Package promoted: a call through a field that holds a struct of another
// package reaches the method that struct promotes from a struct it embeds,
// declared in a package this one does not import.

import (
	"context"
	"database/sql"

	"summarytest/promoted/store"
)

type saver interface {
	Save(ctx context.Context, id string) error
}

type consumer struct{ s saver }

func newConsumer(db *sql.DB) *consumer { return &consumer{s: store.New(db)} } // want newConsumer:`summary\{propagate\(0\)\}`

// Run inserts, through store.DB's Save, promoted from repo.Orders.
func (c *consumer) Run(ctx context.Context, id string) error { return c.s.Save(ctx, id) } // want Run:`summary\{effect:sql insert:sql record\(2\)\}`

type dryConsumer struct{ s saver }

func newDryConsumer(db *sql.DB) *dryConsumer { return &dryConsumer{s: store.NewDry(db)} } // want newDryConsumer:`summary\{propagate\(0\)\}`

// Run only reads: repo.Dry's Save is what store.DryDB promotes.
func (c *dryConsumer) Run(ctx context.Context, id string) error { return c.s.Save(ctx, id) } // want Run:`summary\{lookup\(2\)\}`
