// Package failedack: an ack reached after the handler's own work failed,
// with the failure only logged, acknowledges a message whose work never
// happened (Anilrajput6441/ai-outreach-engine's email worker acks after
// the publish of its retry copy failed). Twins: a nack on the failure
// path, a failure classified as permanent, a failure that skips to the
// next message without acking this one, and an ack only after success.
package failedack

import (
	"context"
	"database/sql"
	"errors"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
)

var errInvalid = errors.New("invalid")

func retryCopy(ctx context.Context, ch *amqp.Channel, d amqp.Delivery) {
	err := ch.PublishWithContext(ctx, "", "emails.retry", false, false, amqp.Publishing{Body: d.Body})
	if err != nil {
		log.Println("failed to publish retry message:", err)
	}
	d.Ack(false) // want `acknowledges the message even when`
}

// Twin: the failed publish nacks with requeue; the ack follows success.
func retryCopyNack(ctx context.Context, ch *amqp.Channel, d amqp.Delivery) {
	err := ch.PublishWithContext(ctx, "", "emails.retry", false, false, amqp.Publishing{Body: d.Body})
	if err != nil {
		log.Println("failed to publish retry message:", err)
		d.Nack(false, true)
		return
	}
	d.Ack(false)
}

func store(ctx context.Context, db *sql.DB, d amqp.Delivery) {
	if _, err := db.ExecContext(ctx, "INSERT INTO emails (body) VALUES ($1)", d.Body); err != nil {
		log.Printf("store: %v", err)
	}
	d.Ack(false) // want `acknowledges the message even when`
}

// Twin: a failure classified as permanent (a bad input no retry fixes) is
// acked on purpose; any other failure returns without an ack.
func storeClassified(ctx context.Context, db *sql.DB, d amqp.Delivery) {
	if err := insert(ctx, db, d.Body); err != nil {
		if !errors.Is(err, errInvalid) {
			return
		}
	}
	d.Ack(false)
}

func insert(ctx context.Context, db *sql.DB, body []byte) error {
	if len(body) == 0 {
		return errInvalid
	}
	_, err := db.ExecContext(ctx, "INSERT INTO emails (body) VALUES ($1)", body)
	return err
}

// Twin: a failure skips to the next delivery; that delivery's ack is not
// this one's (AMQP acks one delivery, not an offset).
func consume(ctx context.Context, db *sql.DB, msgs <-chan amqp.Delivery) {
	for d := range msgs {
		if _, err := db.ExecContext(ctx, "INSERT INTO emails (body) VALUES ($1)", d.Body); err != nil {
			log.Printf("store: %v", err)
			continue
		}
		d.Ack(false)
	}
}

// Twin: the work succeeded, then bookkeeping failed (a counter after the
// send): a redelivery would do the work again, so the ack is right.
func sendThenCount(ctx context.Context, db *sql.DB, d amqp.Delivery) {
	if _, err := db.ExecContext(ctx, "INSERT INTO sent (body) VALUES ($1)", d.Body); err != nil {
		d.Nack(false, true)
		return
	}
	if _, err := db.ExecContext(ctx, "UPDATE counters SET n = n + 1 WHERE day = current_date"); err != nil {
		log.Printf("count: %v", err)
	}
	d.Ack(false)
}

func classify(err error) string {
	if errors.Is(err, errInvalid) {
		return "invalid"
	}
	return "transient"
}

// Twin: the team's own classification sorts the failure; an invalid
// message is acked on purpose, a transient one returns without an ack.
func storeSorted(ctx context.Context, db *sql.DB, d amqp.Delivery) {
	if err := insert(ctx, db, d.Body); err != nil {
		reason := classify(err)
		if reason != "invalid" {
			return
		}
		log.Printf("dropping invalid message: %v", err)
	}
	d.Ack(false)
}

// Twin: a failure ends the process (log.Fatalln): nothing is acked.
func storeOrDie(ctx context.Context, db *sql.DB, d amqp.Delivery) {
	if _, err := db.ExecContext(ctx, "INSERT INTO emails (body) VALUES ($1)", d.Body); err != nil {
		log.Fatalln(err)
	}
	d.Ack(false)
}
