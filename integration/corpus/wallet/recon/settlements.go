package recon

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
)

// settlement is a card settlement the service expects from the acquirer
// (MongoDB, collection settlements).
type settlement struct {
	Ref       string    `bson:"_id"`
	Amount    int64     `bson:"amount"`
	Status    string    `bson:"status"`
	Matched   bool      `bson:"matched"`
	CreatedAt time.Time `bson:"created_at"`
}

// Settlements matches expected settlements with the acquirer's statement on
// a ticker. It counts mismatches and observes how long each run takes.
type Settlements struct {
	coll       *mongo.Collection
	st         wallet.Statement
	every      time.Duration
	mismatched prometheus.Counter
	duration   prometheus.Histogram
}

// NewSettlements returns the job with its metrics registered on reg.
func NewSettlements(reg prometheus.Registerer, coll *mongo.Collection, st wallet.Statement, every time.Duration) *Settlements {
	j := &Settlements{
		coll: coll, st: st, every: every,
		mismatched: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "wallet_recon_settlements_mismatched_total", Help: "Settlements whose amount or status differed.",
		}),
		duration: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "wallet_recon_settlements_run_seconds", Help: "Duration of a reconciliation run.",
		}),
	}
	reg.MustRegister(j.mismatched, j.duration)
	return j
}

// Run reconciles at every tick. The histogram times each run with
// time.Since of the run's start: how long a run took, not how long a
// settlement has waited, and a run that fails at once is fast.
func (j *Settlements) Run(ctx context.Context) error { // want: reconcile
	t := time.NewTicker(j.every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
		start := time.Now()
		cur, err := j.coll.Find(ctx, bson.M{"matched": false})
		if err != nil {
			slog.Error("reading settlements", "err", err)
			continue
		}
		var open []settlement
		err = cur.All(ctx, &open)
		var lines []wallet.Line
		if err == nil {
			lines, err = j.st.Lines(ctx, start)
		}
		if err != nil {
			slog.Error("reading both sides", "err", err)
			continue
		}
		byRef := make(map[string]wallet.Line, len(lines))
		for _, l := range lines {
			byRef[l.Ref] = l
		}
		for _, s := range open {
			l, ok := byRef[s.Ref]
			if !ok {
				continue
			}
			if l.Amount != s.Amount || l.Status != s.Status {
				j.mismatched.Inc()
			}
			if _, err := j.coll.UpdateOne(ctx, bson.M{"_id": s.Ref},
				bson.M{"$set": bson.M{"matched": true, "status": l.Status}}); err != nil {
				slog.Error("recording a settlement", "ref", s.Ref, "err", err)
			}
		}
		j.duration.Observe(time.Since(start).Seconds())
	}
}

// Sweeper deletes expired card holds (MongoDB, collection holds) and counts
// them. It reads one side only: it reconciles nothing.
type Sweeper struct {
	coll    *mongo.Collection
	deleted prometheus.Counter
}

// NewSweeper returns the job with its counter registered on reg.
func NewSweeper(reg prometheus.Registerer, coll *mongo.Collection) *Sweeper {
	c := prometheus.NewCounter(prometheus.CounterOpts{
		Name: "wallet_holds_swept_total", Help: "Expired holds deleted.",
	})
	reg.MustRegister(c)
	return &Sweeper{coll: coll, deleted: c}
}

// RunOnce deletes the holds past their expiry.
func (j *Sweeper) RunOnce(ctx context.Context) error {
	res, err := j.coll.DeleteMany(ctx, bson.M{"expires_at": bson.M{"$lt": time.Now()}})
	if err != nil {
		return err
	}
	j.deleted.Add(float64(res.DeletedCount))
	return nil
}
