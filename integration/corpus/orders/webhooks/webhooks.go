// Package webhooks posts order events to a partner's webhook endpoint.
package webhooks

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
)

type Client struct {
	url string
	hc  *http.Client
}

func New(url string) *Client { return &Client{url: url, hc: &http.Client{}} }

// Post delivers the payload; the partner cannot tell a retry from a new
// event.
func (c *Client) Post(ctx context.Context, id string, payload []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	return c.do(req)
}

// PostKeyed delivers the payload with the outbox row's ID as the partner's
// Idempotency-Key: a retry carries the same key.
func (c *Client) PostKeyed(ctx context.Context, id string, payload []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", id)
	return c.do(req)
}

func (c *Client) do(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook: %s", resp.Status)
	}
	return nil
}
