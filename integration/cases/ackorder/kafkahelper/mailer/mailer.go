// Package mailer sends a welcome mail per message through the shared
// consumer: the offset is committed before the mail is sent.
package mailer

import (
	"context"
	"log"
	"net/smtp"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/cases/ackorder/kafkahelper/kconsumer"
)

func Welcome(ctx context.Context, brokers []string) {
	kc := kconsumer.NewKConsumer(brokers, "users")
	kc.Consume(ctx, func(msg kafka.Message) { // want: ackorder
		if err := smtp.SendMail("smtp:25", nil, "noreply@example.com", []string{string(msg.Key)}, msg.Value); err != nil {
			log.Printf("welcome: %v", err)
		}
	})
}

// Twin: the same helper over a reader in no group commits nothing.
func WelcomePartition(ctx context.Context, brokers []string) {
	kc := kconsumer.NewPartitionConsumer(brokers, "users")
	kc.Consume(ctx, func(msg kafka.Message) {
		if err := smtp.SendMail("smtp:25", nil, "noreply@example.com", []string{string(msg.Key)}, msg.Value); err != nil {
			log.Printf("welcome: %v", err)
		}
	})
}
