// Package pgx simulates github.com/jackc/pgx/v5 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package pgx

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

// ErrNoRows occurs when rows are expected but none are returned.
var ErrNoRows = errors.New("no rows in result set")

// ErrTxClosed occurs when Commit or Rollback is called on a closed transaction.
var ErrTxClosed = errors.New("tx is closed")

// Rows is the result set of a query.
type Rows interface {
	Close()
	Err() error
	CommandTag() pgconn.CommandTag
	Next() bool
	Scan(dest ...any) error
	Values() ([]any, error)
}

// Row is one row of a query.
type Row interface {
	Scan(dest ...any) error
}

// Identifier is a PostgreSQL identifier or name.
type Identifier []string

// CopyFromSource is the rows of a CopyFrom.
type CopyFromSource interface {
	Next() bool
	Values() ([]any, error)
	Err() error
}

// CopyFromRows returns a CopyFromSource over rows.
func CopyFromRows(rows [][]any) CopyFromSource { return nil }

// TxIsoLevel is a transaction isolation level.
type TxIsoLevel string

// Transaction isolation levels.
const (
	Serializable    TxIsoLevel = "serializable"
	RepeatableRead  TxIsoLevel = "repeatable read"
	ReadCommitted   TxIsoLevel = "read committed"
	ReadUncommitted TxIsoLevel = "read uncommitted"
)

// TxAccessMode is a transaction access mode.
type TxAccessMode string

// TxDeferrableMode is a transaction deferrable mode.
type TxDeferrableMode string

// TxOptions are transaction modes within a transaction block.
type TxOptions struct {
	IsoLevel       TxIsoLevel
	AccessMode     TxAccessMode
	DeferrableMode TxDeferrableMode
	BeginQuery     string
	CommitQuery    string
}

// QueuedQuery is a query queued in a Batch.
type QueuedQuery struct {
	SQL       string
	Arguments []any
}

// Batch queries are a way of bundling multiple queries together.
type Batch struct {
	QueuedQueries []*QueuedQuery
}

// Queue queues a query to batch b.
func (b *Batch) Queue(query string, arguments ...any) *QueuedQuery {
	q := &QueuedQuery{SQL: query, Arguments: arguments}
	b.QueuedQueries = append(b.QueuedQueries, q)
	return q
}

// Len returns the number of queries queued in b.
func (b *Batch) Len() int { return len(b.QueuedQueries) }

// BatchResults are the results of a sent Batch.
type BatchResults interface {
	Exec() (pgconn.CommandTag, error)
	Query() (Rows, error)
	QueryRow() Row
	Close() error
}

// Conn is a PostgreSQL connection handle.
type Conn struct{}

// Connect establishes a connection with a PostgreSQL server.
func Connect(ctx context.Context, connString string) (*Conn, error) { return &Conn{}, nil }

// Close closes a connection.
func (c *Conn) Close(ctx context.Context) error { return nil }

// Exec executes sql.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query sends a query to the server and returns a Rows to read the results.
func (c *Conn) Query(ctx context.Context, sql string, args ...any) (Rows, error) { return nil, nil }

// QueryRow is a convenience wrapper over Query.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) Row { return nil }

// SendBatch sends all queued queries to the server at once.
func (c *Conn) SendBatch(ctx context.Context, b *Batch) BatchResults { return nil }

// CopyFrom uses the PostgreSQL copy protocol to perform bulk data insertion.
func (c *Conn) CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error) {
	return 0, nil
}

// Begin starts a transaction.
func (c *Conn) Begin(ctx context.Context) (Tx, error) { return nil, nil }

// BeginTx starts a transaction with txOptions.
func (c *Conn) BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error) { return nil, nil }

// Tx represents a database transaction.
type Tx interface {
	// Begin starts a pseudo nested transaction.
	Begin(ctx context.Context) (Tx, error)

	// Commit commits the transaction.
	Commit(ctx context.Context) error

	// Rollback rolls back the transaction.
	Rollback(ctx context.Context) error

	CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error)
	SendBatch(ctx context.Context, b *Batch) BatchResults

	Exec(ctx context.Context, sql string, arguments ...any) (commandTag pgconn.CommandTag, err error)
	Query(ctx context.Context, sql string, args ...any) (Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) Row

	// Conn returns the underlying *Conn that on which this transaction is executing.
	Conn() *Conn
}

// BeginFunc calls Begin on db and then calls fn. If fn does not return an
// error then it calls Tx.Commit on db, else Tx.Rollback.
func BeginFunc(
	ctx context.Context,
	db interface {
		Begin(ctx context.Context) (Tx, error)
	},
	fn func(Tx) error,
) (err error) {
	return nil
}

// BeginTxFunc calls BeginTx on db and then calls fn, like BeginFunc.
func BeginTxFunc(
	ctx context.Context,
	db interface {
		BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error)
	},
	txOptions TxOptions,
	fn func(Tx) error,
) (err error) {
	return nil
}
