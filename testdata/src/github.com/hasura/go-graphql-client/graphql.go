// Package graphql simulates github.com/hasura/go-graphql-client for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package graphql

import (
	"context"
	"net/http"
)

// Doer is the method a client sends requests through.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// OptionType is the kind of an Option.
type OptionType string

// Option is an extra part of the rendered query.
type Option interface {
	Type() OptionType
}

// Client is a GraphQL client.
type Client struct{ url string }

// NewClient creates a GraphQL client targeting url.
func NewClient(url string, httpClient Doer) *Client { return &Client{url: url} }

// Query executes a single GraphQL query request.
func (c *Client) Query(ctx context.Context, q any, variables map[string]any, options ...Option) error {
	return nil
}

// QueryRaw executes a query and returns the raw data.
func (c *Client) QueryRaw(ctx context.Context, q any, variables map[string]any, options ...Option) ([]byte, error) {
	return nil, nil
}

// NamedQuery executes a single GraphQL query request, with operation name.
func (c *Client) NamedQuery(ctx context.Context, name string, q any, variables map[string]any, options ...Option) error {
	return nil
}

// NamedQueryRaw executes a named query and returns the raw data.
func (c *Client) NamedQueryRaw(ctx context.Context, name string, q any, variables map[string]any, options ...Option) ([]byte, error) {
	return nil, nil
}

// Mutate executes a single GraphQL mutation request.
func (c *Client) Mutate(ctx context.Context, m any, variables map[string]any, options ...Option) error {
	return nil
}

// MutateRaw executes a mutation and returns the raw data.
func (c *Client) MutateRaw(ctx context.Context, m any, variables map[string]any, options ...Option) ([]byte, error) {
	return nil, nil
}

// NamedMutate executes a single GraphQL mutation request, with operation name.
func (c *Client) NamedMutate(ctx context.Context, name string, m any, variables map[string]any, options ...Option) error {
	return nil
}

// NamedMutateRaw executes a named mutation and returns the raw data.
func (c *Client) NamedMutateRaw(ctx context.Context, name string, m any, variables map[string]any, options ...Option) ([]byte, error) {
	return nil, nil
}
