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

// embedding promotes Save from the package's own interface it embeds; a
// call through a field that holds it reaches what the package stores in
// the embedded field.
type embedding struct{ saver }

func newEmbedding(db *sql.DB) *embedding { return &embedding{saver: store.New(db)} } // want newEmbedding:`summary\{propagate\(0\)\}` newEmbedding:`built\(0:\*embedding Save\[summary\{effect:sql insert:sql record\(2\)\}\]\)`

func newDryEmbedding(db *sql.DB) *embedding2 { return &embedding2{saver: store.NewDry(db)} } // want newDryEmbedding:`summary\{propagate\(0\)\}` newDryEmbedding:`built\(0:\*embedding2 Save\[summary\{lookup\(2\)\}\]\)`

type embedding2 struct{ saver }

type outer struct{ s saver }

func newOuter(db *sql.DB) *outer { return &outer{s: newEmbedding(db)} } // want newOuter:`summary\{propagate\(0\)\}`

func (c *outer) Run(ctx context.Context, id string) error { return c.s.Save(ctx, id) } // want Run:`summary\{effect:sql insert:sql record\(2\)\}`

type dryOuter struct{ s saver }

func newDryOuter(db *sql.DB) *dryOuter { return &dryOuter{s: newDryEmbedding(db)} } // want newDryOuter:`summary\{propagate\(0\)\}`

func (c *dryOuter) Run(ctx context.Context, id string) error { return c.s.Save(ctx, id) } // want Run:`summary\{lookup\(2\)\}`
