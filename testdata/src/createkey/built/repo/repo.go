// Package repo is the use case's store; it keeps orders in memory here.
package repo

import (
	"context"

	"createkey/built/orders"
)

type mem struct{ orders map[string]*orders.Order }

// New returns the store behind the use case's port.
func New() orders.Repo { return &mem{orders: make(map[string]*orders.Order)} }

func (m *mem) Create(ctx context.Context, o *orders.Order) error {
	m.orders[o.ID] = o
	return nil
}
