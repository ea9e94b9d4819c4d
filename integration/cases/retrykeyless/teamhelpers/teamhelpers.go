// Package teamhelpers holds retrykeyless cases on the helpers a team
// writes around the libraries: its own retry package, a request builder
// that takes the method as a parameter, an *http.Client from a platform
// constructor that retries by itself; and the backoff and retry-go
// variants the knowledge lists. Each reported line carries a trailing
// "want: retrykeyless" marker; the twins beside them stay silent.
package teamhelpers

import (
	"bytes"
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"

	"github.com/idemlint/idemlint/integration/cases/retrykeyless/teamhelpers/httpx"
	"github.com/idemlint/idemlint/integration/cases/retrykeyless/teamhelpers/payclient"
	teamretry "github.com/idemlint/idemlint/integration/cases/retrykeyless/teamhelpers/retry"
)

const refundsURL = "https://payments.example.com/v1/refunds"

func teamInsert(ctx context.Context, db *sql.DB, id string, amount int64) error {
	return teamretry.Do(ctx, 5, func(ctx context.Context) error {
		_, err := db.ExecContext(ctx, `INSERT INTO refunds(order_id, amount) VALUES ($1, $2)`, id, amount) // want: retrykeyless
		return err
	})
}

// Twin: the same INSERT as an upsert.
func teamUpsert(ctx context.Context, db *sql.DB, id string, amount int64) error {
	return teamretry.Do(ctx, 5, func(ctx context.Context) error {
		_, err := db.ExecContext(ctx, `INSERT INTO refunds(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`, id, amount)
		return err
	})
}

func teamBackoff(ctx context.Context, c *payclient.Client, payload []byte) error {
	return teamretry.Backoff(ctx, func(ctx context.Context) error {
		return c.Send(ctx, payload) // want: retrykeyless
	})
}

// Twin: a GET through the same helpers.
func teamStatus(ctx context.Context, c *payclient.Client, id string) error {
	return teamretry.Do(ctx, 3, func(ctx context.Context) error {
		return c.Status(ctx, id)
	})
}

// Twin: an INSERT per item of a batch.
func teamEach(ctx context.Context, db *sql.DB, ids []string) error {
	return teamretry.ForEach(ctx, ids, func(ctx context.Context, id string) error {
		_, err := db.ExecContext(ctx, `INSERT INTO exports(order_id) VALUES ($1)`, id)
		return err
	})
}

// Twin: an INSERT on every tick of a poll that stops at the first failure.
func teamPoll(ctx context.Context, db *sql.DB, worker string) error {
	return teamretry.Poll(ctx, time.Minute, func(ctx context.Context) error {
		_, err := db.ExecContext(ctx, `INSERT INTO heartbeats(worker) VALUES ($1)`, worker)
		return err
	})
}

func builtPost(ctx context.Context, hc *http.Client, c *payclient.Client, payload []byte) error {
	return teamretry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := c.NewRequest(ctx, http.MethodPost, "/refunds", payload)
		if err != nil {
			return err
		}
		_, err = hc.Do(req) // want: retrykeyless
		return err
	})
}

// Twin: the same builder with http.MethodGet.
func builtGet(ctx context.Context, hc *http.Client, c *payclient.Client, id string) error {
	return teamretry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := c.NewRequest(ctx, http.MethodGet, "/refunds/"+id, nil)
		if err != nil {
			return err
		}
		_, err = hc.Do(req)
		return err
	})
}

// Notifier keeps the platform's retrying client in a field.
type Notifier struct {
	hc  *http.Client
	url string
}

func NewNotifier(url string) *Notifier { return &Notifier{hc: httpx.NewClient(), url: url} }

func (n *Notifier) Notify(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := n.hc.Do(req) // want: retrykeyless
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twin: the same POST keyed.
func (n *Notifier) NotifyKeyed(ctx context.Context, id string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "webhook-"+id)
	resp, err := n.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Mailer keeps the platform's plain client.
type Mailer struct {
	hc  *http.Client
	url string
}

func NewMailer(url string) *Mailer { return &Mailer{hc: httpx.NewPlainClient(), url: url} }

// Twin: the same POST through a client that does not retry.
func (m *Mailer) Notify(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := m.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// The backoff and retry-go variants.

func notifyWithTimer(c *http.Client, body []byte) error {
	return backoff.RetryNotifyWithTimer(func() error {
		_, err := c.Post(refundsURL, "application/json", bytes.NewReader(body)) // want: retrykeyless
		return err
	}, backoff.NewExponentialBackOff(), func(error, time.Duration) {}, nil)
}

func notifyWithData(c *http.Client, body []byte) (*http.Response, error) {
	return backoff.RetryNotifyWithData(func() (*http.Response, error) {
		return c.Post(refundsURL, "application/json", bytes.NewReader(body)) // want: retrykeyless
	}, backoff.NewExponentialBackOff(), func(error, time.Duration) {})
}

// Twin: a GET under the same wrapper.
func notifyWithDataGet(c *http.Client) (*http.Response, error) {
	return backoff.RetryNotifyWithData(func() (*http.Response, error) {
		return c.Get(refundsURL)
	}, backoff.NewExponentialBackOff(), func(error, time.Duration) {})
}

func v5Options(ctx context.Context, db *sql.DB, id string) (int64, error) {
	return backoff5.Retry(ctx, func() (int64, error) {
		res, err := db.ExecContext(ctx, `INSERT INTO refunds(order_id, amount) VALUES ($1, 0)`, id) // want: retrykeyless
		if err != nil {
			return 0, err
		}
		return res.RowsAffected()
	}, backoff5.WithBackOff(backoff5.NewExponentialBackOff()), backoff5.WithMaxElapsedTime(time.Minute), backoff5.WithNotify(func(error, time.Duration) {}))
}

func doWithData(ctx context.Context, hc *http.Client, c *payclient.Client, body []byte) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		req, err := c.NewRequest(ctx, "PATCH", "/refunds/r-1", body)
		if err != nil {
			return nil, err
		}
		return hc.Do(req) // want: retrykeyless
	}, retry.Attempts(3))
}

func refund(ctx context.Context, hc *http.Client, base string, body []byte) error {
	return teamretry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := payclient.NewRefundRequest(ctx, base, body)
		if err != nil {
			return err
		}
		resp, err := hc.Do(req) // want: retrykeyless
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// Twin: the GET builder of the same package.
func lookup(ctx context.Context, hc *http.Client, base, id string) error {
	return teamretry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := payclient.NewLookupRequest(ctx, base, id)
		if err != nil {
			return err
		}
		resp, err := hc.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}
