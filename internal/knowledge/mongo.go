package knowledge

// go.mongodb.org/mongo-driver/mongo (v1).
//
// Whether an update is a delta ($inc, $mul, $push, $addToSet…) or an
// absolute $set, and whether an upsert is a claim, is decided at the call site
// from the update document (bson.M / bson.D literal) and the options.

var mongoFuncs = []*Func{
	// Existence checks.
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).CountDocuments", Roles: []Role{Check}, Params: []string{"ctx", "filter", "opts"}, Key: "filter", Result: ResultCount},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).FindOne", Roles: []Role{Check}, Params: []string{"ctx", "filter", "opts"}, Key: "filter", Result: ResultErr,
		Why: "the *SingleResult's Err (and Decode) is mongo.ErrNoDocuments when absent"},

	// Reads of several documents (a cursor over them).
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).Find", Roles: []Role{Query}, Params: []string{"ctx", "filter", "opts"},
		Why: "reads the documents filter matches through the cursor it returns: decides no key's presence"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).Aggregate", Roles: []Role{Query}, Params: []string{"ctx", "pipeline", "opts"}},

	// Writes.
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).BulkWrite", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "models", "opts"}},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).DeleteMany", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "opts"}},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).DeleteOne", Roles: []Role{Effect, Release}, Effect: KindStore, Params: []string{"ctx", "filter", "opts"}, Key: "filter"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).FindOneAndDelete", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "opts"}},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).FindOneAndReplace", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "replacement", "opts"}},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).FindOneAndUpdate", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "update", "opts"},
		Why: "a delta when update holds $inc, $mul or $push: decided at the call site"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).InsertMany", Roles: []Role{Effect, Record}, Effect: KindStore, Params: []string{"ctx", "documents", "opts"}, Key: "documents"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).InsertOne", Roles: []Role{Effect, Record}, Effect: KindStore, Params: []string{"ctx", "document", "opts"}, Key: "document",
		Why: "with a caller-chosen _id (or a unique index) a duplicate-key error makes it a claim: decided at the call site"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).ReplaceOne", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "replacement", "opts"}},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).UpdateByID", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "id", "update", "opts"},
		Why: "a delta when update holds $inc, $mul or $push: decided at the call site"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).UpdateMany", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "update", "opts"},
		Why: "a delta when update holds $inc, $mul or $push: decided at the call site"},
	{Name: "(*go.mongodb.org/mongo-driver/mongo.Collection).UpdateOne", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "filter", "update", "opts"},
		Why: "a delta when update holds $inc, $mul or $push: decided at the call site"},

	// Transactions.
	{Name: "(go.mongodb.org/mongo-driver/mongo.Session).WithTransaction", Roles: []Role{TxBegin, Retry}, Params: []string{"ctx", "fn", "opts"}, Callback: "fn",
		Why: "runs fn in a transaction and runs it again on TransientTransactionError: fn must be idempotent"},
}
