// Package entschema holds payloadguard cases on ent schemas of idempotency
// records, beside their twins.
package entschema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// IdempotencyKey stores a response and nothing that says what the request
// was.
type IdempotencyKey struct{ ent.Schema } // want `idempotency ent schema IdempotencyKey stores a response \(response\) and no fingerprint of the request`

// Fields of IdempotencyKey.
func (IdempotencyKey) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.Enum("state").Values("in_progress", "succeeded", "failed"),
		field.Bytes("response"),
	}
}

// IdempotencyRequest is a twin: the request's hash beside the response.
type IdempotencyRequest struct{ ent.Schema }

// Fields of IdempotencyRequest.
func (IdempotencyRequest) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.String("request_hash"),
		field.Bytes("response"),
	}
}

// IdempotencyCall is a twin: a field built by a helper is not read, so its
// fields are not all known.
type IdempotencyCall struct{ ent.Schema }

// Fields of IdempotencyCall.
func (IdempotencyCall) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.Bytes("response"),
		hashField(),
	}
}

func hashField() ent.Field { return field.String("request_digest") }
