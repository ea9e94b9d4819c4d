package recon

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// Transfers compares the transfers the service has not reconciled with the
// provider's view of each (GET /v1/transfers/{ref}), records the provider's
// status, and counts what it checked and what differed.
type Transfers struct {
	store   *repository.Store
	hc      *http.Client
	base    string
	checked prometheus.Counter
	drift   prometheus.Counter
	oldest  prometheus.Gauge
}

// NewTransfers returns the job with its metrics registered on reg.
func NewTransfers(reg prometheus.Registerer, store *repository.Store, hc *http.Client, base string) *Transfers {
	j := &Transfers{
		store: store, hc: hc, base: base,
		checked: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "wallet_recon_transfers_checked_total", Help: "Transfers compared with the provider.",
		}),
		drift: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "wallet_recon_transfers_drift_total", Help: "Transfers whose status differed from the provider's.",
		}),
		oldest: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "wallet_recon_transfers_oldest_unreconciled_age_seconds", Help: "Age of the oldest transfer not reconciled.",
		}),
	}
	reg.MustRegister(j.checked, j.drift, j.oldest)
	return j
}

func (j *Transfers) providerStatus(ctx context.Context, ref string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, j.base+"/v1/transfers/"+url.PathEscape(ref), nil)
	if err != nil {
		return "", err
	}
	resp, err := j.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("provider: transfer %s: %s", ref, resp.Status)
	}
	var body struct {
		Status string `json:"status"`
	}
	err = json.NewDecoder(resp.Body).Decode(&body)
	return body.Status, err
}

// RunOnce counts transfers checked and transfers that drifted. When the
// provider's API fails on the first transfer every run, both counters stay
// flat, as they do when nothing drifts: nothing tells a stuck job.
func (j *Transfers) RunOnce(ctx context.Context) error { // want: reconcile
	pending, err := j.store.PendingTransfers(ctx, 500)
	if err != nil {
		return err
	}
	for _, t := range pending {
		status, err := j.providerStatus(ctx, t.ProviderRef)
		if err != nil {
			return err
		}
		j.checked.Inc()
		if status != t.Status {
			j.drift.Inc()
		}
		if err := j.store.MarkReconciled(ctx, t.ID, status); err != nil {
			return err
		}
	}
	return nil
}

// RunOnceWatched also sets the age of the oldest transfer it has yet to
// reconcile, from that transfer's creation time: a stuck job shows as a
// gauge that keeps growing.
func (j *Transfers) RunOnceWatched(ctx context.Context) error {
	pending, err := j.store.PendingTransfers(ctx, 500)
	if err != nil {
		return err
	}
	if len(pending) == 0 {
		j.oldest.Set(0)
		return nil
	}
	j.oldest.Set(time.Since(pending[0].CreatedAt).Seconds())
	for _, t := range pending {
		status, err := j.providerStatus(ctx, t.ProviderRef)
		if err != nil {
			return err
		}
		j.checked.Inc()
		if status != t.Status {
			j.drift.Inc()
		}
		if err := j.store.MarkReconciled(ctx, t.ID, status); err != nil {
			return err
		}
	}
	return nil
}
