package failedack

import (
	"log"

	"github.com/IBM/sarama"
)

// Message is the team's own message, built from the Kafka record.
type Message struct {
	Key, Value []byte
	Offset     int64
}

// Group hands each record to a handler wired elsewhere and marks its
// offset (duc2h/kafka-golang's ConsumerGroup). A failed handler is skipped
// with continue, and the next record's mark commits past it: the failed
// record is never redelivered.
type Group struct {
	onHandler func(*Message) error
	producer  sarama.SyncProducer
}

func (g *Group) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (g *Group) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (g *Group) ConsumeClaim(session sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for message := range claim.Messages() {
		msg := Message{Key: message.Key, Value: message.Value, Offset: message.Offset}
		if err := g.onHandler(&msg); err != nil {
			log.Printf("handler: %v", err)
			continue
		}
		session.MarkMessage(message, "") // want `acknowledges the message even when`
	}
	return nil
}

// Stopping returns on a failure: the session ends before any later offset
// is marked, and the failed record is redelivered.
type Stopping struct{ onHandler func(*Message) error }

func (g *Stopping) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (g *Stopping) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (g *Stopping) ConsumeClaim(session sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for message := range claim.Messages() {
		msg := Message{Key: message.Key, Value: message.Value, Offset: message.Offset}
		if err := g.onHandler(&msg); err != nil {
			return err
		}
		session.MarkMessage(message, "")
	}
	return nil
}

// DeadLettering hands a failed record to a dead-letter topic before it
// moves on: the mark past it loses nothing.
type DeadLettering struct {
	onHandler func(*Message) error
	producer  sarama.SyncProducer
}

func (g *DeadLettering) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (g *DeadLettering) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (g *DeadLettering) ConsumeClaim(session sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for message := range claim.Messages() {
		msg := Message{Key: message.Key, Value: message.Value, Offset: message.Offset}
		if err := g.onHandler(&msg); err != nil {
			if _, _, err := g.producer.SendMessage(&sarama.ProducerMessage{Topic: "dead", Value: sarama.ByteEncoder(message.Value)}); err != nil {
				return err
			}
		}
		session.MarkMessage(message, "")
	}
	return nil
}

// Twin (k1networth/servicedesk-lite's notification service): a failure is
// retried in process on the same record, which is marked only after a try
// succeeds, or after it was recorded as failed.
type Retrying struct {
	onHandler func(*Message) error
	failed    func(key []byte, reason string) error
}

func (g *Retrying) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (g *Retrying) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (g *Retrying) ConsumeClaim(session sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for message := range claim.Messages() {
		msg := Message{Key: message.Key, Value: message.Value, Offset: message.Offset}
		for attempt := 1; ; attempt++ {
			err := g.onHandler(&msg)
			if err == nil {
				session.MarkMessage(message, "")
				break
			}
			log.Printf("handler: %v", err)
			if attempt >= 5 {
				if _, _, err := g.dlq().SendMessage(&sarama.ProducerMessage{Topic: "dead", Value: sarama.ByteEncoder(message.Value)}); err != nil {
					return err
				}
				session.MarkMessage(message, "")
				break
			}
		}
	}
	return nil
}

func (g *Retrying) dlq() sarama.SyncProducer { return nil }
