// Package clause simulates gorm.io/gorm/clause for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package clause

// Expression expression interface.
type Expression interface {
	Build(builder Builder)
}

// Writer write writer.
type Writer interface {
	WriteByte(byte) error
	WriteString(string) (int, error)
}

// Builder builder interface.
type Builder interface {
	Writer
	WriteQuoted(field interface{})
	AddVar(Writer, ...interface{})
	AddError(error) error
}

// Column quote with name.
type Column struct {
	Table string
	Name  string
	Alias string
	Raw   bool
}

// Table quote with name.
type Table struct {
	Name  string
	Alias string
	Raw   bool
}

// Expr raw expression.
type Expr struct {
	SQL                string
	Vars               []interface{}
	WithoutParentheses bool
}

// Build build raw expression.
func (expr Expr) Build(builder Builder) {}

// Where where clause.
type Where struct {
	Exprs []Expression
}

// Name where clause name.
func (where Where) Name() string { return "WHERE" }

// Build build where clause.
func (where Where) Build(builder Builder) {}

// Set is the SET of an UPDATE.
type Set []Assignment

// Assignment is one column = value.
type Assignment struct {
	Column Column
	Value  interface{}
}

// Assignments builds a Set from a map.
func Assignments(values map[string]interface{}) Set { return nil }

// AssignmentColumns builds a Set that assigns the excluded values of columns.
func AssignmentColumns(values []string) Set { return nil }

// OnConflict is the ON CONFLICT clause of an INSERT.
type OnConflict struct {
	Columns      []Column
	Where        Where
	TargetWhere  Where
	OnConstraint string
	DoNothing    bool
	DoUpdates    Set
	UpdateAll    bool
}

// Name is the clause name.
func (OnConflict) Name() string { return "ON CONFLICT" }

// Build build onConflict clause.
func (onConflict OnConflict) Build(builder Builder) {}

// Locking strengths and options.
const (
	LockingStrengthUpdate    = "UPDATE"
	LockingStrengthShare     = "SHARE"
	LockingOptionsSkipLocked = "SKIP LOCKED"
	LockingOptionsNoWait     = "NOWAIT"
)

// Locking is the FOR UPDATE / FOR SHARE clause of a SELECT.
type Locking struct {
	Strength string
	Table    Table
	Options  string
}

// Name where clause name.
func (locking Locking) Name() string { return "FOR" }

// Build build where clause.
func (locking Locking) Build(builder Builder) {}
