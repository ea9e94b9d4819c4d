// Package service holds the billing use cases. Its dependencies are
// injected by cmd/billingd.
package service

import (
	"context"

	"github.com/idemlint/idemlint/integration/corpus/billing2/partner"
	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
	"github.com/idemlint/idemlint/integration/corpus/billing2/retry"
)

type Invoicing struct {
	invoices *repository.Invoices
	partner  *partner.Client
}

func NewInvoicing(invoices *repository.Invoices, p *partner.Client) *Invoicing {
	return &Invoicing{invoices: invoices, partner: p}
}

// Issue retries a plain INSERT: a commit whose reply was lost is written
// again (external_id is unique, so the retry then fails instead of
// succeeding).
func (s *Invoicing) Issue(ctx context.Context, inv repository.Invoice) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		return s.invoices.Insert(ctx, inv) // want: retrykeyless
	})
}

// IssueOnce retries an insert that a replay finds done.
func (s *Invoicing) IssueOnce(ctx context.Context, inv repository.Invoice) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		return s.invoices.InsertOnce(ctx, inv)
	})
}

// AddLines writes each line once; a failure goes back to the caller.
func (s *Invoicing) AddLines(ctx context.Context, lines []repository.Line) error {
	return retry.ForEach(lines, func(l repository.Line) error {
		return s.invoices.InsertLine(ctx, l)
	})
}

// Publish hands the invoice to the reseller, keyed by its ID.
func (s *Invoicing) Publish(ctx context.Context, inv partner.Invoice) error {
	return s.partner.PushKeyed(ctx, inv)
}
