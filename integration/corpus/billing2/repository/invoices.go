package repository

import (
	"context"
	"database/sql"
	"errors"
)

// ErrDuplicate is returned by Insert when the external ID is taken.
var ErrDuplicate = errors.New("invoice already exists")

type Invoices struct{ db *sql.DB }

func NewInvoices(db *sql.DB) *Invoices { return &Invoices{db: db} }

type Invoice struct {
	ExternalID string
	CustomerID string
	Total      int64
}

type Line struct {
	InvoiceID int64
	SKU       string
	Amount    int64
}

// Insert writes a new invoice row; external_id is UNIQUE.
func (r *Invoices) Insert(ctx context.Context, inv Invoice) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO invoices (external_id, customer_id, total) VALUES ($1, $2, $3)`,
		inv.ExternalID, inv.CustomerID, inv.Total)
	if isUniqueViolation(err) {
		return ErrDuplicate
	}
	return err
}

// InsertOnce writes the invoice unless its external ID is already there.
func (r *Invoices) InsertOnce(ctx context.Context, inv Invoice) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO invoices (external_id, customer_id, total) VALUES ($1, $2, $3)
		 ON CONFLICT (external_id) DO NOTHING`,
		inv.ExternalID, inv.CustomerID, inv.Total)
	return err
}

// InsertLine writes one line of an invoice.
func (r *Invoices) InsertLine(ctx context.Context, l Line) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO invoice_lines (invoice_id, sku, amount) VALUES ($1, $2, $3)`,
		l.InvoiceID, l.SKU, l.Amount)
	return err
}
