// Package graphql retries calls of a GraphQL client whose every operation
// is a POST: a mutation with no key is reported, a query is not.
package graphql

import (
	"context"

	"github.com/cenkalti/backoff/v4"

	gql "agenttool/graphql/gqlapi"
)

func File(ctx context.Context, c *gql.Client, title string) error {
	return backoff.Retry(func() error {
		return c.CreateIssue(ctx, title) // want `gqlapi\.Client\.CreateIssue is retried by backoff.Retry and runs a GraphQL mutation`
	}, backoff.NewExponentialBackOff())
}

// Twin: a retried query.
func List(ctx context.Context, c *gql.Client) error {
	return backoff.Retry(func() error {
		return c.Issues(ctx)
	}, backoff.NewExponentialBackOff())
}

// The document handed in here, through the fact of Do.
func Close(ctx context.Context, c *gql.Client, id string) error {
	return backoff.Retry(func() error {
		return c.Do(ctx, `mutation Close($id: ID!) { issueClose(id: $id) { success } }`, map[string]any{"id": id}) // want `gqlapi\.Client\.Do is retried by backoff.Retry and runs a GraphQL mutation`
	}, backoff.NewExponentialBackOff())
}

// Twin: a query after a comment that names a mutation.
func Get(ctx context.Context, c *gql.Client, id string) error {
	return backoff.Retry(func() error {
		return c.Do(ctx, "# mutation Close is elsewhere\nquery Get($id: ID!) { issue(id: $id) { title } }", map[string]any{"id": id})
	}, backoff.NewExponentialBackOff())
}

// Through a helper that marshals the document and hands the bytes to a
// send helper: the mutation, then its query twin.
func CreateTeam(ctx context.Context, c *gql.Client) error {
	return backoff.Retry(func() error {
		return c.CreateTeam(ctx) // want `gqlapi\.Client\.CreateTeam is retried by backoff.Retry and runs a GraphQL mutation`
	}, backoff.NewExponentialBackOff())
}

func Teams(ctx context.Context, c *gql.Client) error {
	return backoff.Retry(func() error {
		return c.Teams(ctx)
	}, backoff.NewExponentialBackOff())
}
