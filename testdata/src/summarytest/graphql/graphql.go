package graphql // want package:"relevant"

// Package graphql posts GraphQL documents to one endpoint: the function
// that marshals its string parameter into the body's query member carries
// it as its document (graphql-doc; http: its POST alone would mutate), and
// its callers' constant documents decide.

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Client struct {
	hc       *http.Client
	endpoint string
}

type body struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables"`
}

func (c *Client) post(ctx context.Context, b []byte) error { // want post:`summary\{effect:http~verb post-body:http\(2\)\}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Exec sends doc as the document.
func (c *Client) Exec(ctx context.Context, doc string, vars map[string]any) error { // want Exec:`summary\{graphql-doc:http\(2\) propagate`
	b, err := json.Marshal(body{Query: doc, Variables: vars})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Create runs a mutation: an http effect.
func (c *Client) Create(ctx context.Context) error { // want Create:`summary\{effect:http\}`
	return c.Exec(ctx, `mutation { create { id } }`, nil)
}

// List runs a query: nothing.
func (c *Client) List(ctx context.Context) error {
	return c.Exec(ctx, `query { list { id } }`, nil)
}

// Forward hands its own document on: its callers decide.
func (c *Client) Forward(ctx context.Context, doc string) error { // want Forward:`summary\{graphql-doc:http\(2\) propagate`
	return c.Exec(ctx, doc, nil)
}

// Notify posts a text under another member: a POST like any other.
func (c *Client) Notify(ctx context.Context, text string) error { // want Notify:`summary\{effect:http~verb\}`
	b, err := json.Marshal(map[string]string{"text": text})
	if err != nil {
		return err
	}
	return c.post(ctx, b)
}

// Send marshals doc and hands the bytes to post: it sends doc as the
// document through post's body.
func (c *Client) Send(ctx context.Context, doc string) error { // want Send:`summary\{graphql-doc:http\(2\)`
	b, err := json.Marshal(map[string]any{"query": doc})
	if err != nil {
		return err
	}
	return c.post(ctx, b)
}

// Archive runs a mutation through Send: an http effect.
func (c *Client) Archive(ctx context.Context) error { // want Archive:`summary\{effect:http\}`
	return c.Send(ctx, `mutation { archive { id } }`)
}

// Count runs a query through Send: nothing.
func (c *Client) Count(ctx context.Context) error {
	return c.Send(ctx, `{ count }`)
}
