// Package keyderivation is TestPolicies' fixture for keyderivation: a key
// minted on every call and set as an Idempotency-Key header, handed before
// it to nothing that could record it (Control), to a repository in a field
// its constructor's caller sets (Injected), and to a func parameter
// (Unresolved): the policy says whether such a call may record the key.
package keyderivation

import (
	"context"
	"net/http"

	"github.com/google/uuid"
)

type Intents interface {
	Save(ctx context.Context, key string) error
}

type Service struct {
	hc      *http.Client
	intents Intents
}

func NewService(hc *http.Client, in Intents) *Service { return &Service{hc: hc, intents: in} }

func (s *Service) Control(ctx context.Context, url string) error {
	key := uuid.NewString()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = s.hc.Do(req)
	return err
}

func (s *Service) Injected(ctx context.Context, url string) error {
	key := uuid.NewString()
	if err := s.intents.Save(ctx, key); err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = s.hc.Do(req)
	return err
}

func (s *Service) Unresolved(ctx context.Context, url string, save func(context.Context, string) error) error {
	key := uuid.NewString()
	if err := save(ctx, key); err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = s.hc.Do(req)
	return err
}
