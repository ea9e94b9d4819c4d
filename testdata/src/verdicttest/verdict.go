// Package verdicttest holds one call of each verdict the summary gives
// (summary.Resolve): TestVerdicts reports the verdict of every call in the
// functions whose names start with verdict.
package verdicttest

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"log/slog"
)

// Sender is declared here, and nothing here implements it.
type Sender interface {
	Send(ctx context.Context, to string) error
}

// Auditor has a silent implementation in this package.
type Auditor interface {
	Seen(id string)
}

type logAuditor struct{}

func (logAuditor) Seen(id string) { slog.Info("seen", "id", id) }

type Service struct {
	db    *sql.DB
	s     Sender                              // stored by NewService's caller
	apply func(context.Context, string) error // stored by NewService's caller
	audit Auditor                             // only ever a logAuditor
	write func(string) error                  // only ever s.insert
}

func NewService(db *sql.DB, s Sender, apply func(context.Context, string) error) *Service {
	svc := &Service{db: db, s: s, apply: apply, audit: logAuditor{}}
	svc.write = svc.insert
	return svc
}

func (s *Service) insert(id string) error {
	_, err := s.db.Exec(`INSERT INTO seen (id) VALUES ($1)`, id)
	return err
}

func helper(id string) string { return "k:" + id }

func (s *Service) verdictAll(ctx context.Context, id string, send func(context.Context, string) error, w io.Writer) {
	_ = len(id)                          // want `nothing`
	_ = fmt.Sprint(id)                   // want `pure`
	_ = fmt.Sprintf("%s", id)            // want `pure`
	_, _ = s.db.Exec("DELETE FROM seen") // want `known`
	_ = s.insert(id)                     // want `resolved`
	_ = s.write(id)                      // want `resolved`
	s.audit.Seen(id)                     // want `resolved`
	_ = helper(id)                       // want `resolved`
	_ = s.s.Send(ctx, id)                // want `injected s.s verdicttest.Sender.Send`
	_ = s.apply(ctx, id)                 // want `injected s.apply the func field apply`
	_ = send(ctx, id)                    // want `unresolved the func parameter send`
	_, _ = w.Write(nil)                  // want `known`
}
