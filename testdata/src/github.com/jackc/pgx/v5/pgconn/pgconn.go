// Package pgconn simulates github.com/jackc/pgx/v5/pgconn for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package pgconn

// CommandTag is the status text returned by PostgreSQL for a query.
type CommandTag struct {
	s string
}

// NewCommandTag makes a CommandTag from s.
func NewCommandTag(s string) CommandTag { return CommandTag{s: s} }

// RowsAffected returns the number of rows affected.
func (ct CommandTag) RowsAffected() int64 { return 0 }

// String returns the command tag text.
func (ct CommandTag) String() string { return ct.s }

// Insert reports whether the tag is for an INSERT.
func (ct CommandTag) Insert() bool { return false }

// Update reports whether the tag is for an UPDATE.
func (ct CommandTag) Update() bool { return false }

// Delete reports whether the tag is for a DELETE.
func (ct CommandTag) Delete() bool { return false }

// Select reports whether the tag is for a SELECT.
func (ct CommandTag) Select() bool { return false }

// PgError represents an error reported by the PostgreSQL server.
type PgError struct {
	Severity       string
	Code           string
	Message        string
	Detail         string
	ConstraintName string
}

func (pe *PgError) Error() string {
	return pe.Severity + ": " + pe.Message + " (SQLSTATE " + pe.Code + ")"
}

// SQLState returns the SQLState of the error.
func (pe *PgError) SQLState() string { return pe.Code }
