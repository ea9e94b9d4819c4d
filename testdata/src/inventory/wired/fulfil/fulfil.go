// Package fulfil implements the handler over a repository of a third
// package.
package fulfil

import (
	"context"

	"inventory/wired/events"
	"inventory/wired/repo"
)

type Service struct{ repo *repo.Repo }

func New(r *repo.Repo) *Service { return &Service{repo: r} }

func (s *Service) Handle(ctx context.Context, ev events.Event) error {
	return s.repo.Insert(ctx, ev.Order)
}

// Audit is a handler that changes nothing: wired, it adds no effect.
type Audit struct{}

func (Audit) Handle(ctx context.Context, ev events.Event) error { return nil }
