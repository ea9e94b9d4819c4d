// Package mongo simulates go.mongodb.org/mongo-driver/mongo for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package mongo

import (
	"context"
	"errors"

	"go.mongodb.org/mongo-driver/mongo/options"
)

// ErrNoDocuments is returned by SingleResult methods when the operation that
// created the SingleResult did not return any documents.
var ErrNoDocuments = errors.New("mongo: no documents in result")

// IsDuplicateKeyError returns true if err is a duplicate key error.
func IsDuplicateKeyError(err error) bool { return false }

// Client is a handle representing a pool of connections to a MongoDB deployment.
type Client struct{}

// Connect creates a new Client and then initializes it using the Connect method.
func Connect(ctx context.Context, opts ...*options.ClientOptions) (*Client, error) {
	return &Client{}, nil
}

// Disconnect closes sockets to the topology referenced by this Client.
func (c *Client) Disconnect(ctx context.Context) error { return nil }

// Database returns a handle for a database with the given name configured with the given DatabaseOptions.
func (c *Client) Database(name string, opts ...*options.DatabaseOptions) *Database {
	return &Database{}
}

// StartSession starts a new session configured with the given options.
func (c *Client) StartSession(opts ...*options.SessionOptions) (Session, error) { return nil, nil }

// Database is a handle to a MongoDB database.
type Database struct{}

// Collection gets a handle for a collection with the given name configured with the given CollectionOptions.
func (db *Database) Collection(name string, opts ...*options.CollectionOptions) *Collection {
	return &Collection{}
}

// SessionContext combines the context.Context and mongo.Session interfaces.
type SessionContext interface {
	context.Context
	Session
}

// Session is an interface that represents a MongoDB logical session.
type Session interface {
	// StartTransaction starts a new transaction, configured with the given options.
	StartTransaction(...*options.TransactionOptions) error

	// AbortTransaction aborts the active transaction for this session.
	AbortTransaction(context.Context) error

	// CommitTransaction commits the active transaction for this session.
	CommitTransaction(context.Context) error

	// WithTransaction starts a transaction on this session and runs the fn
	// callback, retrying it on transient errors.
	WithTransaction(ctx context.Context, fn func(ctx SessionContext) (interface{}, error),
		opts ...*options.TransactionOptions) (interface{}, error)

	// EndSession aborts any existing transactions and close the session.
	EndSession(context.Context)
}

// SingleResult represents a single document returned from an operation.
type SingleResult struct {
	err error
}

// Decode will unmarshal the document represented by this SingleResult into v.
func (sr *SingleResult) Decode(v interface{}) error { return sr.err }

// Err returns the error from the operation that created this SingleResult.
func (sr *SingleResult) Err() error { return sr.err }

// InsertOneResult is the result type returned by an InsertOne operation.
type InsertOneResult struct {
	// The _id of the inserted document.
	InsertedID interface{}
}

// InsertManyResult is a result type returned by an InsertMany operation.
type InsertManyResult struct {
	// The _id values of the inserted documents.
	InsertedIDs []interface{}
}

// DeleteResult is the result type returned by DeleteOne and DeleteMany operations.
type DeleteResult struct {
	DeletedCount int64 `bson:"n"`
}

// UpdateResult is the result type returned from UpdateOne, UpdateMany, and ReplaceOne operations.
type UpdateResult struct {
	MatchedCount  int64       // The number of documents matched by the filter.
	ModifiedCount int64       // The number of documents modified by the operation.
	UpsertedCount int64       // The number of documents upserted by the operation.
	UpsertedID    interface{} // The _id field of the upserted document, or nil if no upsert was done.
}

// BulkWriteResult is the result type returned by a BulkWrite operation.
type BulkWriteResult struct {
	InsertedCount int64
	MatchedCount  int64
	ModifiedCount int64
	DeletedCount  int64
	UpsertedCount int64
	UpsertedIDs   map[int64]interface{}
}

// WriteModel is an interface implemented by models that can be used in a BulkWrite operation.
type WriteModel interface {
	writeModel()
}

// InsertOneModel is used to insert a single document in a BulkWrite operation.
type InsertOneModel struct {
	Document interface{}
}

// NewInsertOneModel creates a new InsertOneModel.
func NewInsertOneModel() *InsertOneModel { return &InsertOneModel{} }

// SetDocument specifies the document to be inserted.
func (iom *InsertOneModel) SetDocument(doc interface{}) *InsertOneModel {
	iom.Document = doc
	return iom
}

func (*InsertOneModel) writeModel() {}

// UpdateOneModel is used to update at most one document in a BulkWrite operation.
type UpdateOneModel struct {
	Upsert *bool
	Filter interface{}
	Update interface{}
}

// NewUpdateOneModel creates a new UpdateOneModel.
func NewUpdateOneModel() *UpdateOneModel { return &UpdateOneModel{} }

// SetFilter specifies a filter to use to select the document to update.
func (uom *UpdateOneModel) SetFilter(filter interface{}) *UpdateOneModel {
	uom.Filter = filter
	return uom
}

// SetUpdate specifies the modifications to be made to the selected document.
func (uom *UpdateOneModel) SetUpdate(update interface{}) *UpdateOneModel {
	uom.Update = update
	return uom
}

