// Package worker sends notifications for asynq tasks and NATS JetStream
// events. The dedup store and the mailer are injected by the constructor.
package worker

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/hibiken/asynq"

	"github.com/idemlint/idemlint/integration/corpus/notifications/dedup"
	"github.com/idemlint/idemlint/integration/corpus/notifications/email"
)

var errInProgress = errors.New("notification in progress")

type Worker struct {
	store dedup.Store
	mail  *email.Client
}

func New(store dedup.Store, mail *email.Client) *Worker { return &Worker{store: store, mail: mail} }

type Payload struct {
	EventID string `json:"event_id"`
	UserID  string `json:"user_id"`
	Email   string `json:"email"`
}

func (w *Worker) Register(mux *asynq.ServeMux) {
	mux.HandleFunc("notify:welcome", w.Welcome)
	mux.HandleFunc("notify:receipt", w.Receipt)
}

// Welcome checks the store, mails, then marks: a task retried while the
// first attempt is still mailing (asynq's lease ran out) mails twice.
func (w *Worker) Welcome(ctx context.Context, t *asynq.Task) error {
	var p Payload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return err
	}
	seen, err := w.store.Seen(ctx, p.EventID) // want: checkthenact
	if err != nil || seen {
		return err
	}
	if err := w.mail.Send(ctx, email.Message{To: p.Email, Template: "welcome"}); err != nil {
		return err
	}
	return w.store.Mark(ctx, p.EventID)
}

// Receipt claims the event first (SETNX "in_progress"); a duplicate that
// finds the claim still in progress is retried later, one that finds it
// sent is done.
func (w *Worker) Receipt(ctx context.Context, t *asynq.Task) error {
	var p Payload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return err
	}
	ok, err := w.store.Begin(ctx, p.EventID)
	if err != nil {
		return err
	}
	if !ok {
		st, err := w.store.State(ctx, p.EventID)
		if err != nil || st == "in_progress" {
			return errInProgress
		}
		return nil
	}
	if err := w.mail.Send(ctx, email.Message{To: p.Email, Template: "receipt"}); err != nil {
		w.store.Release(ctx, p.EventID)
		return err
	}
	return w.store.Mark(ctx, p.EventID)
}
