// Package ent simulates entgo.io/ent for idemlint's tests: only the declarations the tests use, with the real signatures.
package ent

import (
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

type (
	// A Field interface returns a field descriptor for vertex fields/properties.
	Field interface {
		Descriptor() *field.Descriptor
	}

	// An Index interface returns an index descriptor for vertex indexes.
	Index interface {
		Descriptor() *index.Descriptor
	}

	// The Mixin type describes a set of methods that can extend
	// other methods in the schema without calling them directly.
	Mixin interface {
		Fields() []Field
	}

	// Schema is the default implementation for the schema Interface.
	Schema struct{}
)

// Fields of the schema.
func (Schema) Fields() []Field { return nil }

// Indexes of the schema.
func (Schema) Indexes() []Index { return nil }

// Mixin of the schema.
func (Schema) Mixin() []Mixin { return nil }
