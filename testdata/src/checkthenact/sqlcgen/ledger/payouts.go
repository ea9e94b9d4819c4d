package ledger

import (
	"context"

	"checkthenact/sqlcgen/bank"
	"checkthenact/sqlcgen/db"
)

type Payouts struct {
	q    *db.Queries
	bank *bank.Bank
}

// The check, the bank's POST (through the builder and the helper), the
// record: two deliveries both pay out.
func (p *Payouts) Pay(ctx context.Context, t Transfer) error {
	seen, err := p.q.TransferExists(ctx, t.ID) // want `existence check by db.Queries.TransferExists .* both run bank.Bank.Payout`
	if err != nil || seen {
		return err
	}
	if err := p.bank.Payout(ctx, t.Account); err != nil {
		return err
	}
	return p.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// Twin: the check and the record around the bank's GET.
func (p *Payouts) Verify(ctx context.Context, t Transfer) error {
	seen, err := p.q.TransferExists(ctx, t.ID)
	if err != nil || seen {
		return err
	}
	if err := p.bank.Balance(ctx, t.Account); err != nil {
		return err
	}
	return p.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// Twin: the check only saves a call: the payout carries the transfer's ID
// as the bank's idempotency key, so two deliveries that both pass the check
// make one payout.
func (p *Payouts) PayKeyed(ctx context.Context, t Transfer) error {
	seen, err := p.q.TransferExists(ctx, t.ID)
	if err != nil || seen {
		return err
	}
	if err := p.bank.PayoutKeyed(ctx, "payout:"+t.ID, t.Account); err != nil {
		return err
	}
	return p.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}
