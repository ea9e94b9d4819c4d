// Package orders is the use case: it knows its ports, not what is wired
// into them.
package orders

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
)

type Order struct {
	ID       string `json:"id"`
	Customer string `json:"customer"`
	Drinks   int    `json:"drinks"`
}

// Events is the port the use case publishes through.
type Events interface {
	Placed(ctx context.Context, body []byte) error
}

// UseCase is what the HTTP API holds.
type UseCase interface {
	PlaceOrder(ctx context.Context, customer string, drinks int) (*Order, error)
}

type usecase struct {
	events Events
}

// NewUseCase is wire's provider; its type is unexported.
func NewUseCase(ev Events) UseCase {
	return &usecase{events: ev}
}

func (u *usecase) PlaceOrder(ctx context.Context, customer string, drinks int) (*Order, error) {
	o := &Order{ID: uuid.NewString(), Customer: customer, Drinks: drinks}
	b, err := json.Marshal(o)
	if err != nil {
		return nil, err
	}
	if err := u.events.Placed(ctx, b); err != nil {
		return nil, err
	}
	return o, nil
}
