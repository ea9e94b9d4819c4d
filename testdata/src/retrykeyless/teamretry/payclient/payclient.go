// Package payclient is a team's hand-written REST client: a request
// builder that takes the HTTP method from its caller, and send helpers one
// and two levels above it.
package payclient

import (
	"bytes"
	"context"
	"net/http"
)

type Client struct {
	hc   *http.Client
	base string
}

func New(hc *http.Client, base string) *Client { return &Client{hc: hc, base: base} }

// newRequest builds a request with the method its caller hands in.
func (c *Client) newRequest(ctx context.Context, method, path string, body []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// NewRequest is the exported builder, for callers that send by themselves.
func (c *Client) NewRequest(ctx context.Context, method, path string, body []byte) (*http.Request, error) {
	return c.newRequest(ctx, method, path, body)
}

// post sends a POST built by newRequest.
func (c *Client) post(ctx context.Context, path string, body []byte) error {
	req, err := c.newRequest(ctx, http.MethodPost, path, body)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// get sends a GET built by the same builder.
func (c *Client) get(ctx context.Context, path string) error {
	req, err := c.newRequest(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Send posts a payment: two helpers above the library call.
func (c *Client) Send(ctx context.Context, payload []byte) error {
	return c.send(ctx, payload)
}

func (c *Client) send(ctx context.Context, payload []byte) error {
	return c.post(ctx, "/payments", payload)
}

// Status reads a payment through the same helpers.
func (c *Client) Status(ctx context.Context, id string) error {
	return c.get(ctx, "/payments/"+id)
}

// NewRefundRequest builds a POST with its own constant method.
func NewRefundRequest(ctx context.Context, base string, body []byte) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodPost, base+"/refunds", bytes.NewReader(body))
}

// NewLookupRequest builds a GET.
func NewLookupRequest(ctx context.Context, base, id string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodGet, base+"/refunds/"+id, nil)
}

// NewAnyRequest builds a POST or a GET, as its caller says.
func NewAnyRequest(ctx context.Context, base string, write bool) (*http.Request, error) {
	if write {
		return http.NewRequestWithContext(ctx, http.MethodPost, base+"/refunds", nil)
	}
	return http.NewRequestWithContext(ctx, http.MethodGet, base+"/refunds", nil)
}
