// Package retrykeyless is TestPolicies' fixture for retrykeyless: a POST
// built and sent inside backoff.Retry with no Idempotency-Key header, the
// request handed on the way to nothing that could key it (Control), to a
// func field its constructor's caller sets (Injected), and to a func
// parameter (Unresolved): the policy says whether such a call may key it.
package retrykeyless

import (
	"bytes"
	"context"
	"net/http"

	backoff "github.com/cenkalti/backoff/v4"
)

const chargesURL = "https://payments.example.com/v1/charges"

type Client struct {
	hc   *http.Client
	sign func(*http.Request) error
}

func NewClient(hc *http.Client, sign func(*http.Request) error) *Client {
	return &Client{hc: hc, sign: sign}
}

func (c *Client) Control(ctx context.Context, body []byte) error {
	return backoff.Retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		_, err = c.hc.Do(req)
		return err
	}, backoff.NewExponentialBackOff())
}

func (c *Client) Injected(ctx context.Context, body []byte) error {
	return backoff.Retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		if err := c.sign(req); err != nil {
			return err
		}
		_, err = c.hc.Do(req)
		return err
	}, backoff.NewExponentialBackOff())
}

func Unresolved(ctx context.Context, hc *http.Client, body []byte, prepare func(*http.Request) error) error {
	return backoff.Retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		if err := prepare(req); err != nil {
			return err
		}
		_, err = hc.Do(req)
		return err
	}, backoff.NewExponentialBackOff())
}
