package service

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/cenkalti/backoff/v5"

	"github.com/idemlint/idemlint/integration/corpus/billing2/httpx"
)

// Refunds asks the processor for refunds, under backoff v5.
type Refunds struct {
	base string
	hc   *http.Client
}

func NewRefunds(base string, hc *http.Client) *Refunds { return &Refunds{base: base, hc: hc} }

type refundRequest struct {
	Charge string `json:"charge"`
	Amount int64  `json:"amount"`
}

// Refund retries the POST with no key: a refund whose reply was lost is
// made twice.
func (r *Refunds) Refund(ctx context.Context, chargeID string, amount int64) error {
	_, err := backoff.Retry(ctx, func() (struct{}, error) {
		b, err := json.Marshal(refundRequest{Charge: chargeID, Amount: amount})
		if err != nil {
			return struct{}{}, backoff.Permanent(err)
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.base+"/v1/refunds", bytes.NewReader(b))
		if err != nil {
			return struct{}{}, backoff.Permanent(err)
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := r.hc.Do(req) // want: retrykeyless
		if err != nil {
			return struct{}{}, err
		}
		return struct{}{}, httpx.Check(resp)
	}, backoff.WithBackOff(backoff.NewExponentialBackOff()), backoff.WithMaxTries(5))
	return err
}

// RefundKeyed keys the refund by the charge and the amount: the same on
// every attempt, different for a second partial refund.
func (r *Refunds) RefundKeyed(ctx context.Context, refundID, chargeID string, amount int64) error {
	_, err := backoff.Retry(ctx, func() (struct{}, error) {
		req, err := httpx.NewRequest(ctx, http.MethodPost, r.base+"/v1/refunds", refundRequest{Charge: chargeID, Amount: amount})
		if err != nil {
			return struct{}{}, backoff.Permanent(err)
		}
		req.Header.Set("Idempotency-Key", "refund-"+refundID)
		resp, err := r.hc.Do(req)
		if err != nil {
			return struct{}{}, err
		}
		return struct{}{}, httpx.Check(resp)
	}, backoff.WithBackOff(backoff.NewExponentialBackOff()), backoff.WithMaxTries(5))
	return err
}

// newRef returns a random reference for the processor's logs.
func newRef() string {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return fmt.Sprintf("%x", b)
}

// RefundTagged keys the refund with a reference minted in the attempt: the
// retry after a lost reply is a second refund to the processor.
func (r *Refunds) RefundTagged(ctx context.Context, chargeID string, amount int64) error {
	_, err := backoff.Retry(ctx, func() (struct{}, error) {
		req, err := httpx.NewRequest(ctx, http.MethodPost, r.base+"/v1/refunds", refundRequest{Charge: chargeID, Amount: amount})
		if err != nil {
			return struct{}{}, backoff.Permanent(err)
		}
		req.Header.Set("Idempotency-Key", newRef()) // want: keyderivation
		resp, err := r.hc.Do(req)
		if err != nil {
			return struct{}{}, err
		}
		return struct{}{}, httpx.Check(resp)
	}, backoff.WithBackOff(backoff.NewExponentialBackOff()), backoff.WithMaxTries(5))
	return err
}
