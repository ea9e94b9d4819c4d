// Package rpcapi is an RPC client, as Slack's Web and edge APIs are: every
// method, reads included, is a POST to a method name its caller chooses, on
// the client's base URL. Its POST says nothing about the operation.
package rpcapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

type Client struct {
	hc   *http.Client
	base string
}

// Call posts the form to the API method its caller names.
func (c *Client) Call(ctx context.Context, method string, form url.Values) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/"+method, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// History reads a channel's messages.
func (c *Client) History(ctx context.Context, channel string) error {
	return c.Call(ctx, "conversations.history", url.Values{"channel": {channel}})
}
