// Package graphql simulates github.com/shurcooL/graphql for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package graphql

import (
	"context"
	"net/http"
)

// Client is a GraphQL client.
type Client struct{ url string }

// NewClient creates a GraphQL client targeting url.
func NewClient(url string, httpClient *http.Client) *Client { return &Client{url: url} }

// Query executes a single GraphQL query request.
func (c *Client) Query(ctx context.Context, q any, variables map[string]any) error { return nil }

// Mutate executes a single GraphQL mutation request.
func (c *Client) Mutate(ctx context.Context, m any, variables map[string]any) error { return nil }
