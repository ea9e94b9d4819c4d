package recon

import (
	"context"
	"database/sql"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
)

type payoutDrift struct {
	payoutID string
	kind     string // missing_at_provider, amount, status
	amount   int64
}

// diffPayouts compares a day of the service's payouts (database/sql) with
// the provider's statement of that day. It returns the drift and the
// creation time of the oldest payout the statement does not hold.
func diffPayouts(ctx context.Context, db *sql.DB, st wallet.Statement, day time.Time) ([]payoutDrift, time.Time, error) {
	rows, err := db.QueryContext(ctx,
		`SELECT id, amount, status, COALESCE(provider_ref, ''), created_at FROM payouts WHERE created_at >= $1 AND created_at < $2`,
		day, day.AddDate(0, 0, 1))
	if err != nil {
		return nil, time.Time{}, err
	}
	defer rows.Close()
	lines, err := st.Lines(ctx, day)
	if err != nil {
		return nil, time.Time{}, err
	}
	byRef := make(map[string]wallet.Line, len(lines))
	for _, l := range lines {
		byRef[l.Ref] = l
	}
	var drift []payoutDrift
	var oldest time.Time
	for rows.Next() {
		var id, status, ref string
		var amount int64
		var created time.Time
		if err := rows.Scan(&id, &amount, &status, &ref, &created); err != nil {
			return nil, time.Time{}, err
		}
		l, ok := byRef[ref]
		switch {
		case !ok:
			drift = append(drift, payoutDrift{id, "missing_at_provider", amount})
			if oldest.IsZero() || created.Before(oldest) {
				oldest = created
			}
		case l.Amount != amount:
			drift = append(drift, payoutDrift{id, "amount", amount - l.Amount})
		case l.Status != status:
			drift = append(drift, payoutDrift{id, "status", 0})
		}
	}
	return drift, oldest, rows.Err()
}

func recordDrift(ctx context.Context, db *sql.DB, drift []payoutDrift) error {
	for _, d := range drift {
		if _, err := db.ExecContext(ctx,
			`INSERT INTO payout_drift (payout_id, kind) VALUES ($1, $2) ON CONFLICT (payout_id) DO UPDATE SET kind = excluded.kind`,
			d.payoutID, d.kind); err != nil {
			return err
		}
	}
	return nil
}

// PayoutCounts reconciles a day of payouts and exports, with
// OpenTelemetry, the number of drifted payouts and the amount that
// differs, by kind.
type PayoutCounts struct {
	db      *sql.DB
	st      wallet.Statement
	drifted metric.Int64Counter
	amount  metric.Int64Counter
}

// NewPayoutCounts returns the job with its instruments made from meter.
func NewPayoutCounts(meter metric.Meter, db *sql.DB, st wallet.Statement) (*PayoutCounts, error) {
	drifted, err := meter.Int64Counter("wallet.recon.payouts.drifted", metric.WithDescription("Payouts that differ from the statement."))
	if err != nil {
		return nil, err
	}
	amount, err := meter.Int64Counter("wallet.recon.payouts.drift_amount", metric.WithUnit("{cent}"))
	if err != nil {
		return nil, err
	}
	return &PayoutCounts{db: db, st: st, drifted: drifted, amount: amount}, nil
}

// RunDay counts the drift of a day. A payout the provider never made stays
// missing run after run, and the count of a run says nothing of how long.
func (j *PayoutCounts) RunDay(ctx context.Context, day time.Time) error { // want: reconcile
	drift, _, err := diffPayouts(ctx, j.db, j.st, day)
	if err != nil {
		return err
	}
	for _, d := range drift {
		kind := metric.WithAttributes(attribute.String("kind", d.kind))
		j.drifted.Add(ctx, 1, kind)
		j.amount.Add(ctx, d.amount, kind)
	}
	return recordDrift(ctx, j.db, drift)
}

// PayoutAges reconciles a day of payouts and also records the age of the
// oldest payout the provider's statement does not hold (an OpenTelemetry
// gauge, from time.Since of the payout's creation).
type PayoutAges struct {
	db      *sql.DB
	st      wallet.Statement
	drifted metric.Int64Counter
	age     metric.Float64Gauge
}

// NewPayoutAges returns the job with its instruments made from meter.
func NewPayoutAges(meter metric.Meter, db *sql.DB, st wallet.Statement) (*PayoutAges, error) {
	drifted, err := meter.Int64Counter("wallet.recon.payouts.drifted")
	if err != nil {
		return nil, err
	}
	age, err := meter.Float64Gauge("wallet.recon.payouts.oldest_unreconciled_age", metric.WithUnit("s"))
	if err != nil {
		return nil, err
	}
	return &PayoutAges{db: db, st: st, drifted: drifted, age: age}, nil
}

// RunDay counts the drift and records how old the oldest missing payout is.
func (j *PayoutAges) RunDay(ctx context.Context, day time.Time) error {
	drift, oldest, err := diffPayouts(ctx, j.db, j.st, day)
	if err != nil {
		return err
	}
	age := 0.0
	if !oldest.IsZero() {
		age = time.Since(oldest).Seconds()
	}
	j.age.Record(ctx, age)
	j.drifted.Add(ctx, int64(len(drift)))
	return recordDrift(ctx, j.db, drift)
}
