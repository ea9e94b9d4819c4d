package push // want package:"relevant"

// Package push only ever sends POST, to a URL its caller gives, but holds
// no service URL of its own: its caller names a destination (a push
// gateway, a webhook), not a method, and the POST delivers to it. It is no
// RPC transport, and Notify mutates.

import (
	"bytes"
	"context"
	"net/http"
)

type Client struct{ hc *http.Client }

// Notify posts the notification to the gateway at url.
func (c *Client) Notify(ctx context.Context, url string, body []byte) error { // want Notify:`summary\{effect:http~verb post-body:http\(3\)\}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
