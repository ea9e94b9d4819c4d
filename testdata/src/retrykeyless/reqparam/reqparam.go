// Package reqparam retries the methods of a client that build a request
// and hand it to a send helper.
package reqparam

import (
	"context"

	"github.com/cenkalti/backoff/v4"

	"retrykeyless/reqparam/api"
)

func Publish(ctx context.Context, c *api.Client, payload []byte) error {
	return backoff.Retry(func() error {
		return c.Post(ctx, payload) // want `api.Client.Post is retried by backoff.Retry and runs POST`
	}, backoff.NewExponentialBackOff())
}

// Twin: the client sets the caller's key on the request it sends.
func PublishKeyed(ctx context.Context, c *api.Client, id string, payload []byte) error {
	return backoff.Retry(func() error {
		return c.PostKeyed(ctx, "event:"+id, payload)
	}, backoff.NewExponentialBackOff())
}

// Twin: a retried read.
func Fetch(ctx context.Context, c *api.Client, id string) error {
	return backoff.Retry(func() error {
		return c.Get(ctx, id)
	}, backoff.NewExponentialBackOff())
}

// Twin: a retried PUT replaces, through a request built in a closure.
func Replace(ctx context.Context, c *api.Client, payload []byte) error {
	return backoff.Retry(func() error {
		return c.Put(ctx, payload, nil)
	}, backoff.NewExponentialBackOff())
}
