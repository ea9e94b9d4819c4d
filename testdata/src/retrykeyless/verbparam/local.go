package verbparam

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"github.com/cenkalti/backoff/v4"
)

// send is a request helper of this package that takes the method from its
// caller; what its caller hands in as body is what the request sends.
func send(ctx context.Context, hc *http.Client, method, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// payout is a body whose idempotency_key the payments service folds
// repeats by.
type payout struct {
	IdempotencyKey string `json:"idempotency_key"`
	Amount         int64  `json:"amount"`
}

// transfer has no key.
type transfer struct {
	Amount int64 `json:"amount"`
}

// Payout POSTs the keyed body through send: every attempt carries the same
// key.
func Payout(ctx context.Context, hc *http.Client, orderID string, amount int64) error {
	body, err := json.Marshal(payout{IdempotencyKey: "payout:" + orderID, Amount: amount})
	if err != nil {
		return err
	}
	return backoff.Retry(func() error {
		return send(ctx, hc, http.MethodPost, "https://pay.example/payouts", body)
	}, backoff.NewExponentialBackOff())
}

// Transfer POSTs an unkeyed body the same way: a retry after a timeout
// transfers twice.
func Transfer(ctx context.Context, hc *http.Client, amount int64) error {
	body, err := json.Marshal(transfer{Amount: amount})
	if err != nil {
		return err
	}
	return backoff.Retry(func() error {
		return send(ctx, hc, http.MethodPost, "https://pay.example/transfers", body) // want `verbparam.send is retried by backoff.Retry`
	}, backoff.NewExponentialBackOff())
}
