// Package service holds the wallet service's use cases, each handed its
// stores and the bank by its constructor.
package service

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// keyTTL keeps a key longer than any client retries or an operator replays
// a request.
const keyTTL = 30 * 24 * time.Hour

// Balances reads an account's balance.
type Balances interface {
	Balance(ctx context.Context, account string) (int64, error)
}

// Transfers sends transfers for the API and the batch importer, keyed in
// idempotency_requests.
type Transfers struct {
	keys   *repository.Requests
	ledger Balances
	bank   wallet.Bank
}

// NewTransfers returns the transfer use case.
func NewTransfers(keys *repository.Requests, ledger Balances, bank wallet.Bank) *Transfers {
	return &Transfers{keys: keys, ledger: ledger, bank: bank}
}

func hashTransfer(t wallet.Transfer) []byte {
	h := sha256.New()
	h.Write([]byte(t.From + "\x00" + t.To + "\x00"))
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(t.Amount))
	h.Write(b[:])
	return h.Sum(nil)
}

// Send checks the balance before it looks the key up, and releases the key
// on every error. A retry of a transfer that went through finds the balance
// spent and is refused, and the deferred release then deletes the first
// attempt's record: a third attempt, after a top-up, moves the money again.
// A retry that arrives while the first runs gets ErrInProgress, and the
// same release deletes the first attempt's claim.
func (s *Transfers) Send(ctx context.Context, key string, t wallet.Transfer) (out *wallet.Transfer, err error) {
	defer func() {
		if err != nil {
			if rerr := s.keys.Release(context.WithoutCancel(ctx), key); rerr != nil { // want: keyrelease
				slog.Error("releasing the key", "key", key, "err", rerr)
			}
		}
	}()
	bal, err := s.ledger.Balance(ctx, t.From)
	if err != nil {
		return nil, err
	}
	if bal < t.Amount { // want: keyrelease
		return nil, wallet.ErrInsufficientFunds
	}
	won, err := s.keys.Begin(ctx, key, hashTransfer(t))
	if err != nil {
		return nil, err
	}
	if !won {
		return s.previous(ctx, key, t)
	}
	return s.move(ctx, key, t)
}

// SendChecked looks the key up first: a retry is answered from the record
// whatever the balance is now. The balance is checked on the claim this
// attempt won, and only that claim is released when the transfer cannot be
// made.
func (s *Transfers) SendChecked(ctx context.Context, key string, t wallet.Transfer) (*wallet.Transfer, error) {
	won, err := s.keys.Begin(ctx, key, hashTransfer(t))
	if err != nil {
		return nil, err
	}
	if !won {
		return s.previous(ctx, key, t)
	}
	bal, err := s.ledger.Balance(ctx, t.From)
	if err == nil && bal < t.Amount {
		err = wallet.ErrInsufficientFunds
	}
	if err == nil {
		var out *wallet.Transfer
		if out, err = s.move(ctx, key, t); err == nil {
			return out, nil
		}
	}
	if rerr := s.keys.Release(context.WithoutCancel(ctx), key); rerr != nil {
		slog.Error("releasing the key", "key", key, "err", rerr)
	}
	return nil, err
}

// previous answers a key claimed before from its record.
func (s *Transfers) previous(ctx context.Context, key string, t wallet.Transfer) (*wallet.Transfer, error) {
	rec, err := s.keys.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	if string(rec.RequestHash) != string(hashTransfer(t)) {
		return nil, wallet.ErrKeyReused
	}
	if rec.State == "in_progress" {
		return nil, wallet.ErrInProgress
	}
	var out wallet.Transfer
	if err := json.Unmarshal(rec.ResponseBody, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// move runs the transfer at the bank under the key and stores the outcome.
func (s *Transfers) move(ctx context.Context, key string, t wallet.Transfer) (*wallet.Transfer, error) {
	ref, err := s.bank.Move(ctx, key, t)
	if err != nil {
		return nil, err
	}
	t.ID, t.Status, t.ProviderRef = key, wallet.StatusSucceeded, ref
	body, err := json.Marshal(t)
	if err == nil {
		err = s.keys.Finish(context.WithoutCancel(ctx), key, http.StatusCreated, body)
	}
	if err != nil {
		slog.Error("storing the transfer's outcome", "key", key, "err", err)
	}
	return &t, nil
}
