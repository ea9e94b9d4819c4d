// Package entschema holds ent schemas.
package entschema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// IdempotencyKey has no unique key field.
type IdempotencyKey struct{ ent.Schema } // want: payloadguard

// Fields of IdempotencyKey.
func (IdempotencyKey) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").NotEmpty(), // want: dedupschema
		field.Bytes("response").Optional(),
	}
}

// ProcessedEvent is its twin.
type ProcessedEvent struct{ ent.Schema }

// Fields of ProcessedEvent.
func (ProcessedEvent) Fields() []ent.Field {
	return []ent.Field{
		field.String("event_id").Unique().Immutable(),
	}
}

// InboxMessage is a twin through a unique index.
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
	return []ent.Index{index.Fields("consumer", "message_id").Unique()}
}
