package app // want package:"relevant"

// Package app is level two over store and keys: the roles arrive through
// facts of two packages.

import (
	"context"
	"net/http"

	"summarytest/keys"
	"summarytest/store"
)

type Service struct{ repo *store.Repo }

func (s *Service) Place(ctx context.Context, id string) error { // want Place:`summary\{effect:sql insert:sql record\(2\)\}`
	return s.repo.Insert(ctx, id)
}

func (s *Service) PlaceWithRetry(ctx context.Context, id string) error { // want PlaceWithRetry:`summary\{effect:sql insert:sql record\(2\)\}`
	return store.Retry(3, func() error { return s.repo.Insert(ctx, id) })
}

func (s *Service) Notify(ctx context.Context) error { // want Notify:`summary\{effect:http~verb\}`
	return store.Post(ctx, "https://example.com/hook")
}

func NewKey(orderID string) string { // want NewKey:`summary\{source:time\}`
	return keys.Order(orderID)
}

func Keyed(req *http.Request, k string) { // want Keyed:`summary\{keysink\(1\)\}`
	store.WithKey(req, k)
}

func Settled(m any) { // want Settled:`summary\{ack\(0\) effect:payment\}`
	store.Settle(m)
}

func Minted() string {
	return keys.FromMinter()
}

type Doer interface {
	Do(ctx context.Context, id string) error // want Do:`summary\{effect:sql insert:sql record\(2\)\}`
}

type sqlDoer struct{ repo *store.Repo }

func (d sqlDoer) Do(ctx context.Context, id string) error { // want Do:`summary\{effect:sql insert:sql record\(2\)\}`
	return d.repo.Insert(ctx, id)
}

// ViaInterface calls through an interface whose implementation is known in
// this package.
func ViaInterface(ctx context.Context, d Doer) error { // want ViaInterface:`summary\{effect:sql insert:sql record\}`
	return d.Do(ctx, "x")
}
