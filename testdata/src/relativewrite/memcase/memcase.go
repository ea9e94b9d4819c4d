// Package memcase holds in-memory counters: metrics and process state, not
// persisted business state, which a retry may count twice.
package memcase

import (
	"context"
	"database/sql"
	"expvar"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
)

var (
	handled  = expvar.NewInt("handled")
	inflight int64
)

type metrics struct {
	charges prometheus.Counter
	depth   prometheus.Gauge
}

func handle(ctx context.Context, db *sql.DB, m *metrics, id string, amt int64) error {
	m.charges.Inc()
	m.charges.Add(float64(amt))
	m.depth.Dec()
	handled.Add(1)
	atomic.AddInt64(&inflight, 1)
	total := 0
	total += int(amt)
	counts := map[string]int{}
	counts[id]++
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = $1 WHERE id = $2`, total, id)
	return err
}
