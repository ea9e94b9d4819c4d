// Package gql is a team's own GraphQL client: every operation is a POST of
// {"query": doc, "variables": vars} to one endpoint.
package gql

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

type request struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

func (c *Client) do(ctx context.Context, doc string, vars map[string]any) error {
	body, err := json.Marshal(&request{Query: doc, Variables: vars})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Do posts a document its caller chooses.
func (c *Client) Do(ctx context.Context, doc string, vars map[string]any) error {
	return c.do(ctx, doc, vars)
}

// CreateIssue files an issue.
func (c *Client) CreateIssue(ctx context.Context, title string) error {
	return c.do(ctx, `mutation CreateIssue($title: String!) { issueCreate(input: {title: $title}) { success } }`, map[string]any{"title": title})
}

// Issues lists issues.
func (c *Client) Issues(ctx context.Context) error {
	return c.do(ctx, `query Issues { issues { nodes { id } } }`, nil)
}

// post sends the body b: a POST like any other.
func (c *Client) post(ctx context.Context, b []byte) error {
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

// send marshals the document doc and hands the bytes to post.
func (c *Client) send(ctx context.Context, doc string) error {
	b, err := json.Marshal(map[string]any{"query": doc})
	if err != nil {
		return err
	}
	return c.post(ctx, b)
}

// CreateTeam creates a team through send.
func (c *Client) CreateTeam(ctx context.Context) error {
	return c.send(ctx, `mutation { teamCreate(input: {name: "core"}) { success } }`)
}

// Teams lists teams through send.
func (c *Client) Teams(ctx context.Context) error {
	return c.send(ctx, `query { teams { nodes { name } } }`)
}
