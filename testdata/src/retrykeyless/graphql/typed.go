package graphql

import (
	"context"

	"github.com/cenkalti/backoff/v4"
	hasura "github.com/hasura/go-graphql-client"
)

type createIssue struct {
	IssueCreate struct{ Success bool } `graphql:"issueCreate(input: $input)"`
}

type issues struct {
	Issues struct{ Nodes []struct{ ID string } }
}

// A typed client's Mutate retried: a mutation with no key.
func TypedCreate(ctx context.Context, h *hasura.Client, title string) error {
	return backoff.Retry(func() error {
		var m createIssue
		return h.Mutate(ctx, &m, map[string]any{"input": title}) // want `graphql.Client.Mutate is retried by backoff.Retry though the API takes no idempotency key`
	}, backoff.NewExponentialBackOff())
}

// Twin: its Query retried.
func TypedList(ctx context.Context, h *hasura.Client) error {
	return backoff.Retry(func() error {
		var q issues
		return h.Query(ctx, &q, nil)
	}, backoff.NewExponentialBackOff())
}
