// Package payouts is the service: it depends on the repository's
// interface, injected by its constructor, and pays through the bank.
package payouts

import (
	"context"
	"database/sql"
	"errors"

	"checkthenact/sqlcgen/repo"
)

// send pays the transfer out.
//
//idemlint:effect payment
func send(ctx context.Context, id string, amount int64) error { return nil }

type Service struct{ transfers repo.Transfers }

func New(t repo.Transfers) *Service { return &Service{transfers: t} }

// A lookup through the repository as the check, the payout, then the
// record through the repository: two deliveries both find no row.
func (s *Service) Pay(ctx context.Context, id string, amount int64) error {
	_, err := s.transfers.Find(ctx, id) // want `lookup by repo.Transfers.Find \(which calls db.Queries.GetTransfer.*is not atomic with the record by repo.Transfers.Record`
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if err := send(ctx, id, amount); err != nil {
		return err
	}
	return s.transfers.Record(ctx, id, amount)
}

// Twin: the row found is what is acted on; "no rows" stops.
func (s *Service) Resend(ctx context.Context, id string) error {
	t, err := s.transfers.Find(ctx, id)
	if err != nil {
		return err
	}
	if err := send(ctx, id, t.Amount); err != nil {
		return err
	}
	return s.transfers.Record(ctx, id, t.Amount)
}
