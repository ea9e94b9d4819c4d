package knowledge

// entgo.io/ent schemas.
//
// An ent schema declares its table in code: Fields() returns field builders
// (field.String("key").Unique()), Indexes() returns index builders
// (index.Fields("tenant_id", "key").Unique()). None of these calls does
// anything at run time that matters to exactly-once effect; dedupschema reads
// the chains to learn which columns are unique, and matches the calls through
// these entries. A key field is one of the listed constructors; the Unique
// methods are those of the builders they return.

const whyEntSchema = "an ent schema declaration, not an effect: dedupschema reads it for unique keys"

var entFuncs = []*Func{
	{Name: "(*entgo.io/ent/schema/field.bytesBuilder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/field.int64Builder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/field.intBuilder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/field.otherBuilder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/field.stringBuilder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/field.uint64Builder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/field.uuidBuilder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "(*entgo.io/ent/schema/index.Builder).Unique", Roles: []Role{None}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.Bytes", Roles: []Role{None}, Params: []string{"name"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.Int", Roles: []Role{None}, Params: []string{"name"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.Int64", Roles: []Role{None}, Params: []string{"name"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.Other", Roles: []Role{None}, Params: []string{"name", "typ"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.String", Roles: []Role{None}, Params: []string{"name"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.Text", Roles: []Role{None}, Params: []string{"name"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.UUID", Roles: []Role{None}, Params: []string{"name", "typ"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/field.Uint64", Roles: []Role{None}, Params: []string{"name"}, Why: whyEntSchema},
	{Name: "entgo.io/ent/schema/index.Fields", Roles: []Role{None}, Params: []string{"fields"}, Why: whyEntSchema},
}
