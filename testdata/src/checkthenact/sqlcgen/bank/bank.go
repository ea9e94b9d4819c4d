// Package bank is a hand-written client of a bank: each method builds its
// request (or has a builder build it) and hands it to one send helper.
package bank

import (
	"bytes"
	"context"
	"net/http"
)

type Bank struct{ hc *http.Client }

func (b *Bank) send(req *http.Request) error {
	resp, err := b.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (b *Bank) payoutRequest(ctx context.Context, account string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodPost, "https://bank.example/payouts/"+account, bytes.NewReader(nil))
}

// Payout: a POST, built by the builder, sent by the helper.
func (b *Bank) Payout(ctx context.Context, account string) error {
	req, err := b.payoutRequest(ctx, account)
	if err != nil {
		return err
	}
	return b.send(req)
}

// Balance: a GET sent by the same helper.
func (b *Bank) Balance(ctx context.Context, account string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://bank.example/accounts/"+account, nil)
	if err != nil {
		return err
	}
	return b.send(req)
}

// PayoutKeyed is Payout with the bank's Idempotency-Key.
func (b *Bank) PayoutKeyed(ctx context.Context, key, account string) error {
	req, err := b.payoutRequest(ctx, account)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	return b.send(req)
}
