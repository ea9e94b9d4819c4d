// Package orders is the orders domain shared by the consumers and the
// services that handle its events.
package orders

import "context"

// Event is an order event as the checkout service publishes it.
type Event struct {
	ID         string `json:"id"`
	OrderID    string `json:"order_id"`
	CustomerID string `json:"customer_id"`
	Amount     int64  `json:"amount"`
}

// Handler processes one order event.
type Handler interface {
	Handle(ctx context.Context, ev Event) error
}
