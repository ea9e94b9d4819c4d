// Package injected holds payloadguard cases whose store is an interface
// the constructor's caller wires: a call that returns a record named like
// an idempotency store with a response field is its read (the declared
// policy).
package injected

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
)

// IdempotencyRecord is what the store keeps under a key.
type IdempotencyRecord struct {
	Key         string
	RequestHash string
	Response    []byte
}

// Profile is no idempotency record.
type Profile struct {
	ID     string
	Result []byte
}

// Store is the idempotency store.
type Store interface {
	Find(ctx context.Context, key string) (*IdempotencyRecord, error)
	Profile(ctx context.Context, id string) (*Profile, error)
}

// Service answers transfers.
type Service struct{ store Store }

// New wires the service.
func New(s Store) *Service { return &Service{store: s} }

// ErrKeyReused is a reused key's answer.
var ErrKeyReused = errors.New("idempotency key reused with a different request")

// Transfer replays the stored response whatever the request.
func (s *Service) Transfer(ctx context.Context, key string, body []byte) ([]byte, error) {
	if rec, err := s.store.Find(ctx, key); err == nil {
		return rec.Response, nil // want `the response stored under the key read by .*Find is replayed here without comparing a fingerprint of the request`
	}
	return body, nil
}

// Twin: the stored hash is compared with the body's.
func (s *Service) TransferChecked(ctx context.Context, key string, body []byte) ([]byte, error) {
	sum := sha256.Sum256(body)
	if rec, err := s.store.Find(ctx, key); err == nil {
		if rec.RequestHash != hex.EncodeToString(sum[:]) {
			return nil, ErrKeyReused
		}
		return rec.Response, nil
	}
	return body, nil
}

// Twin: a profile is no stored response of a request.
func (s *Service) Profile(ctx context.Context, id string) ([]byte, error) {
	if p, err := s.store.Profile(ctx, id); err == nil {
		return p.Result, nil
	}
	return nil, nil
}
