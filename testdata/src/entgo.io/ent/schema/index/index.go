// Package index simulates entgo.io/ent/schema/index for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package index

// A Descriptor for index configuration.
type Descriptor struct {
	Unique bool     // unique index.
	Fields []string // field columns.
}

// Builder for indexes on vertex columns and edges in the graph.
type Builder struct {
	desc *Descriptor
}

// Fields creates an index on the given vertex fields.
func Fields(fields ...string) *Builder { return &Builder{desc: &Descriptor{Fields: fields}} }

// Unique sets the index to be a unique index.
func (b *Builder) Unique() *Builder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Descriptor interface.
func (b *Builder) Descriptor() *Descriptor { return b.desc }
