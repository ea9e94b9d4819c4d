// Package service consumes through the shared helper's Consume: the offset
// is committed before the callback it hands in runs.
package service

import (
	"context"
	"database/sql"
	"log"
	"net/smtp"

	"github.com/segmentio/kafka-go"

	"ackorder/commitcb/kconsumer"
)

type Users struct {
	DB *sql.DB
}

// Register sends the welcome mail after the offset was committed.
func (u *Users) Register(ctx context.Context) {
	kc := kconsumer.NewKConsumer("users")
	kc.Consume(ctx, func(msg kafka.Message) { // want `kconsumer\.KConsumer\.Consume commits the offset as it reads \(kafka\.Reader\.ReadMessage on a reader with a group\) before it calls this callback, which sends a notification \(smtp\.SendMail\)`
		if err := smtp.SendMail("smtp:25", nil, "noreply@example.com", []string{string(msg.Key)}, msg.Value); err != nil {
			log.Printf("welcome mail: %v", err)
		}
	})
}

// Sync applies a change row through a method of the service.
func (u *Users) Sync(ctx context.Context) {
	kc := kconsumer.NewKConsumer("users.cdc")
	kc.Consume(ctx, u.apply) // want `kconsumer\.KConsumer\.Consume commits the offset as it reads \(kafka\.Reader\.ReadMessage on a reader with a group\) before it calls this callback, which writes to the database \(sql\.DB\.ExecContext\)`
}

func (u *Users) apply(msg kafka.Message) {
	if _, err := u.DB.ExecContext(context.Background(), "INSERT INTO users (id) VALUES ($1)", string(msg.Key)); err != nil {
		log.Printf("apply: %v", err)
	}
}

// Count only logs: a lost message loses nothing.
func (u *Users) Count(ctx context.Context) {
	kc := kconsumer.NewKConsumer("users")
	kc.Consume(ctx, func(msg kafka.Message) { log.Printf("seen %s", msg.Key) })
}

// Partition reads in no group: nothing is committed before the insert.
func (u *Users) Partition(ctx context.Context) {
	kc := kconsumer.NewPartitionConsumer("users")
	kc.Consume(ctx, u.apply)
}

// Fetch commits after the callback.
func (u *Users) Fetch(ctx context.Context) error {
	kc := kconsumer.NewFetchConsumer("users")
	return kc.Consume(ctx, func(msg kafka.Message) error {
		_, err := u.DB.ExecContext(ctx, "INSERT INTO users (id) VALUES ($1)", string(msg.Key))
		return err
	})
}

// Probe's callback is handed no committed message.
func (u *Users) Probe(ctx context.Context) error {
	return kconsumer.NewKConsumer("users").Inspect(ctx, u.apply)
}
