package release

import (
	"context"
	"errors"
	"time"
)

// Txn is a ledger transaction, handed whole to the helpers below.
type Txn struct {
	ID, Source string
	Async      bool
}

// applySync locks the source balance, applies, and unlocks: it claims and
// releases its own key.
func (a *API) applySync(ctx context.Context, t *Txn) error {
	ok, err := a.rdb.SetNX(ctx, "lock:"+t.Source, t.ID, time.Minute).Result()
	if err != nil || !ok {
		return errors.New("locked")
	}
	defer a.rdb.Del(ctx, "lock:"+t.Source)
	return nil
}

// applyAsync does the same on the queue's side.
func (a *API) applyAsync(ctx context.Context, t *Txn) error {
	ok, err := a.rdb.SetNX(ctx, "lock:"+t.Source, t.ID, time.Minute).Result()
	if err != nil || !ok {
		return errors.New("locked")
	}
	defer a.rdb.Del(ctx, "lock:"+t.Source)
	return nil
}

// Twin: two helpers that each take and let go their own lock, on two
// branches, handed the same transaction: neither is a release of a key
// the other claimed.
func (a *API) Record(ctx context.Context, t *Txn) error {
	if !t.Async {
		if err := a.applySync(ctx, t); err != nil {
			return err
		}
		return nil
	}
	return a.applyAsync(ctx, t)
}
