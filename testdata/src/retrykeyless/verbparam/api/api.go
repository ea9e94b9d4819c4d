// Package api is a REST client whose one request helper takes the HTTP
// method from its caller, as most hand-written clients do.
package api

import (
	"bytes"
	"context"
	"net/http"
)

type Client struct {
	hc   *http.Client
	base string
}

// Do sends a request with the method its caller chooses: whether it
// mutates is decided at each call.
func (c *Client) Do(ctx context.Context, method, path string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateOrder posts: a create.
func (c *Client) CreateOrder(ctx context.Context, body []byte) error {
	return c.Do(ctx, http.MethodPost, "/orders", body)
}

// GetOrder reads.
func (c *Client) GetOrder(ctx context.Context, id string) error {
	return c.Do(ctx, http.MethodGet, "/orders/"+id, nil)
}
