package fixed // want package:"relevant"

// Package fixed only ever sends POST, but each function names its own
// endpoint: the function, not its caller, chooses the operation, so its
// POST is a mutation as anywhere else.

import (
	"context"
	"net/http"
	"strings"
)

type Client struct {
	hc   *http.Client
	base string
}

// CreatePayout posts to a constant endpoint: a mutation.
func (c *Client) CreatePayout(ctx context.Context, body string) error { // want CreatePayout:`summary\{effect:http~verb\}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/payouts", strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Refund posts to a constant endpoint around the caller's payment ID: the
// function still names the operation.
func (c *Client) Refund(ctx context.Context, id string) error { // want Refund:`summary\{effect:http~verb\}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/payments/"+id+"/refund", nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
