// Package entcase holds ent schemas: a dedup schema needs its key field
// Unique(), or a unique index over it.
package entcase

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// IdempotencyKey is the example as an ent schema.
type IdempotencyKey struct{ ent.Schema }

// Fields of IdempotencyKey.
func (IdempotencyKey) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").NotEmpty(), // want `^ent schema IdempotencyKey stores idempotency keys but field key is not Unique\(\); two concurrent inserts of the same key both succeed; add \.Unique\(\) to the field or a unique index in Indexes\(\) \(on a live table, build the index CONCURRENTLY first\)$`
		field.Bytes("response"),
		field.Time("created_at"),
	}
}

// ProcessedEvent is its twin: the key is Unique().
type ProcessedEvent struct{ ent.Schema }

// Fields of ProcessedEvent.
func (ProcessedEvent) Fields() []ent.Field {
	return []ent.Field{
		field.String("event_id").Unique().Immutable(),
	}
}

// InboxMessage is a twin: a unique index scoped by consumer.
type InboxMessage struct{ ent.Schema }

// Fields of InboxMessage.
func (InboxMessage) Fields() []ent.Field {
	return []ent.Field{
		field.String("consumer"),
		field.String("message_id"),
	}
}

// Indexes of InboxMessage.
func (InboxMessage) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("consumer", "message_id").Unique(),
	}
}

// SeenRequest has a plain index: not unique.
type SeenRequest struct{ ent.Schema }

// Fields of SeenRequest.
func (SeenRequest) Fields() []ent.Field {
	return []ent.Field{
		field.String("request_id"), // want `ent schema SeenRequest stores request ids but field request_id is not Unique`
	}
}

// Indexes of SeenRequest.
func (SeenRequest) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("request_id"),
	}
}

// Order is a twin: its name says nothing of dedup.
type Order struct{ ent.Schema }

// Fields of Order.
func (Order) Fields() []ent.Field {
	return []ent.Field{
		field.String("request_id"),
	}
}
