package store // want package:"relevant"

// Package store: DB structs that embed a repository, or an interface, and
// promote its methods.

import (
	"context"
	"database/sql"

	"summarytest/promoted/repo"
)

type DB struct{ repo.Orders }

func New(db *sql.DB) *DB { return &DB{Orders: repo.NewOrders(db)} } // want New:`summary\{propagate\(0\)\}`

type DryDB struct{ repo.Dry }

func NewDry(db *sql.DB) *DryDB { return &DryDB{Dry: repo.NewDry(db)} } // want NewDry:`summary\{propagate\(0\)\}`

type saver interface {
	Save(ctx context.Context, id string) error
}

// SaverDB promotes Save from an interface it embeds, which its constructor
// fills with the inserting repository.
type SaverDB struct{ saver }

func NewSaverDB(db *sql.DB) *SaverDB { // want NewSaverDB:`summary\{propagate\(0\)\}` NewSaverDB:`built\(0:\*SaverDB Save\[summary\{effect:sql insert:sql record\(2\)\}\]\)`
	o := repo.NewOrders(db)
	return &SaverDB{saver: &o}
}

// Saver is what Over's constructor is handed.
type Saver interface {
	Save(ctx context.Context, id string) error
}

// Over promotes Save from the interface its constructor's parameter fills:
// a hole the wiring package fills.
type Over struct{ saver }

func NewOver(s Saver) *Over { return &Over{saver: s} } // want NewOver:`summary\{propagate\(0\)\}` NewOver:`built\(0:\*Over Save\[hole\(0.Save 1>1 2>2\)\]\)`
