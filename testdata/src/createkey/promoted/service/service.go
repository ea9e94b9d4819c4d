// Package service is saga's order service: its Repository embeds the
// interfaces of each repository, and its constructor is handed a
// storage.DB, whose methods are promoted from the structs it embeds.
package service

import (
	"context"

	"github.com/jackc/pgx/v5"
)

type orderRepository interface {
	CreateOrder(ctx context.Context, tx pgx.Tx, customer string) (int64, error)
}

type txManager interface {
	OpenTransaction(ctx context.Context) (pgx.Tx, error)
	Commit(ctx context.Context, tx pgx.Tx) error
}

type Repository interface {
	orderRepository
	txManager
}

type Order struct{ repo Repository }

func New(repo Repository) *Order { return &Order{repo: repo} }

func (o *Order) CreateOrder(ctx context.Context, customer string) (int64, error) {
	tx, err := o.repo.OpenTransaction(ctx)
	if err != nil {
		return 0, err
	}
	id, err := o.repo.CreateOrder(ctx, tx, customer)
	if err != nil {
		return 0, err
	}
	return id, o.repo.Commit(ctx, tx)
}
