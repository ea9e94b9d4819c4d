// Package field simulates entgo.io/ent/schema/field for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package field

import "database/sql/driver"

// A Descriptor for field configuration.
type Descriptor struct {
	Name       string // field name.
	Unique     bool   // unique index of field.
	StorageKey string // sql column or gremlin property.
}

// String returns a new Field with type string.
func String(name string) *stringBuilder { return &stringBuilder{&Descriptor{Name: name}} }

// Text returns a new string field without limitation on the size.
func Text(name string) *stringBuilder { return &stringBuilder{&Descriptor{Name: name}} }

// Bytes returns a new Field with type bytes/buffer.
func Bytes(name string) *bytesBuilder { return &bytesBuilder{&Descriptor{Name: name}} }

// Time returns a new Field with type timestamp.
func Time(name string) *timeBuilder { return &timeBuilder{&Descriptor{Name: name}} }

// JSON returns a new Field with type json that is serialized to the given object.
func JSON(name string, typ any) *jsonBuilder { return &jsonBuilder{&Descriptor{Name: name}} }

// UUID returns a new Field with type UUID.
func UUID(name string, typ driver.Valuer) *uuidBuilder { return &uuidBuilder{&Descriptor{Name: name}} }

// Other represents a field that is not a good fit for any of the standard field types.
func Other(name string, typ driver.Valuer) *otherBuilder {
	return &otherBuilder{&Descriptor{Name: name}}
}

// Int returns a new Field with type int.
func Int(name string) *intBuilder { return &intBuilder{&Descriptor{Name: name}} }

// Int64 returns a new Field with type int64.
func Int64(name string) *int64Builder { return &int64Builder{&Descriptor{Name: name}} }

// Uint64 returns a new Field with type uint64.
func Uint64(name string) *uint64Builder { return &uint64Builder{&Descriptor{Name: name}} }

type stringBuilder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *stringBuilder) Unique() *stringBuilder { b.desc.Unique = true; return b }

// NotEmpty adds a length validator for this field.
func (b *stringBuilder) NotEmpty() *stringBuilder { return b }

// Optional indicates that this field is optional on create.
func (b *stringBuilder) Optional() *stringBuilder { return b }

// Immutable indicates that this field cannot be updated.
func (b *stringBuilder) Immutable() *stringBuilder { return b }

// StorageKey sets the storage key of the field.
func (b *stringBuilder) StorageKey(key string) *stringBuilder { b.desc.StorageKey = key; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *stringBuilder) Descriptor() *Descriptor { return b.desc }

type bytesBuilder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *bytesBuilder) Unique() *bytesBuilder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *bytesBuilder) Descriptor() *Descriptor { return b.desc }

type timeBuilder struct{ desc *Descriptor }

// Default sets the function that is applied to set default value
// of the field on creation.
func (b *timeBuilder) Default(fn any) *timeBuilder { return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *timeBuilder) Descriptor() *Descriptor { return b.desc }

type jsonBuilder struct{ desc *Descriptor }

// Optional indicates that this field is optional on create.
func (b *jsonBuilder) Optional() *jsonBuilder { return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *jsonBuilder) Descriptor() *Descriptor { return b.desc }

type uuidBuilder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *uuidBuilder) Unique() *uuidBuilder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *uuidBuilder) Descriptor() *Descriptor { return b.desc }

type otherBuilder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *otherBuilder) Unique() *otherBuilder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *otherBuilder) Descriptor() *Descriptor { return b.desc }

type intBuilder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *intBuilder) Unique() *intBuilder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *intBuilder) Descriptor() *Descriptor { return b.desc }

type int64Builder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *int64Builder) Unique() *int64Builder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *int64Builder) Descriptor() *Descriptor { return b.desc }

type uint64Builder struct{ desc *Descriptor }

// Unique makes the field unique within all vertices of this type.
func (b *uint64Builder) Unique() *uint64Builder { b.desc.Unique = true; return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *uint64Builder) Descriptor() *Descriptor { return b.desc }

// Enum returns a new Field with type enum.
func Enum(name string) *enumBuilder { return &enumBuilder{&Descriptor{Name: name}} }

type enumBuilder struct{ desc *Descriptor }

// Values adds given values to the enum values.
func (b *enumBuilder) Values(values ...string) *enumBuilder { return b }

// Default sets the default value of the field.
func (b *enumBuilder) Default(value string) *enumBuilder { return b }

// Descriptor implements the ent.Field interface by returning its descriptor.
func (b *enumBuilder) Descriptor() *Descriptor { return b.desc }
