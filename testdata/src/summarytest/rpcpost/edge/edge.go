package edge // want package:"relevant"

// Package edge is an RPC client, like Slack's web and edge APIs: every
// method, reads included, is a POST to an endpoint its caller chooses, so
// the verb says nothing about the operation. Its helpers and methods are no
// inferred HTTP mutation (unknown, not a read): none has a summary.

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
)

type Client struct {
	hc      *http.Client
	edgeAPI string
	webAPI  string
}

// PostJSON posts to the edge API method path, on the client's base URL.
func (c *Client) PostJSON(ctx context.Context, path string, body any) (*http.Response, error) { // want PostJSON:`summary\{propagate\(3\)\}`
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.edgeAPI+path, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return do(c.hc, req)
}

// PostFormRaw posts a form to the URL its caller gives.
func (c *Client) PostFormRaw(ctx context.Context, u string, form url.Values) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, strings.NewReader(form.Encode()))
	if err != nil {
		return nil, err
	}
	return do(c.hc, req)
}

// Call posts to a web API method: base, separator, method.
func (c *Client) Call(ctx context.Context, method string, form url.Values) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.webAPI+"/"+method, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// do sends the request its caller built.
func do(hc *http.Client, req *http.Request) (*http.Response, error) { // want do:`summary\{req-param:http\(1\)\}`
	return hc.Do(req)
}

// History reads a channel's history: a POST, as every method is.
func (c *Client) History(ctx context.Context, channel string) error {
	resp, err := c.PostJSON(ctx, "conversations.history", map[string]string{"channel": channel})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Search searches users through the form API.
func (c *Client) Search(ctx context.Context, q string) error {
	resp, err := c.PostFormRaw(ctx, c.webAPI+"users.search", url.Values{"query": {q}})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
