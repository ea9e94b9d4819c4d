// Package options simulates go.mongodb.org/mongo-driver/mongo/options for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package options

// ClientOptions contains options to configure a Client instance.
type ClientOptions struct{}

// Client creates a new ClientOptions instance.
func Client() *ClientOptions { return &ClientOptions{} }

// ApplyURI parses the given URI and sets options accordingly.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }

// DatabaseOptions represents options that can be used to configure a Database.
type DatabaseOptions struct{}

// CollectionOptions represents options that can be used to configure a Collection.
type CollectionOptions struct{}

// SessionOptions represents options that can be used to configure a Session.
type SessionOptions struct{}

// TransactionOptions represents options that can be used to configure a transaction.
type TransactionOptions struct{}

// BulkWriteOptions represents options that can be used to configure a BulkWrite operation.
type BulkWriteOptions struct {
	Ordered *bool
}

// CountOptions represents options that can be used to configure a CountDocuments operation.
type CountOptions struct {
	Limit *int64
}

// DeleteOptions represents options that can be used to configure DeleteOne and DeleteMany operations.
type DeleteOptions struct{}

// FindOptions represents options that can be used to configure a Find operation.
type FindOptions struct{}

// AggregateOptions represents options that can be used to configure an Aggregate operation.
type AggregateOptions struct{}

// FindOneOptions represents options that can be used to configure a FindOne operation.
type FindOneOptions struct{}

// FindOneAndDeleteOptions represents options that can be used to configure a FindOneAndDelete operation.
type FindOneAndDeleteOptions struct{}

// FindOneAndReplaceOptions represents options that can be used to configure a FindOneAndReplace operation.
type FindOneAndReplaceOptions struct {
	Upsert *bool
}

// ReturnDocument specifies whether a findAndUpdate operation should return the
// document as it was before the update or as it is after the update.
type ReturnDocument int8

// These constants specify valid values for ReturnDocument.
const (
	Before ReturnDocument = iota
	After
)

// FindOneAndUpdateOptions represents options that can be used to configure a FindOneAndUpdate operation.
type FindOneAndUpdateOptions struct {
	ReturnDocument *ReturnDocument
	Upsert         *bool
}

// FindOneAndUpdate creates a new FindOneAndUpdateOptions instance.
func FindOneAndUpdate() *FindOneAndUpdateOptions { return &FindOneAndUpdateOptions{} }

// SetReturnDocument sets the value for the ReturnDocument field.
func (f *FindOneAndUpdateOptions) SetReturnDocument(rd ReturnDocument) *FindOneAndUpdateOptions {
	f.ReturnDocument = &rd
	return f
}

// SetUpsert sets the value for the Upsert field.
func (f *FindOneAndUpdateOptions) SetUpsert(b bool) *FindOneAndUpdateOptions {
	f.Upsert = &b
	return f
}

// InsertManyOptions represents options that can be used to configure an InsertMany operation.
type InsertManyOptions struct{}

// InsertOneOptions represents options that can be used to configure an InsertOne operation.
type InsertOneOptions struct{}

// ReplaceOptions represents options that can be used to configure a ReplaceOne operation.
type ReplaceOptions struct {
	Upsert *bool
}

// UpdateOptions represents options that can be used to configure UpdateOne and UpdateMany operations.
type UpdateOptions struct {
	Upsert *bool
}

// Update creates a new UpdateOptions instance.
func Update() *UpdateOptions { return &UpdateOptions{} }

// SetUpsert sets the value for the Upsert field.
func (uo *UpdateOptions) SetUpsert(b bool) *UpdateOptions {
	uo.Upsert = &b
	return uo
}
