// Package rpcpost retries a call through an RPC client whose every method
// is a POST (silent: the verb says nothing) beside a POST-only client whose
// method names its endpoint (reported).
package rpcpost

import (
	"context"
	"net/url"

	"github.com/cenkalti/backoff/v4"

	"retrykeyless/rpcpost/payouts"
	"retrykeyless/rpcpost/rpcapi"
)

func Pay(ctx context.Context, c *payouts.Client, body string) error {
	return backoff.Retry(func() error {
		return c.Create(ctx, body) // want `payouts.Client.Create is retried by backoff.Retry and runs POST`
	}, backoff.NewExponentialBackOff())
}

// Twin: the same retry around an RPC method (a read here, a write there:
// the POST cannot tell).
func History(ctx context.Context, c *rpcapi.Client, channel string) error {
	return backoff.Retry(func() error {
		return c.Call(ctx, "conversations.history", url.Values{"channel": {channel}})
	}, backoff.NewExponentialBackOff())
}
