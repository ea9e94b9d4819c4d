// Package orders is a use case behind an interface, over ports its
// constructor is handed: what PlaceOrder does depends on what is wired.
package orders

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
)

type Order struct {
	ID       string
	Customer string
}

// Repo and Events are the use case's ports; their implementations live
// in other packages.
type Repo interface {
	Create(ctx context.Context, o *Order) error
}

type Events interface {
	Publish(ctx context.Context, body []byte) error
}

// UseCase is what the gRPC server holds.
type UseCase interface {
	PlaceOrder(ctx context.Context, customer string) error
}

type usecase struct {
	repo   Repo
	events Events
}

// NewUseCase returns the use case; its type is unexported.
func NewUseCase(r Repo, ev Events) UseCase {
	return &usecase{repo: r, events: ev}
}

func (u *usecase) PlaceOrder(ctx context.Context, customer string) error {
	o := &Order{ID: uuid.NewString(), Customer: customer}
	if err := u.repo.Create(ctx, o); err != nil {
		return err
	}
	b, err := json.Marshal(o)
	if err != nil {
		return err
	}
	return u.events.Publish(ctx, b)
}

type dryRun struct{}

func (dryRun) PlaceOrder(ctx context.Context, customer string) error { return nil }

// NewFlagged may return either type: the value is not known, so nothing
// is promised about what its PlaceOrder does.
func NewFlagged(dry bool, r Repo, ev Events) UseCase {
	if dry {
		return dryRun{}
	}
	return &usecase{repo: r, events: ev}
}

type replaceable struct {
	repo   Repo
	events Events
}

// NewReplaceable stores ev, but SetEvents may replace it: the
// constructor's argument is not all the field can hold, so nothing is
// promised.
func NewReplaceable(r Repo, ev Events) UseCase {
	return &replaceable{repo: r, events: ev}
}

func (u *replaceable) SetEvents(ev Events) { u.events = ev }

func (u *replaceable) PlaceOrder(ctx context.Context, customer string) error {
	return u.events.Publish(ctx, []byte(customer))
}