// SetUpsert specifies whether or not a new document should be inserted if no document matching the filter is found.
func (uom *UpdateOneModel) SetUpsert(upsert bool) *UpdateOneModel {
	uom.Upsert = &upsert
	return uom
}

func (*UpdateOneModel) writeModel() {}

// Collection is a handle to a MongoDB collection.
type Collection struct{}

// BulkWrite performs a bulk write operation.
func (coll *Collection) BulkWrite(ctx context.Context, models []WriteModel,
	opts ...*options.BulkWriteOptions) (*BulkWriteResult, error) {
	return &BulkWriteResult{}, nil
}

// InsertOne executes an insert command to insert a single document into the collection.
func (coll *Collection) InsertOne(ctx context.Context, document interface{},
	opts ...*options.InsertOneOptions) (*InsertOneResult, error) {
	return &InsertOneResult{}, nil
}

// InsertMany executes an insert command to insert multiple documents into the collection.
func (coll *Collection) InsertMany(ctx context.Context, documents []interface{},
	opts ...*options.InsertManyOptions) (*InsertManyResult, error) {
	return &InsertManyResult{}, nil
}

// DeleteOne executes a delete command to delete at most one document from the collection.
func (coll *Collection) DeleteOne(ctx context.Context, filter interface{},
	opts ...*options.DeleteOptions) (*DeleteResult, error) {
	return &DeleteResult{}, nil
}

// DeleteMany executes a delete command to delete documents from the collection.
func (coll *Collection) DeleteMany(ctx context.Context, filter interface{},
	opts ...*options.DeleteOptions) (*DeleteResult, error) {
	return &DeleteResult{}, nil
}

// UpdateByID executes an update command to update the document whose _id value matches the provided ID.
func (coll *Collection) UpdateByID(ctx context.Context, id interface{}, update interface{},
	opts ...*options.UpdateOptions) (*UpdateResult, error) {
	return &UpdateResult{}, nil
}

// UpdateOne executes an update command to update at most one document in the collection.
func (coll *Collection) UpdateOne(ctx context.Context, filter interface{}, update interface{},
	opts ...*options.UpdateOptions) (*UpdateResult, error) {
	return &UpdateResult{}, nil
}

// UpdateMany executes an update command to update documents in the collection.
func (coll *Collection) UpdateMany(ctx context.Context, filter interface{}, update interface{},
	opts ...*options.UpdateOptions) (*UpdateResult, error) {
	return &UpdateResult{}, nil
}

// ReplaceOne executes an update command to replace at most one document in the collection.
func (coll *Collection) ReplaceOne(ctx context.Context, filter interface{},
	replacement interface{}, opts ...*options.ReplaceOptions) (*UpdateResult, error) {
	return &UpdateResult{}, nil
}

// CountDocuments returns the number of documents in the collection.
func (coll *Collection) CountDocuments(ctx context.Context, filter interface{},
	opts ...*options.CountOptions) (int64, error) {
	return 0, nil
}

// Find executes a find command and returns a Cursor over the matching documents in the collection.
func (coll *Collection) Find(ctx context.Context, filter interface{},
	opts ...*options.FindOptions) (cur *Cursor, err error) {
	return &Cursor{}, nil
}

// Aggregate executes an aggregate command against the collection and returns a cursor over the resulting documents.
func (coll *Collection) Aggregate(ctx context.Context, pipeline interface{},
	opts ...*options.AggregateOptions) (*Cursor, error) {
	return &Cursor{}, nil
}

// Cursor is used to iterate over a stream of documents.
type Cursor struct{}

// Next gets the next document for this cursor. It returns true if there were no errors and the cursor has not been exhausted.
func (c *Cursor) Next(ctx context.Context) bool { return false }

// Decode will unmarshal the current document into val and return any errors from the unmarshalling process without any modification.
func (c *Cursor) Decode(val interface{}) error { return nil }

// Err returns the last error seen by the Cursor, or nil if no error has occurred.
func (c *Cursor) Err() error { return nil }

// Close closes this cursor.
func (c *Cursor) Close(ctx context.Context) error { return nil }

// All iterates the cursor and decodes each document into results.
func (c *Cursor) All(ctx context.Context, results interface{}) error { return nil }

// FindOne executes a find command and returns a SingleResult for one document in the collection.
func (coll *Collection) FindOne(ctx context.Context, filter interface{},
	opts ...*options.FindOneOptions) *SingleResult {
	return &SingleResult{}
}

// FindOneAndDelete executes a findAndModify command to delete at most one document in the collection.
func (coll *Collection) FindOneAndDelete(ctx context.Context, filter interface{},
	opts ...*options.FindOneAndDeleteOptions) *SingleResult {
	return &SingleResult{}
}

// FindOneAndReplace executes a findAndModify command to replace at most one document in the collection.
func (coll *Collection) FindOneAndReplace(ctx context.Context, filter interface{},
	replacement interface{}, opts ...*options.FindOneAndReplaceOptions) *SingleResult {
	return &SingleResult{}
}

// FindOneAndUpdate executes a findAndModify command to update at most one document in the collection.
func (coll *Collection) FindOneAndUpdate(ctx context.Context, filter interface{},
	update interface{}, opts ...*options.FindOneAndUpdateOptions) *SingleResult {
	return &SingleResult{}
}
