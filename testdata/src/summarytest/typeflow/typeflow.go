package typeflow // want package:"relevant"

// Package typeflow: calls through struct fields, func-typed fields and
// parameters resolve to what the package stores there, and only when every
// store is known.

import (
	"context"
	"database/sql"

	"summarytest/store"
)

type Handler interface {
	Handle(ctx context.Context, id string) error // want Handle:`summary\{effect:sql insert:sql lookup\(2\) record\(2\)\}`
}

type payer struct{ db *sql.DB }

func (p *payer) Handle(ctx context.Context, id string) error { // want Handle:`summary\{effect:sql insert:sql record\(2\)\}`
	_, err := p.db.ExecContext(ctx, `INSERT INTO charges(id) VALUES ($1)`, id)
	return err
}

type reader struct{ db *sql.DB }

func (p *reader) Handle(ctx context.Context, id string) error { // want Handle:`summary\{lookup\(2\)\}`
	return p.db.QueryRowContext(ctx, `SELECT id FROM charges WHERE id = $1`, id).Err()
}

var db *sql.DB

// A field that only ever holds the read-only implementation: a call
// through it does nothing, whatever the other implementations do.
type readConsumer struct{ h Handler }

func newReadConsumer(db *sql.DB) *readConsumer { return &readConsumer{h: &reader{db: db}} } // want newReadConsumer:`summary\{propagate\(0\)\}`

func (c *readConsumer) Run(ctx context.Context, id string) error { return c.h.Handle(ctx, id) } // want Run:`summary\{lookup\(2\)\}`

// Two stores, one that writes: the call may write.
type mixed struct{ h Handler }

func newMixed(db *sql.DB, dry bool) *mixed { // want newMixed:`summary\{propagate\(0\)\}`
	if dry {
		return &mixed{h: &reader{db: db}}
	}
	return &mixed{h: &payer{db: db}}
}

func (m *mixed) Run(ctx context.Context, id string) error { return m.h.Handle(ctx, id) } // want Run:`summary\{effect:sql insert:sql lookup\(2\) record\(2\)\}`

// A func-typed field holding a bound method.
type relay struct {
	send func(ctx context.Context, id string) error
}

func newRelay(db *sql.DB) *relay {
	p := &payer{db: db}
	return &relay{send: p.Handle}
}

func (r *relay) Run(ctx context.Context, id string) error { return r.send(ctx, id) } // want Run:`summary\{effect:sql insert:sql record\(2\)\}`

// A func-typed field set by a caller in another package: unresolved.
type Open struct {
	Send func(ctx context.Context, id string) error
	send func(ctx context.Context, id string) error
}

func NewOpen(send func(ctx context.Context, id string) error) *Open { return &Open{send: send} } // want NewOpen:`summary\{propagate\(0\)\}` NewOpen:`built\(0:\*Open Run\[hole\(0 0>1 1>2\)\]\)`

func (o *Open) Run(ctx context.Context, id string) error { return o.send(ctx, id) }

func (o *Open) RunExported(ctx context.Context, id string) error { return o.Send(ctx, id) }

// An unexported helper called only with the read-only implementation, and
// one called only with a writing function.
func dispatch(ctx context.Context, h Handler, id string) error { return h.Handle(ctx, id) } // want dispatch:`summary\{lookup\(2\)\}`

func call(ctx context.Context, f func(context.Context, string) error, id string) error { // want call:`summary\{effect:sql insert:sql record\(2\)\}`
	return f(ctx, id)
}

func Serve(ctx context.Context, id string) error { // want Serve:`summary\{effect:sql insert:sql lookup\(1\) record\(1\)\}`
	if err := dispatch(ctx, &reader{}, id); err != nil {
		return err
	}
	return call(ctx, insertSQL, id)
}

func insertSQL(ctx context.Context, id string) error { // want insertSQL:`summary\{effect:sql insert:sql record\(1\)\}`
	_, err := db.ExecContext(ctx, `INSERT INTO t(id) VALUES ($1)`, id)
	return err
}

// A field whose implementation lives in another package: the call has the
// fact of (*store.Repo).Insert.
type inserter interface {
	Insert(ctx context.Context, id string) error
}

type job struct{ repo inserter }

func newJob() *job { return &job{repo: &store.Repo{}} }

func (j *job) Run(ctx context.Context, id string) error { return j.repo.Insert(ctx, id) } // want Run:`summary\{effect:sql insert:sql record\(2\)\}`

// A field whose address escapes: unresolved.
type leaky struct {
	send func(ctx context.Context, id string) error
}

func (l *leaky) fill(p *func(ctx context.Context, id string) error) { *p = insertSQL }

func (l *leaky) Run(ctx context.Context, id string) error {
	l.fill(&l.send)
	return l.send(ctx, id)
}

// An unexported method called statically with the read-only
// implementation, and through a literal interface of its name with a
// writer: its static calls are not all its calls, so its parameter is not
// resolved by them.
type runner struct{}

func (runner) run(ctx context.Context, h Handler, id string) error { return h.Handle(ctx, id) } // want run:`summary\{effect:sql insert:sql lookup\(3\) record\(3\)\}`

func RunRead(ctx context.Context, id string) error { return runner{}.run(ctx, &reader{}, id) } // want RunRead:`summary\{effect:sql insert:sql lookup\(1\) record\(1\)\}`

func RunAny(ctx context.Context, r interface {
	run(context.Context, Handler, string) error
}, id string) error {
	return r.run(ctx, &payer{}, id)
}
