// Package consumer handles order events (saga's handlers): it asks the
// team's cache whether the event's key was seen, does the work, then sets
// the key. The cache, the work and the reader are interfaces of its own,
// injected by the constructors; what they do is known where they are
// wired.
package consumer

import (
	"context"
	"errors"

	"checkthenact/cache/rediscache"
)

type Cache interface {
	Get(ctx context.Context, key string) error
	Set(ctx context.Context, key string) error
}

type Reserver interface {
	ReserveProducts(ctx context.Context, orderID, productID, count int64) error
}

type Payments interface {
	CreatePayment(ctx context.Context, orderID int64) error
}

type Catalog interface {
	ProductsOf(ctx context.Context, orderID int64) (int64, error)
}

type Event struct {
	IKey    string
	OrderID int64
	Product int64
}

// OrderHandler is products' shape: a read of the order's items, then the
// reservation, between the Get and the Set.
type OrderHandler struct {
	product Reserver
	cache   Cache
	orders  Catalog
}

func NewOrder(product Reserver, cache Cache, orders Catalog) *OrderHandler { // want NewOrder:`injected\(1:consumer.OrderHandler.cache.Get, consumer.Reserver.ReserveProducts \(not visible here\), then Set, 1:consumer.OrderHandler.cache.Get, consumer.Catalog.ProductsOf \(not visible here\), then Set\)`
	return &OrderHandler{product: product, cache: cache, orders: orders}
}

func (h *OrderHandler) Handle(ctx context.Context, events []Event) {
	for _, ev := range events {
		err := h.cache.Get(ctx, ev.IKey)
		if err == nil {
			continue // seen
		}
		if !errors.Is(err, rediscache.ErrCacheMiss) {
			continue
		}
		n, err := h.orders.ProductsOf(ctx, ev.OrderID)
		if err != nil {
			continue
		}
		if err := h.product.ReserveProducts(ctx, ev.OrderID, ev.Product, n); err != nil {
			continue
		}
		if err := h.cache.Set(ctx, ev.IKey); err != nil {
			continue
		}
	}
}

// PaymentHandler is payments' shape: the payment between the Get and the
// Set.
type PaymentHandler struct {
	payment Payments
	cache   Cache
}

func NewPayment(payment Payments, cache Cache) *PaymentHandler { // want NewPayment:`injected\(1:consumer.PaymentHandler.cache.Get, consumer.Payments.CreatePayment \(not visible here\), then Set\)`
	return &PaymentHandler{payment: payment, cache: cache}
}

func (h *PaymentHandler) Handle(ctx context.Context, events []Event) {
	for _, ev := range events {
		err := h.cache.Get(ctx, ev.IKey)
		if err == nil {
			continue
		}
		if !errors.Is(err, rediscache.ErrCacheMiss) {
			continue
		}
		if err := h.payment.CreatePayment(ctx, ev.OrderID); err != nil {
			continue
		}
		if err := h.cache.Set(ctx, ev.IKey); err != nil {
			continue
		}
	}
}

// LookupHandler only reads between the Get and the Set.
type LookupHandler struct {
	cache  Cache
	orders Catalog
}

func NewLookup(cache Cache, orders Catalog) *LookupHandler { // want NewLookup:`injected\(0:consumer.LookupHandler.cache.Get, consumer.Catalog.ProductsOf \(not visible here\), then Set\)`
	return &LookupHandler{cache: cache, orders: orders}
}

func (h *LookupHandler) Handle(ctx context.Context, ev Event) error {
	err := h.cache.Get(ctx, ev.IKey)
	if err == nil {
		return nil
	}
	if _, err := h.orders.ProductsOf(ctx, ev.OrderID); err != nil {
		return err
	}
	return h.cache.Set(ctx, ev.IKey)
}
