// Package payouts only ever sends POST too, but its method names its own
// endpoint: the POST is the operation's verb, a create.
package payouts

import (
	"context"
	"net/http"
	"strings"
)

type Client struct {
	hc   *http.Client
	base string
}

// Create posts a payout.
func (c *Client) Create(ctx context.Context, body string) error {
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
