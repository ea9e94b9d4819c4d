package built // want package:"relevant"

// Constructors that return an interface over an unexported type, whose
// methods call what the constructor is handed (holes), or do something
// themselves.

import (
	"context"
	"database/sql"
)

type Sender interface {
	Send(ctx context.Context, id string) error
}

type Service interface {
	Pay(ctx context.Context, id string) error // want Pay:`summary\{effect:sql row-write\(2\)\}`
}

type service struct {
	db     *sql.DB
	sender Sender
}

// New: Pay writes SQL itself and hands the caller's id to the sender.
func New(db *sql.DB, s Sender) Service { // want New:`summary\{propagate\(0\) propagate\(1\)\}` New:`built\(0:\*service Pay\[summary\{effect:sql row-write\(2\)\} hole\(1.Send 1>1 2>2\)\]\)`
	return &service{db: db, sender: s}
}

func (s *service) Pay(ctx context.Context, id string) error { // want Pay:`summary\{effect:sql row-write\(2\)\}`
	if _, err := s.db.ExecContext(ctx, `UPDATE payments SET state = 'sent' WHERE id = $1`, id); err != nil {
		return err
	}
	return s.sender.Send(ctx, id)
}

type settable struct {
	sender Sender
}

// NewSettable: SetSender may replace the field, so Pay has no hole and
// does nothing by itself: no fact.
func NewSettable(s Sender) Service { // want NewSettable:`summary\{propagate\(0\)\}`
	return &settable{sender: s}
}

func (s *settable) SetSender(x Sender) { s.sender = x }

func (s *settable) Pay(ctx context.Context, id string) error {
	return s.sender.Send(ctx, id)
}

type dry struct{}

func (dry) Pay(ctx context.Context, id string) error { return nil }

// NewEither may return two types: no fact.
func NewEither(d bool, s Sender) Service { // want NewEither:`summary\{propagate\(1\)\}`
	if d {
		return dry{}
	}
	return &settable{sender: s}
}
