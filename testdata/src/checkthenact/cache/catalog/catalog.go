// Package catalog reads what an order holds (saga's orders client): a
// read, no effect.
package catalog

import (
	"context"
	"database/sql"
)

type Client struct{ db *sql.DB }

func New(db *sql.DB) *Client { return &Client{db: db} }

func (c *Client) ProductsOf(ctx context.Context, orderID int64) (int64, error) {
	var n int64
	err := c.db.QueryRowContext(ctx, `SELECT count(*) FROM order_item WHERE order_id = $1`, orderID).Scan(&n)
	return n, err
}
