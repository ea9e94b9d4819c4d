// Package amqp091 simulates github.com/rabbitmq/amqp091-go for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package amqp091

import (
	"context"
	"time"
)

type Table map[string]any

// Connection.

type Connection struct{}

func Dial(url string) (*Connection, error) { return &Connection{}, nil }

func (c *Connection) Channel() (*Channel, error) { return &Channel{}, nil }
func (c *Connection) Close() error               { return nil }

// Deliveries.

type Acknowledger interface {
	Ack(tag uint64, multiple bool) error
	Nack(tag uint64, multiple, requeue bool) error
	Reject(tag uint64, requeue bool) error
}

type Delivery struct {
	Acknowledger Acknowledger

	Headers Table

	ContentType     string
	ContentEncoding string
	DeliveryMode    uint8
	Priority        uint8
	CorrelationId   string
	ReplyTo         string
	Expiration      string
	MessageId       string
	Timestamp       time.Time
	Type            string
	UserId          string
	AppId           string

	ConsumerTag string

	MessageCount uint32

	DeliveryTag uint64
	Redelivered bool
	Exchange    string
	RoutingKey  string

	Body []byte
}

func (d Delivery) Ack(multiple bool) error           { return nil }
func (d Delivery) Nack(multiple, requeue bool) error { return nil }
func (d Delivery) Reject(requeue bool) error         { return nil }

// Publishing.

type Publishing struct {
	Headers Table

	ContentType     string
	ContentEncoding string
	DeliveryMode    uint8
	Priority        uint8
	CorrelationId   string
	ReplyTo         string
	Expiration      string
	MessageId       string
	Timestamp       time.Time
	Type            string
	UserId          string
	AppId           string

	Body []byte
}

type DeferredConfirmation struct{}

func (d *DeferredConfirmation) Wait() bool                                    { return true }
func (d *DeferredConfirmation) WaitContext(ctx context.Context) (bool, error) { return true, nil }

type Queue struct {
	Name      string
	Messages  int
	Consumers int
}

// Channel.

type Channel struct{}

func (ch *Channel) Ack(tag uint64, multiple bool) error { return nil }
func (ch *Channel) Close() error                        { return nil }
func (ch *Channel) Confirm(noWait bool) error           { return nil }
func (ch *Channel) Consume(queue, consumer string, autoAck, exclusive, noLocal, noWait bool, args Table) (<-chan Delivery, error) {
	return nil, nil
}
func (ch *Channel) ConsumeWithContext(ctx context.Context, queue, consumer string, autoAck, exclusive, noLocal, noWait bool, args Table) (<-chan Delivery, error) {
	return nil, nil
}
func (ch *Channel) Get(queue string, autoAck bool) (msg Delivery, ok bool, err error) {
	return Delivery{}, false, nil
}
func (ch *Channel) Nack(tag uint64, multiple, requeue bool) error { return nil }
func (ch *Channel) Publish(exchange, key string, mandatory, immediate bool, msg Publishing) error {
	return nil
}
func (ch *Channel) PublishWithContext(ctx context.Context, exchange, key string, mandatory, immediate bool, msg Publishing) error {
	return nil
}
func (ch *Channel) PublishWithDeferredConfirm(exchange, key string, mandatory, immediate bool, msg Publishing) (*DeferredConfirmation, error) {
	return nil, nil
}
func (ch *Channel) PublishWithDeferredConfirmWithContext(ctx context.Context, exchange, key string, mandatory, immediate bool, msg Publishing) (*DeferredConfirmation, error) {
	return nil, nil
}
func (ch *Channel) Qos(prefetchCount, prefetchSize int, global bool) error { return nil }
func (ch *Channel) QueueDeclare(name string, durable, autoDelete, exclusive, noWait bool, args Table) (Queue, error) {
	return Queue{}, nil
}
func (ch *Channel) Reject(tag uint64, requeue bool) error { return nil }
