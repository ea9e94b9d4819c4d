// Package chains derives keys from the clock and hands them to claims
// whose store is five calls away, in another package.
package chains

import (
	"context"
	"time"

	"keyderivation/chains/store"
)

// Remember keys a process-local memo by the clock: a cache key, which no
// retry or replica must repeat. Silent, however long the chain.
func Remember(v string) bool {
	return store.Memo(time.Now().Format(time.RFC3339) + v)
}

// ClaimAt claims a Redis key derived from the clock: a retry claims a new
// key and runs the effect again.
func ClaimAt(ctx context.Context, c *store.Cache, v string) bool {
	return c.Claim(ctx, time.Now().Format(time.RFC3339)+v) // want `dedup key claimed by store.Cache.Claim \(via .*\) is derived from the clock`
}
