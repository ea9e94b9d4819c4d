// Package gorm simulates gorm.io/gorm for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package gorm

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"gorm.io/gorm/clause"
)

var (
	// ErrRecordNotFound record not found error.
	ErrRecordNotFound = errors.New("record not found")
	// ErrDuplicatedKey occurs when there is a unique key constraint violation.
	ErrDuplicatedKey = errors.New("duplicated key not allowed")
)

// Config GORM config.
type Config struct {
	SkipDefaultTransaction bool
	TranslateError         bool
}

// Option gorm option interface.
type Option interface {
	Apply(*Config) error
	AfterInitialize(*DB) error
}

// Dialector GORM database dialector.
type Dialector interface {
	Name() string
	Initialize(*DB) error
}

// Statement statement.
type Statement struct {
	*DB
	Table string
	Model interface{}
	Dest  interface{}
}

// DB GORM DB definition.
type DB struct {
	*Config
	Error        error
	RowsAffected int64
	Statement    *Statement
	clone        int
}

// Model a basic GoLang struct which includes the following fields: ID, CreatedAt, UpdatedAt, DeletedAt.
type Model struct {
	ID        uint `gorm:"primarykey"`
	CreatedAt time.Time
	UpdatedAt time.Time
	DeletedAt DeletedAt `gorm:"index"`
}

// DeletedAt is the soft-delete timestamp.
type DeletedAt sql.NullTime

// Open initialize db session based on dialector.
func Open(dialector Dialector, opts ...Option) (db *DB, err error) { return &DB{}, nil }

// Expr returns clause.Expr, which can be used to pass SQL expression as params.
func Expr(expr string, args ...interface{}) clause.Expr {
	return clause.Expr{SQL: expr, Vars: args}
}

// WithContext change current instance db's context to ctx.
func (db *DB) WithContext(ctx context.Context) *DB { return db }

// Model specify the model you would like to run db operations.
func (db *DB) Model(value interface{}) (tx *DB) { return db }

// Clauses Add clauses.
func (db *DB) Clauses(conds ...clause.Expression) (tx *DB) { return db }

// Table specify the table you would like to run db operations.
func (db *DB) Table(name string, args ...interface{}) (tx *DB) { return db }

// Where add conditions.
func (db *DB) Where(query interface{}, args ...interface{}) (tx *DB) { return db }

// Raw sets the raw SQL of the statement.
func (db *DB) Raw(sql string, values ...interface{}) (tx *DB) { return db }

// Create inserts value, returning the inserted data's primary key in value's id.
func (db *DB) Create(value interface{}) (tx *DB) { return db }

// CreateInBatches inserts value in batches of batchSize.
func (db *DB) CreateInBatches(value interface{}, batchSize int) (tx *DB) { return db }

// Save updates value in database. If value doesn't contain a matching primary key, value is inserted.
func (db *DB) Save(value interface{}) (tx *DB) { return db }

// First finds the first record ordered by primary key, matching given conditions conds.
func (db *DB) First(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Take finds the first record returned by the database in no specified order, matching given conditions conds.
func (db *DB) Take(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Last finds the last record ordered by primary key, matching given conditions conds.
func (db *DB) Last(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Find finds all records matching given conditions conds.
func (db *DB) Find(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// FirstOrCreate finds the first matching record, otherwise if not found creates a new instance with given conds.
func (db *DB) FirstOrCreate(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Update updates column with value using callbacks.
func (db *DB) Update(column string, value interface{}) (tx *DB) { return db }

// Updates updates attributes using callbacks. values must be a struct or map.
func (db *DB) Updates(values interface{}) (tx *DB) { return db }

// UpdateColumn updates column with value without callbacks.
func (db *DB) UpdateColumn(column string, value interface{}) (tx *DB) { return db }

// UpdateColumns updates attributes without callbacks.
func (db *DB) UpdateColumns(values interface{}) (tx *DB) { return db }

// Delete deletes value matching given conditions.
func (db *DB) Delete(value interface{}, conds ...interface{}) (tx *DB) { return db }

// Count counts the matching records into count.
func (db *DB) Count(count *int64) (tx *DB) { return db }

// Scan scans selected value to the struct dest.
func (db *DB) Scan(dest interface{}) (tx *DB) { return db }

// Transaction start a transaction as a block, return error will rollback, otherwise to commit.
func (db *DB) Transaction(fc func(tx *DB) error, opts ...*sql.TxOptions) (err error) { return nil }

// Begin begins a transaction with any transaction options opts.
func (db *DB) Begin(opts ...*sql.TxOptions) *DB { return db }

// Commit commits the changes in a transaction.
func (db *DB) Commit() *DB { return db }

// Rollback rollbacks the changes in a transaction.
func (db *DB) Rollback() *DB { return db }

// Exec executes raw sql.
func (db *DB) Exec(sql string, values ...interface{}) (tx *DB) { return db }

// AutoMigrate run auto migration for given models.
func (db *DB) AutoMigrate(dst ...interface{}) error { return nil }
