package rest // want package:"relevant"

// Package rest is a REST client: reads are GETs, creates go through a POST
// helper to a path its caller chooses. The package uses more than one verb,
// so its POST means a create: the helper and its callers mutate, as in
// edge's RPC client they do not.

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Client struct {
	hc   *http.Client
	base string
}

// post creates the resource at path.
func (c *Client) post(ctx context.Context, path string, body any) error { // want post:`summary\{effect:http~verb propagate\(3\)\}`
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// get reads the resource at path.
func (c *Client) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateCharge creates a charge: a mutation.
func (c *Client) CreateCharge(ctx context.Context, amount int) error { // want CreateCharge:`summary\{effect:http~verb\}`
	return c.post(ctx, "/charges", map[string]int{"amount": amount})
}

// Charge reads a charge.
func (c *Client) Charge(ctx context.Context, id string) error {
	return c.get(ctx, "/charges/"+id)
}
