// Package payclient is a team's REST client: a request builder that takes
// the HTTP method from its caller, and send helpers above it.
package payclient

import (
	"bytes"
	"context"
	"net/http"
)

const methodPost = "POST"

type Client struct {
	hc   *http.Client
	base string
}

func New(hc *http.Client, base string) *Client { return &Client{hc: hc, base: base} }

// NewRequest builds a request with the method its caller hands in.
func (c *Client) NewRequest(ctx context.Context, method, path string, body []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

func (c *Client) do(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) post(ctx context.Context, path string, body []byte) error {
	req, err := c.NewRequest(ctx, methodPost, path, body)
	if err != nil {
		return err
	}
	return c.do(req)
}

func (c *Client) get(ctx context.Context, path string) error {
	req, err := c.NewRequest(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	return c.do(req)
}

// Send posts a payment, two helpers above the request.
func (c *Client) Send(ctx context.Context, payload []byte) error { return c.send(ctx, payload) }

func (c *Client) send(ctx context.Context, payload []byte) error {
	return c.post(ctx, "/payments", payload)
}

// Status reads a payment through the same helpers.
func (c *Client) Status(ctx context.Context, id string) error {
	return c.get(ctx, "/payments/"+id)
}

// NewRefundRequest builds a POST with its own method.
func NewRefundRequest(ctx context.Context, base string, body []byte) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodPost, base+"/refunds", bytes.NewReader(body))
}

// NewLookupRequest builds a GET.
func NewLookupRequest(ctx context.Context, base, id string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodGet, base+"/refunds/"+id, nil)
}
