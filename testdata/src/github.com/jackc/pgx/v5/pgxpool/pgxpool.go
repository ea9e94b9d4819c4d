// Package pgxpool simulates github.com/jackc/pgx/v5/pgxpool for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package pgxpool

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Pool allows for connection reuse.
type Pool struct{}

// New creates a new Pool.
func New(ctx context.Context, connString string) (*Pool, error) { return &Pool{}, nil }

// Close closes all connections in the pool.
func (p *Pool) Close() {}

// Acquire returns a connection from the Pool.
func (p *Pool) Acquire(ctx context.Context) (c *Conn, err error) { return &Conn{}, nil }

// Exec acquires a connection from the Pool and executes the given SQL.
func (p *Pool) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query acquires a connection and executes a query that returns pgx.Rows.
func (p *Pool) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) { return nil, nil }

// QueryRow acquires a connection and executes a query that is expected to return at most one row.
func (p *Pool) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { return nil }

// SendBatch sends all queued queries to the server at once.
func (p *Pool) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults { return nil }

// Begin acquires a connection from the Pool and starts a transaction.
func (p *Pool) Begin(ctx context.Context) (pgx.Tx, error) { return nil, nil }

// BeginTx acquires a connection from the Pool and starts a transaction with pgx.TxOptions.
func (p *Pool) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) { return nil, nil }

// CopyFrom uses the PostgreSQL copy protocol to perform bulk data insertion.
func (p *Pool) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

// Conn is an acquired *pgx.Conn from a Pool.
type Conn struct{}

// Release returns c to the pool it was acquired from.
func (c *Conn) Release() {}

// Exec executes sql.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query sends a query to the server.
func (c *Conn) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) { return nil, nil }

// QueryRow is a convenience wrapper over Query.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { return nil }

// Begin starts a transaction block from the *Conn.
func (c *Conn) Begin(ctx context.Context) (pgx.Tx, error) { return nil, nil }

// BeginTx starts a transaction block from the *Conn with txOptions.
func (c *Conn) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) { return nil, nil }
