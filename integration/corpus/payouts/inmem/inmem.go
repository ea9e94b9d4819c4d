// Package inmem holds the payouts service's in-process dedups: one
// replica per region, so a set in memory is what the team chose.
package inmem

import (
	"context"
	"sync"
	"time"

	"github.com/idemlint/idemlint/integration/corpus/payouts"
)

// Welcomer mails an account holder once, on their first payout.
type Welcomer struct {
	mu   sync.Mutex
	sent map[string]bool
	mail payouts.Mailer
}

func NewWelcomer(mail payouts.Mailer) *Welcomer {
	return &Welcomer{sent: make(map[string]bool), mail: mail}
}

// Welcome reads the set under the mutex, releases it for the mail and takes
// it again to record: two payouts of a new account both see it absent and
// both mail.
func (w *Welcomer) Welcome(ctx context.Context, p payouts.Payout) error {
	w.mu.Lock()
	done := w.sent[p.Account] // want: checkthenact
	w.mu.Unlock()
	if done {
		return nil
	}
	if err := w.mail.Send(ctx, p.Account, "first-payout"); err != nil {
		return err
	}
	w.mu.Lock()
	w.sent[p.Account] = true
	w.mu.Unlock()
	return nil
}

// WelcomeLocked is Welcome's twin: one critical section from the read
// through the record.
func (w *Welcomer) WelcomeLocked(ctx context.Context, p payouts.Payout) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.sent[p.Account] {
		return nil
	}
	if err := w.mail.Send(ctx, p.Account, "first-payout"); err != nil {
		return err
	}
	w.sent[p.Account] = true
	return nil
}

// Receipts mails a receipt per payout.
type Receipts struct {
	seen sync.Map // payout ID → time mailed
	mail payouts.Mailer
}

func NewReceipts(mail payouts.Mailer) *Receipts { return &Receipts{mail: mail} }

// Send checks with Load and records with Store after the mail: two
// deliveries of one payout both pass the Load.
func (r *Receipts) Send(ctx context.Context, p payouts.Payout) error {
	if _, ok := r.seen.Load(p.ID); ok { // want: checkthenact
		return nil
	}
	if err := r.mail.Send(ctx, p.Account, "receipt"); err != nil {
		return err
	}
	r.seen.Store(p.ID, time.Now())
	return nil
}

// SendOnce is Send's twin: LoadOrStore claims the ID before the mail, and
// a failed mail releases it.
func (r *Receipts) SendOnce(ctx context.Context, p payouts.Payout) error {
	if _, loaded := r.seen.LoadOrStore(p.ID, time.Now()); loaded {
		return nil
	}
	if err := r.mail.Send(ctx, p.Account, "receipt"); err != nil {
		r.seen.Delete(p.ID)
		return err
	}
	return nil
}
