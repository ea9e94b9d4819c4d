package service

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"

	"github.com/idemlint/idemlint/integration/corpus/billing2/httpx"
	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/retry"
)

// Metering reports usage records to the metering service.
type Metering struct {
	base string
	hc   *http.Client
}

func NewMetering(base string, hc *http.Client) *Metering { return &Metering{base: base, hc: hc} }

type UsageRecord struct {
	ID       string `json:"id"`
	Customer string `json:"customer"`
	Units    int64  `json:"units"`
}

func logRetry(err error, d time.Duration) { slog.Warn("usage: retrying", "err", err, "in", d) }

// Report posts the record under backoff with no key: the meter counts the
// units twice when a reply is lost.
func (m *Metering) Report(ctx context.Context, u UsageRecord) error {
	b, err := json.Marshal(u)
	if err != nil {
		return err
	}
	return backoff.RetryNotify(func() error {
		resp, err := m.hc.Post(m.base+"/v1/usage", "application/json", bytes.NewReader(b)) // want: retrykeyless
		if err != nil {
			return err
		}
		return httpx.Check(resp)
	}, backoff.WithContext(backoff.NewExponentialBackOff(), ctx), logRetry)
}

// ReportKeyed sends the record's ID as the key on every attempt.
func (m *Metering) ReportKeyed(ctx context.Context, u UsageRecord) error {
	return backoff.RetryNotify(func() error {
		req, err := httpx.NewRequest(ctx, http.MethodPost, m.base+"/v1/usage", u)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", "usage-"+u.ID)
		resp, err := m.hc.Do(req)
		if err != nil {
			return err
		}
		return httpx.Check(resp)
	}, backoff.WithContext(backoff.NewExponentialBackOff(), ctx), logRetry)
}

// ReportTagged keys the record, but with a token minted in the attempt:
// each retry is a new record to the meter.
func (m *Metering) ReportTagged(ctx context.Context, u UsageRecord) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := httpx.NewRequest(ctx, http.MethodPost, m.base+"/v1/usage", u)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", idem.NewToken()) // want: keyderivation
		resp, err := m.hc.Do(req)
		if err != nil {
			return err
		}
		return httpx.Check(resp)
	})
}
