// Package storage is saga's storage.DB: a struct that embeds the
// repositories, whose methods it promotes, and manages transactions.
package storage

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"createkey/promoted/orderrepo"
	"createkey/promoted/readrepo"
)

type DB struct {
	orderrepo.ORepo
	pool *pgxpool.Pool
}

func New(ctx context.Context, dsn string) (*DB, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, err
	}
	return &DB{ORepo: orderrepo.New(pool), pool: pool}, nil
}

func (db *DB) OpenTransaction(ctx context.Context) (pgx.Tx, error) {
	return db.pool.BeginTx(ctx, pgx.TxOptions{})
}

func (db *DB) Commit(ctx context.Context, tx pgx.Tx) error { return tx.Commit(ctx) }

// DryDB is the same shape over the read-only repository.
type DryDB struct {
	readrepo.RRepo
	pool *pgxpool.Pool
}

func NewDry(ctx context.Context, dsn string) (*DryDB, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, err
	}
	return &DryDB{RRepo: readrepo.New(pool), pool: pool}, nil
}

func (db *DryDB) OpenTransaction(ctx context.Context) (pgx.Tx, error) {
	return db.pool.BeginTx(ctx, pgx.TxOptions{})
}

func (db *DryDB) Commit(ctx context.Context, tx pgx.Tx) error { return tx.Commit(ctx) }

// orderRepo is the repository interface RepoDB embeds; it is unexported,
// so only this package fills the field, and RepoDB promotes its
// CreateOrder.
type orderRepo interface {
	CreateOrder(ctx context.Context, tx pgx.Tx, customer string) (int64, error)
}

type RepoDB struct {
	orderRepo
	pool *pgxpool.Pool
}

func NewRepoDB(ctx context.Context, dsn string) (*RepoDB, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, err
	}
	r := orderrepo.New(pool)
	return &RepoDB{orderRepo: &r, pool: pool}, nil
}

// DryRepoDB embeds the same interface, which its constructor fills with
// the read-only repository.
type DryRepoDB struct {
	orderRepo
	pool *pgxpool.Pool
}

func NewDryRepoDB(ctx context.Context, dsn string) (*DryRepoDB, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, err
	}
	r := readrepo.New(pool)
	return &DryRepoDB{orderRepo: &r, pool: pool}, nil
}

func (db *RepoDB) OpenTransaction(ctx context.Context) (pgx.Tx, error) {
	return db.pool.BeginTx(ctx, pgx.TxOptions{})
}

func (db *RepoDB) Commit(ctx context.Context, tx pgx.Tx) error { return tx.Commit(ctx) }

func (db *DryRepoDB) OpenTransaction(ctx context.Context) (pgx.Tx, error) {
	return db.pool.BeginTx(ctx, pgx.TxOptions{})
}

func (db *DryRepoDB) Commit(ctx context.Context, tx pgx.Tx) error { return tx.Commit(ctx) }
