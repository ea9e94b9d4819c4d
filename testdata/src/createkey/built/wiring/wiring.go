// Package wiring is what wire generates: each constructor's result handed
// to the next. The use case, the events adapter and the publisher all
// return interfaces over unexported types.
package wiring

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"

	"createkey/built/broker"
	"createkey/built/infra"
	"createkey/built/orders"
	"createkey/built/server"
)

type nopRepo struct{}

func (nopRepo) Create(ctx context.Context, o *orders.Order) error { return nil }

// Positive: the use case publishes through the adapter to RabbitMQ.
func Init(conn *amqp.Connection) (*server.Server, error) {
	pub, err := broker.NewPublisher(conn)
	if err != nil {
		return nil, err
	}
	uc := orders.NewUseCase(nopRepo{}, infra.NewEvents(pub))
	return server.NewServer(uc), nil // want `server.NewServer is handed a value whose PlaceOrder performs a publish \(orders.usecase.PlaceOrder, which calls infra.events.Publish, which calls broker.Publisher.Publish, which calls amqp091.Channel.PublishWithContext\), and gRPC method server.Server.PlaceOrder \(orderspb.OrdersServer\) calls server.Server.uc.PlaceOrder at server.go:21 with a request that has no idempotency key or request ID`
}

// Twin: the same use case over the logging port publishes nothing.
func InitDry() *server.Server {
	return server.NewServer(orders.NewUseCase(nopRepo{}, infra.NewLogEvents()))
}

// Twin: a use case whose field another method may replace promises
// nothing.
func InitReplaceable(conn *amqp.Connection) (*server.Server, error) {
	pub, err := broker.NewPublisher(conn)
	if err != nil {
		return nil, err
	}
	return server.NewServer(orders.NewReplaceable(nopRepo{}, infra.NewEvents(pub))), nil
}

// Twin: a constructor that may return either of two types promises
// nothing.
func InitFlagged(conn *amqp.Connection, dry bool) (*server.Server, error) {
	pub, err := broker.NewPublisher(conn)
	if err != nil {
		return nil, err
	}
	return server.NewServer(orders.NewFlagged(dry, nopRepo{}, infra.NewEvents(pub))), nil
}
