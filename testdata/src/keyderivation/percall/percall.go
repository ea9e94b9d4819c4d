// Package percall is a billing service whose functions are called, and
// retried, by code keyderivation cannot see (another service, a job
// runner, an RPC client with its own retries): a key minted on every call
// of such a function is a request ID, new on the caller's retry.
package percall

import (
	"context"
	"net/http"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"

	"keyderivation/percall/lock"
	"keyderivation/percall/payclient"
)

type Service struct {
	pay *payclient.Client
	js  nats.JetStreamContext
	rdb *redis.Client
	hc  *http.Client
}

type Intent struct{ OrderID, Key string }

type repo interface {
	Save(ctx context.Context, in Intent) error
}

// Charge mints the key inside the function that sends the payment.
func (s *Service) Charge(ctx context.Context, orderID string, amount int64) error {
	return s.pay.Charge(amount, uuid.NewString()) // want `idempotency key for payclient.Client.Charge \(via stripe.Params.SetIdempotencyKey\) comes from uuid.NewString, minted on every call of percall.Service.Charge, so a caller that retries percall.Service.Charge after a timeout sends a new key`
}

// Twin: the key is the caller's (derived from its request).
func (s *Service) ChargeWithKey(ctx context.Context, key string, amount int64) error {
	return s.pay.Charge(amount, key)
}

// Twin: the key is derived from the order, the same on every call.
func (s *Service) ChargeOrder(ctx context.Context, orderID string, amount int64) error {
	return s.pay.Charge(amount, "charge:v1:"+orderID)
}

// Twin: minted and recorded on the intent before it is used: a retry
// reads the intent back and reuses its key.
func (s *Service) ChargeRecorded(ctx context.Context, r repo, orderID string, amount int64) error {
	key := uuid.NewString()
	if err := r.Save(ctx, Intent{OrderID: orderID, Key: key}); err != nil {
		return err
	}
	return s.pay.Charge(amount, key)
}

// PublishPaid mints the JetStream message ID on every publish: the
// stream's duplicate window never sees the same ID twice.
func (s *Service) PublishPaid(orderID string) error {
	_, err := s.js.Publish("orders.paid", []byte(orderID), nats.MsgId(uuid.NewString())) // want `idempotency key for nats.MsgId comes from uuid.NewString, minted on every call of percall.Service.PublishPaid`
	return err
}

// Twin: the message ID is the order's.
func (s *Service) PublishPaidStable(orderID string) error {
	_, err := s.js.Publish("orders.paid", []byte(orderID), nats.MsgId("paid-"+orderID))
	return err
}

// Refund calls a provider with a fresh Idempotency-Key header.
func (s *Service) Refund(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", uuid.NewString()) // want `idempotency key for the Idempotency-Key header comes from uuid.NewString, minted on every call of percall.Service.Refund`
	_, err = s.hc.Do(req)
	return err
}

// Twin: a trace ID is no key.
func (s *Service) Notify(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("X-Trace-Id", uuid.NewString())
	_, err = s.hc.Do(req)
	return err
}

// Twin: the random value is a lock's owner token, in a struct beside the
// lock key; the lock key is the order's.
func (s *Service) Settle(ctx context.Context, orderID string) error {
	l := lock.New(s.rdb, "settle:"+orderID, uuid.NewString())
	if ok, err := l.Acquire(ctx); err != nil || !ok {
		return err
	}
	return nil
}
