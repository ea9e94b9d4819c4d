// Package gqlapi is a team's own GraphQL client: every operation is a POST
// of {"query": doc, "variables": vars} to one endpoint, and the document
// says whether it reads or writes.
package gqlapi

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Client struct {
	hc       *http.Client
	endpoint string
	limiter  *Limiter
}

// Limiter runs the requests handed to it one at a time.
type Limiter struct{ queue chan func() error }

// Enqueue runs fn in turn and returns its error.
func (l *Limiter) Enqueue(fn func() error) error {
	done := make(chan error, 1)
	l.queue <- func() error { err := fn(); done <- err; return err }
	return <-done
}

type request struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

// do posts the document doc.
func (c *Client) do(ctx context.Context, doc string, vars map[string]any) error {
	body, err := json.Marshal(request{Query: doc, Variables: vars})
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
	const doc = `mutation CreateIssue($title: String!) { issueCreate(input: {title: $title}) { success } }`
	return c.do(ctx, doc, map[string]any{"title": title})
}

// Issues lists issues.
func (c *Client) Issues(ctx context.Context) error {
	return c.do(ctx, `query Issues { issues { nodes { id title } } }`, nil)
}

// Viewer reads the viewer through a shorthand query.
func (c *Client) Viewer(ctx context.Context) error {
	return c.do(ctx, "{ viewer { id } }", nil)
}

// Search reads; its comment names a mutation.
func (c *Client) Search(ctx context.Context, q string) error {
	return c.do(ctx, "# mutation IssueCreate is elsewhere\nquery Search($q: String!) { search(q: $q) { id } }", map[string]any{"q": q})
}

// Archive writes; its comment names a query.
func (c *Client) Archive(ctx context.Context, id string) error {
	return c.do(ctx, "# query Issues reads them\nmutation Archive($id: ID!) { issueArchive(id: $id) { success } }", map[string]any{"id": id})
}

// Raw posts a document a caller built at run time: nothing to read, so
// the POST is what it was.
func (c *Client) Raw(ctx context.Context, fields string) error {
	return c.do(ctx, "query { "+fields+" }", nil)
}

// queued posts the document doc, as a map, through the limiter: the send
// is in a literal handed to Enqueue.
func (c *Client) queued(doc string) error {
	body, err := json.Marshal(map[string]any{"query": doc})
	if err != nil {
		return err
	}
	req, err := http.NewRequest("POST", c.endpoint, bytes.NewBuffer(body))
	if err != nil {
		return err
	}
	var resp *http.Response
	err = c.limiter.Enqueue(func() error {
		var sendErr error
		resp, sendErr = c.hc.Do(req)
		return sendErr
	})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateLabel adds a label.
func (c *Client) CreateLabel() error {
	return c.queued(`mutation { labelCreate(input: {name: "bug"}) { success } }`)
}

// Labels lists labels.
func (c *Client) Labels() error {
	return c.queued(`query { labels { nodes { name } } }`)
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
