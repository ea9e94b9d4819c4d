// Package recon holds the wallet service's reconciliation jobs: each reads
// the service's records and the provider's, records the drift it finds and
// exports metrics. The service's main runs them with Every.
package recon

import (
	"context"
	"log/slog"
	"time"
)

// Every runs job at each tick until ctx is done; a failed run is logged and
// the next tick runs again.
func Every(ctx context.Context, d time.Duration, name string, job func(context.Context) error) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := job(ctx); err != nil {
				slog.Error("reconciliation failed", "job", name, "err", err)
			}
		}
	}
}
