// Package verbparam retries calls of a client whose request helper takes
// the HTTP method as a parameter: the method handed in decides.
package verbparam

import (
	"context"
	"net/http"

	"github.com/cenkalti/backoff/v4"

	"retrykeyless/verbparam/api"
)

func Create(ctx context.Context, c *api.Client, body []byte) error {
	return backoff.Retry(func() error {
		return c.CreateOrder(ctx, body) // want `api.Client.CreateOrder is retried by backoff.Retry`
	}, backoff.NewExponentialBackOff())
}

// Get retries a read: silent.
func Get(ctx context.Context, c *api.Client, id string) error {
	return backoff.Retry(func() error {
		return c.GetOrder(ctx, id)
	}, backoff.NewExponentialBackOff())
}

func Refund(ctx context.Context, c *api.Client, body []byte) error {
	return backoff.Retry(func() error {
		return c.Do(ctx, http.MethodPost, "/refunds", body) // want `api.Client.Do is retried by backoff.Retry`
	}, backoff.NewExponentialBackOff())
}

// Fetch hands GET to the same helper: silent.
func Fetch(ctx context.Context, c *api.Client, id string) error {
	return backoff.Retry(func() error {
		return c.Do(ctx, http.MethodGet, "/refunds/"+id, nil)
	}, backoff.NewExponentialBackOff())
}
