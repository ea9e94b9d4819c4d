// Package entschema holds inprogress cases on ent schemas of idempotency
// tables, beside their twins.
package entschema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// IdempotencyKey is the ent schema: a key and when it was seen.
type IdempotencyKey struct{ ent.Schema } // want `^idempotency ent schema IdempotencyKey has no state field and no stored response: a retry that arrives while the first request is still running finds the key and cannot tell in progress from done, so it is answered as a success or as a failure it is not; add field.Enum\("state"\).Values\("in_progress", "succeeded", "failed"\) and field.Bytes\("response"\).Optional\(\), and answer 409 while in progress$`

// Fields of IdempotencyKey.
func (IdempotencyKey) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.Time("created_at"),
	}
}

// IdempotencyRequest is a twin: an enum state and a stored response.
type IdempotencyRequest struct{ ent.Schema }

// Fields of IdempotencyRequest.
func (IdempotencyRequest) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.Enum("state").Values("in_progress", "succeeded", "failed"),
		field.Bytes("response"),
	}
}

// DedupRequest is a twin: a field built by a helper is not read, so its
// fields are not all known.
type DedupRequest struct{ ent.Schema }

// Fields of DedupRequest.
func (DedupRequest) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		statusField(),
	}
}

func statusField() ent.Field { return field.String("status") }

// IdempotencyCall is a twin: its state comes from a mixin.
type IdempotencyCall struct{ ent.Schema }

// Mixin of IdempotencyCall.
func (IdempotencyCall) Mixin() []ent.Mixin { return []ent.Mixin{StateMixin{}} }

// Fields of IdempotencyCall.
func (IdempotencyCall) Fields() []ent.Field {
	return []ent.Field{field.String("key").Unique()}
}

// StateMixin adds a state.
type StateMixin struct{}

// Fields of StateMixin.
func (StateMixin) Fields() []ent.Field {
	return []ent.Field{field.Enum("state").Values("in_progress", "succeeded", "failed")}
}

// ProcessedEvent is a twin: a consumer's inbox of event ids.
type ProcessedEvent struct{ ent.Schema }

// Fields of ProcessedEvent.
func (ProcessedEvent) Fields() []ent.Field {
	return []ent.Field{field.String("event_id").Unique()}
}

// Order is a twin: not an idempotency schema.
type Order struct{ ent.Schema }

// Fields of Order.
func (Order) Fields() []ent.Field {
	return []ent.Field{field.Int64("amount")}
}

// Indexes of Order.
func (Order) Indexes() []ent.Index {
	return []ent.Index{index.Fields("amount")}
}
