// Package gorm simulates github.com/jinzhu/gorm for idemlint's tests (gorm v1, v1.9.16): only the declarations the knowledge names, with the real signatures.
package gorm

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// ErrRecordNotFound returns a "record not found error".
var ErrRecordNotFound = errors.New("record not found")

// DB contains information for current db connection.
type DB struct {
	Value        interface{}
	Error        error
	RowsAffected int64
}

// Model base model definition, including fields `ID`, `CreatedAt`, `UpdatedAt`, `DeletedAt`.
type Model struct {
	ID        uint `gorm:"primary_key"`
	CreatedAt time.Time
	UpdatedAt time.Time
	DeletedAt *time.Time `sql:"index"`
}

// Open initialize a new db connection.
func Open(dialect string, args ...interface{}) (db *DB, err error) { return &DB{}, nil }

// Model specify the model you would like to run db operations.
func (s *DB) Model(value interface{}) *DB { return s }

// Table specify the table you would like to run db operations.
func (s *DB) Table(name string) *DB { return s }

// Where return a new relation, filter records with given conditions.
func (s *DB) Where(query interface{}, args ...interface{}) *DB { return s }

// First find first record that match given conditions, order by primary key.
func (s *DB) First(out interface{}, where ...interface{}) *DB { return s }

// Take return a record that match given conditions, the order will depend on the database implementation.
func (s *DB) Take(out interface{}, where ...interface{}) *DB { return s }

// Last find last record that match given conditions, order by primary key.
func (s *DB) Last(out interface{}, where ...interface{}) *DB { return s }

// Find find records that match given conditions.
func (s *DB) Find(out interface{}, where ...interface{}) *DB { return s }

// Count get how many records for a model.
func (s *DB) Count(value interface{}) *DB { return s }

// FirstOrCreate find first matched record or create a new one with given conditions (only works with struct, map conditions).
func (s *DB) FirstOrCreate(out interface{}, where ...interface{}) *DB { return s }

// Update update attributes with callbacks.
func (s *DB) Update(attrs ...interface{}) *DB { return s }

// Updates update attributes with callbacks.
func (s *DB) Updates(values interface{}, ignoreProtectedAttrs ...bool) *DB { return s }

// UpdateColumn update attributes without callbacks.
func (s *DB) UpdateColumn(attrs ...interface{}) *DB { return s }

// UpdateColumns update attributes without callbacks.
func (s *DB) UpdateColumns(values interface{}) *DB { return s }

// Save update value in database, if the value doesn't have primary key, will insert it.
func (s *DB) Save(value interface{}) *DB { return s }

// Create insert the value into database.
func (s *DB) Create(value interface{}) *DB { return s }

// Delete delete value match given conditions, if the value has primary key, then will including the primary key as condition.
func (s *DB) Delete(value interface{}, where ...interface{}) *DB { return s }

// Raw use raw sql as conditions, won't run it unless invoked by other methods.
func (s *DB) Raw(sql string, values ...interface{}) *DB { return s }

// Exec execute raw sql.
func (s *DB) Exec(sql string, values ...interface{}) *DB { return s }

// Transaction start a transaction as a block.
func (s *DB) Transaction(fc func(tx *DB) error) (err error) { return fc(s) }

// Begin begins a transaction.
func (s *DB) Begin() *DB { return s }

// BeginTx begins a transaction with options.
func (s *DB) BeginTx(ctx context.Context, opts *sql.TxOptions) *DB { return s }

// Commit commit a transaction.
func (s *DB) Commit() *DB { return s }

// Rollback rollback a transaction.
func (s *DB) Rollback() *DB { return s }

// AutoMigrate run auto migration for given models, will only add missing fields, won't delete/change current data.
func (s *DB) AutoMigrate(values ...interface{}) *DB { return s }
