// Package mongojob holds reconcile cases on jobs that read the service's
// side from MongoDB (Find, Aggregate and a cursor decoded into a slice)
// and the provider's side through an interface, each positive beside its
// correct twin.
package mongojob

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type Line struct {
	Ref    string
	Amount int64
}

// Statement is the acquirer's statement, wired elsewhere.
type Statement interface {
	Lines(ctx context.Context, since time.Time) ([]Line, error)
}

type settlement struct {
	Ref       string    `bson:"_id"`
	Amount    int64     `bson:"amount"`
	CreatedAt time.Time `bson:"created_at"`
}

var (
	mismatched = prometheus.NewCounter(prometheus.CounterOpts{Name: "settlements_mismatched_total"})
	runSeconds = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "settlements_run_seconds"})
	oldest     = prometheus.NewGauge(prometheus.GaugeOpts{Name: "settlements_oldest_unmatched_age_seconds"})
)

// Settlements matches the open settlements with the statement. It counts
// mismatches and times its runs: nothing says how long a settlement has
// waited.
type Settlements struct {
	coll *mongo.Collection
	st   Statement
}

func (j *Settlements) RunOnce(ctx context.Context) error { // want `reconciliation job Settlements\.RunOnce compares local records with the provider's and emits counts`
	start := time.Now()
	cur, err := j.coll.Find(ctx, bson.M{"matched": false})
	if err != nil {
		return err
	}
	var open []settlement
	if err := cur.All(ctx, &open); err != nil {
		return err
	}
	lines, err := j.st.Lines(ctx, start)
	if err != nil {
		return err
	}
	byRef := make(map[string]Line, len(lines))
	for _, l := range lines {
		byRef[l.Ref] = l
	}
	for _, s := range open {
		if l, ok := byRef[s.Ref]; ok && l.Amount != s.Amount {
			mismatched.Inc()
		}
	}
	runSeconds.Observe(time.Since(start).Seconds())
	return nil
}

// Tracked is the same job with a gauge of the oldest open settlement's
// age: a stuck job, or a settlement that never matches, is seen.
type Tracked struct {
	coll *mongo.Collection
	st   Statement
}

func (j *Tracked) RunOnce(ctx context.Context) error {
	cur, err := j.coll.Aggregate(ctx, bson.M{"$match": bson.M{"matched": false}})
	if err != nil {
		return err
	}
	defer cur.Close(ctx)
	lines, err := j.st.Lines(ctx, time.Now())
	if err != nil {
		return err
	}
	byRef := make(map[string]Line, len(lines))
	for _, l := range lines {
		byRef[l.Ref] = l
	}
	for cur.Next(ctx) {
		var s settlement
		if err := cur.Decode(&s); err != nil {
			return err
		}
		if l, ok := byRef[s.Ref]; ok && l.Amount != s.Amount {
			mismatched.Inc()
		}
		oldest.Set(time.Since(s.CreatedAt).Seconds())
	}
	return cur.Err()
}

// Holds reads one side only: a sweep of the service's own documents,
// counted, reconciles nothing.
type Holds struct{ coll *mongo.Collection }

func (j *Holds) RunOnce(ctx context.Context) error {
	cur, err := j.coll.Find(ctx, bson.M{"expired": true})
	if err != nil {
		return err
	}
	var open []settlement
	if err := cur.All(ctx, &open); err != nil {
		return err
	}
	for _, s := range open {
		if s.Amount > 0 {
			mismatched.Inc()
		}
	}
	return nil
}
