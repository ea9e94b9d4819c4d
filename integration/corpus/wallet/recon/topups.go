package recon

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// matchTopUps matches the top-ups not matched yet (MySQL) with the
// acquirer's statement of today, records the acquirer's status of each one
// it finds, and returns how many it could not find.
func matchTopUps(ctx context.Context, store *repository.TopUps, st wallet.Statement, now time.Time) (int, error) {
	open, err := store.Unmatched(ctx, 1000)
	if err != nil {
		return 0, err
	}
	lines, err := st.Lines(ctx, now)
	if err != nil {
		return 0, err
	}
	byRef := make(map[string]wallet.Line, len(lines))
	for _, l := range lines {
		byRef[l.Ref] = l
	}
	unmatched := 0
	for _, t := range open {
		l, ok := byRef[t.ID]
		if !ok || l.Amount != t.Amount {
			unmatched++
			continue
		}
		if err := store.Match(ctx, t.ID, l.Status); err != nil {
			return unmatched, err
		}
	}
	return unmatched, nil
}

// TopUps matches top-ups with the acquirer's statement and exports a gauge
// of how many are unmatched: a gauge, but of a count. A top-up the acquirer
// lost stays in it for ever at 1, and so does a top-up matched a minute later.
type TopUps struct {
	store     *repository.TopUps
	st        wallet.Statement
	unmatched prometheus.Gauge
}

// NewTopUps returns the job with its gauge registered on reg.
func NewTopUps(reg prometheus.Registerer, store *repository.TopUps, st wallet.Statement) *TopUps {
	g := prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "wallet_recon_topups_unmatched", Help: "Top-ups the acquirer's statement does not hold.",
	})
	reg.MustRegister(g)
	return &TopUps{store: store, st: st, unmatched: g}
}

// RunOnce matches and sets the unmatched count.
func (j *TopUps) RunOnce(ctx context.Context) error { // want: reconcile
	n, err := matchTopUps(ctx, j.store, j.st, time.Now())
	if err != nil {
		return err
	}
	j.unmatched.Set(float64(n))
	return nil
}

// TopUpsTracked exports the same count and the time since the last run that
// finished: a GaugeFunc over time.Since of the last success, which grows
// when the job stops or fails at every tick.
type TopUpsTracked struct {
	store     *repository.TopUps
	st        wallet.Statement
	unmatched prometheus.Gauge
	lastOK    atomic.Int64 // unix nanoseconds
}

// NewTopUpsTracked returns the job with its gauges registered on reg.
func NewTopUpsTracked(reg prometheus.Registerer, store *repository.TopUps, st wallet.Statement) *TopUpsTracked {
	j := &TopUpsTracked{store: store, st: st}
	j.lastOK.Store(time.Now().UnixNano())
	j.unmatched = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "wallet_recon_topups_unmatched", Help: "Top-ups the acquirer's statement does not hold.",
	})
	since := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "wallet_recon_topups_seconds_since_success", Help: "Seconds since the last reconciliation that finished.",
	}, func() float64 { return time.Since(time.Unix(0, j.lastOK.Load())).Seconds() })
	reg.MustRegister(j.unmatched, since)
	return j
}

// RunOnce matches, sets the count and records the success.
func (j *TopUpsTracked) RunOnce(ctx context.Context) error {
	n, err := matchTopUps(ctx, j.store, j.st, time.Now())
	if err != nil {
		return err
	}
	j.unmatched.Set(float64(n))
	j.lastOK.Store(time.Now().UnixNano())
	return nil
}
