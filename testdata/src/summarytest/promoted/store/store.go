// Package store is a DB struct that embeds a repository and promotes its
// methods.
package store

import (
	"database/sql"

	"summarytest/promoted/repo"
)

type DB struct{ repo.Orders }

func New(db *sql.DB) *DB { return &DB{Orders: repo.NewOrders(db)} }

type DryDB struct{ repo.Dry }

func NewDry(db *sql.DB) *DryDB { return &DryDB{Dry: repo.NewDry(db)} }
