// Package wiring builds the orders service's consumers and relay: here the
// concrete handlers meet the consumers that call them.
package wiring

import (
	"context"
	"log/slog"

	"github.com/IBM/sarama"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5/pgxpool"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/corpus/orders/consumer"
	"github.com/idemlint/idemlint/integration/corpus/orders/fulfil"
	"github.com/idemlint/idemlint/integration/corpus/orders/outbox"
	"github.com/idemlint/idemlint/integration/corpus/orders/webhooks"
)

const carrier = "https://carrier.example/api"

// Fulfilment consumes paid orders from Kafka and books their shipments;
// the consumer commits before it hands the event over.
func Fulfilment(r *kafka.Reader, pool *pgxpool.Pool) *consumer.Kafka {
	return consumer.NewKafka(r, fulfil.New(pool, carrier))
}

// Audit taps the same topic for the audit log: losing an event before
// logging it is the tap's accepted cost, and nothing is changed.
func Audit(r *kafka.Reader) *consumer.Kafka {
	return consumer.NewKafka(r, fulfil.AuditLog{Log: slog.Default()})
}

// FulfilmentWatermill books shipments from any watermill subscriber; the
// consumer acks before it calls the handler.
func FulfilmentWatermill(sub message.Subscriber, pool *pgxpool.Pool) *consumer.Watermill {
	return consumer.NewWatermill(sub, fulfil.New(pool, carrier).Handle)
}

// FulfilmentSarama books shipments from a sarama consumer group that marks
// each message after its handler succeeded.
func FulfilmentSarama(ctx context.Context, cg sarama.ConsumerGroup, pool *pgxpool.Pool) error {
	return consumer.Consume(ctx, cg, []string{"orders.paid"}, consumer.NewGroup(fulfil.New(pool, carrier)))
}

// FulfilmentAMQP books shipments from RabbitMQ (auto-ack: reported in the
// consumer, where the deliveries are consumed).
func FulfilmentAMQP(ctx context.Context, ch *amqp.Channel, pool *pgxpool.Pool) error {
	return consumer.ConsumeAMQP(ctx, ch, fulfil.New(pool, carrier).Handle)
}

// FulfilmentAMQPManual is the same with manual acks after the handler.
func FulfilmentAMQPManual(ctx context.Context, ch *amqp.Channel, pool *pgxpool.Pool) error {
	return consumer.ConsumeAMQPManual(ctx, ch, fulfil.New(pool, carrier).Handle)
}

// PartnerRelay relays the outbox to a partner's webhook, retrying a post
// that carries no key.
func PartnerRelay(pool *pgxpool.Pool, url string) *outbox.Relay {
	return outbox.NewRelay(pool, webhooks.New(url).Post) // want: retrykeyless
}

// PartnerRelayKeyed is the same with the row's ID as the partner's key.
func PartnerRelayKeyed(pool *pgxpool.Pool, url string) *outbox.Relay {
	return outbox.NewRelay(pool, webhooks.New(url).PostKeyed)
}
