// Package sqlx simulates github.com/jmoiron/sqlx for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package sqlx

import (
	"context"
	"database/sql"
)

// DB is a wrapper around sql.DB which keeps track of the driverName upon Open.
type DB struct {
	*sql.DB
}

// Open is the same as sql.Open, but returns an *sqlx.DB instead.
func Open(driverName, dataSourceName string) (*DB, error) { return &DB{}, nil }

// Connect to a database and verify with a ping.
func Connect(driverName, dataSourceName string) (*DB, error) { return &DB{}, nil }

// NewDb returns a new sqlx DB wrapper for a pre-existing *sql.DB.
func NewDb(db *sql.DB, driverName string) *DB { return &DB{DB: db} }

// Tx is an sqlx wrapper around sql.Tx with extra functionality.
type Tx struct {
	*sql.Tx
}

// Rows is a wrapper around sql.Rows which caches costly reflect operations.
type Rows struct {
	*sql.Rows
}

// StructScan is like sql.Rows.Scan, but scans a single Row into a single Struct.
func (r *Rows) StructScan(dest interface{}) error { return nil }

// Row is a reimplementation of sql.Row.
type Row struct {
	err error
}

// Scan is a fixed implementation of sql.Row.Scan.
func (r *Row) Scan(dest ...interface{}) error { return r.err }

// StructScan a single Row into dest.
func (r *Row) StructScan(dest interface{}) error { return r.err }

// Err returns the error encountered while scanning.
func (r *Row) Err() error { return r.err }

// Queryer is an interface used by Get and Select.
type Queryer interface {
	Query(query string, args ...interface{}) (*sql.Rows, error)
	Queryx(query string, args ...interface{}) (*Rows, error)
	QueryRowx(query string, args ...interface{}) *Row
}

// Execer is an interface used by MustExec and LoadFile.
type Execer interface {
	Exec(query string, args ...interface{}) (sql.Result, error)
}

// Ext is a union interface which can bind, query, and exec.
type Ext interface {
	Queryer
	Execer
}

// QueryerContext is an interface used by GetContext and SelectContext.
type QueryerContext interface {
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error)
	QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row
}

// ExecerContext is an interface used by MustExecContext and LoadFileContext.
type ExecerContext interface {
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
}

// ExtContext is a union interface which can bind, query, and exec, with Context.
type ExtContext interface {
	QueryerContext
	ExecerContext
}

// NamedExec using this DB.
func (db *DB) NamedExec(query string, arg interface{}) (sql.Result, error) { return nil, nil }

// NamedQuery using this DB.
func (db *DB) NamedQuery(query string, arg interface{}) (*Rows, error) { return nil, nil }

// Select using this DB.
func (db *DB) Select(dest interface{}, query string, args ...interface{}) error { return nil }

// Get using this DB.
func (db *DB) Get(dest interface{}, query string, args ...interface{}) error { return nil }

// MustBegin starts a transaction, and panics on error.
func (db *DB) MustBegin() *Tx { return &Tx{} }

// Beginx begins a transaction and returns an *sqlx.Tx instead of an *sql.Tx.
func (db *DB) Beginx() (*Tx, error) { return &Tx{}, nil }

// Queryx queries the database and returns an *sqlx.Rows.
func (db *DB) Queryx(query string, args ...interface{}) (*Rows, error) { return nil, nil }

// QueryRowx queries the database and returns an *sqlx.Row.
func (db *DB) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }

// MustExec (panic) runs MustExec using this database.
func (db *DB) MustExec(query string, args ...interface{}) sql.Result { return nil }

// NamedExecContext using this DB.
func (db *DB) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// NamedQueryContext using this DB.
func (db *DB) NamedQueryContext(ctx context.Context, query string, arg interface{}) (*Rows, error) {
	return nil, nil
}

// SelectContext using this DB.
func (db *DB) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext using this DB.
func (db *DB) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryxContext queries the database and returns an *sqlx.Rows.
func (db *DB) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return nil, nil
}

// QueryRowxContext queries the database and returns an *sqlx.Row.
func (db *DB) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// MustBeginTx starts a transaction, and panics on error.
func (db *DB) MustBeginTx(ctx context.Context, opts *sql.TxOptions) *Tx { return &Tx{} }

// MustExecContext (panic) runs MustExec using this database.
func (db *DB) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	return nil
}

// BeginTxx begins a transaction and returns an *sqlx.Tx instead of an *sql.Tx.
func (db *DB) BeginTxx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) { return &Tx{}, nil }

// NamedExec a named query within a transaction.
func (tx *Tx) NamedExec(query string, arg interface{}) (sql.Result, error) { return nil, nil }

// NamedQuery within a transaction.
func (tx *Tx) NamedQuery(query string, arg interface{}) (*Rows, error) { return nil, nil }

// Select within a transaction.
func (tx *Tx) Select(dest interface{}, query string, args ...interface{}) error { return nil }

// Queryx within a transaction.
func (tx *Tx) Queryx(query string, args ...interface{}) (*Rows, error) { return nil, nil }

// QueryRowx within a transaction.
func (tx *Tx) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }

// Get within a transaction.
func (tx *Tx) Get(dest interface{}, query string, args ...interface{}) error { return nil }

// MustExec runs MustExec within a transaction.
func (tx *Tx) MustExec(query string, args ...interface{}) sql.Result { return nil }

// MustExecContext runs MustExecContext within a transaction.
func (tx *Tx) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	return nil
}

// QueryxContext within a transaction and context.
func (tx *Tx) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return nil, nil
}

// SelectContext within a transaction and context.
func (tx *Tx) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext within a transaction and context.
func (tx *Tx) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryRowxContext within a transaction and context.
func (tx *Tx) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// NamedExecContext using this Tx.
func (tx *Tx) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// Get does a QueryRow using the provided Queryer, and scans the resulting row to dest.
func Get(q Queryer, dest interface{}, query string, args ...interface{}) error { return nil }

// Select executes a query using the provided Queryer, and StructScans each row into dest.
func Select(q Queryer, dest interface{}, query string, args ...interface{}) error { return nil }

// MustExec execs the query using e and panics if there was an error.
func MustExec(e Execer, query string, args ...interface{}) sql.Result { return nil }

// NamedExec uses BindStruct to get a query executable by the driver and then runs Exec on the result.
func NamedExec(e Ext, query string, arg interface{}) (sql.Result, error) { return nil, nil }

// GetContext does a QueryRow using the provided Queryer, and scans the resulting row to dest.
func GetContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// SelectContext executes a query using the provided Queryer, and StructScans each row into dest.
func SelectContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// MustExecContext execs the query using e and panics if there was an error.
func MustExecContext(ctx context.Context, e ExecerContext, query string, args ...interface{}) sql.Result {
	return nil
}

// NamedExecContext uses BindStruct to get a query executable by the driver and then runs Exec on the result.
func NamedExecContext(ctx context.Context, e ExtContext, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}
