// Package partner pushes invoices to the reseller's API. Its transport
// retries by itself: the *http.Client is go-retryablehttp's standard
// client, kept as a plain *http.Client field.
package partner

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	base string
	hc   *http.Client
}

// New builds the client: five attempts, exponential backoff, on 5xx and
// connection errors.
func New(base string) *Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 5
	rc.RetryWaitMax = 10 * time.Second
	return &Client{base: base, hc: rc.StandardClient()}
}

type Invoice struct {
	ID       string `json:"id"`
	Customer string `json:"customer"`
	Total    int64  `json:"total"`
}

// Push posts the invoice with no key: the transport resends it after a 502
// that came after the partner had stored it.
func (c *Client) Push(ctx context.Context, inv Invoice) error {
	b, err := json.Marshal(inv)
	if err != nil {
		return err
	}
	resp, err := c.hc.Post(c.base+"/invoices", "application/json", bytes.NewReader(b)) // want: retrykeyless
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PushKeyed sends the invoice ID as the key on every attempt of the
// transport.
func (c *Client) PushKeyed(ctx context.Context, inv Invoice) error {
	b, err := json.Marshal(inv)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/invoices", bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "invoice-"+inv.ID)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Status reads the partner's copy; the transport's retries are harmless.
func (c *Client) Status(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/invoices/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		Status string `json:"status"`
	}
	return out.Status, json.NewDecoder(resp.Body).Decode(&out)
}
