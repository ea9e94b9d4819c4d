package rpc // want package:"relevant"

// Package rpc is a request/reply client whose constructor starts its reply
// consumer in the background: the consumer acks replies of its own, which
// is no ack for the constructor's callers.

import (
	amqp "github.com/rabbitmq/amqp091-go"
	"golang.org/x/sync/errgroup"
)

type Client struct {
	replies <-chan amqp.Delivery
	eg      errgroup.Group
}

// New starts the consumer through errgroup.Go: no ack in its summary.
func New(replies <-chan amqp.Delivery) *Client { // want New:`summary\{propagate\(0\)\}`
	c := &Client{replies: replies}
	c.eg.Go(func() error { c.consume(); return nil })
	return c
}

// NewGo starts it with a go statement: no ack either.
func NewGo(replies <-chan amqp.Delivery) *Client { // want NewGo:`summary\{propagate\(0\)\}`
	c := &Client{replies: replies}
	go c.consume()
	return c
}

// consume acks every reply it receives itself.
func (c *Client) consume() { // want consume:`summary\{ack\}`
	for d := range c.replies {
		c.settle(d)
	}
}

func (c *Client) settle(d amqp.Delivery) { // want settle:`summary\{ack\(1\)\}`
	_ = d.Ack(false)
}

// Serve hands the delivery it was given to a goroutine that acks it: the
// ack is of the caller's message and stays in the summary.
func Serve(d amqp.Delivery) { // want Serve:`summary\{ack\(0\)\}`
	go func() { _ = d.Ack(false) }()
}
