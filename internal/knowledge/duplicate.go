package knowledge

import "sort"

// How drivers say that a write found its key already there: a unique
// violation, a duplicate key, a failed "attribute_not_exists" condition.
// duperror and keyrelease read the branch a test of one of these takes as
// the duplicate's branch: the record is another attempt's.

// DupKind is how a driver's duplicate is tested.
type DupKind int

const (
	// DupPredicate: a function of the error that returns true on a
	// duplicate (mongo.IsDuplicateKeyError).
	DupPredicate DupKind = iota + 1
	// DupSentinel: a package-level error variable that errors.Is (or ==)
	// matches (gorm.ErrDuplicatedKey).
	DupSentinel
	// DupType: an error type that errors.As matches only on a duplicate
	// (*types.ConditionalCheckFailedException).
	DupType
	// DupField: a field of a driver's error type that holds the duplicate
	// code Value (pgconn.PgError.Code == "23505").
	DupField
	// DupMessage: a substring of the driver's error text (SQLite's "UNIQUE
	// constraint failed"), tested with strings.Contains on err.Error().
	DupMessage
	// DupMethod: a method of a driver's error type that returns the
	// duplicate code Value (pgconn.PgError.SQLState() == "23505"). A
	// program that does not import the driver calls it through an
	// interface of its own (errors.As into interface{ SQLState() string }):
	// an interface method of the same name and signature matches.
	DupMethod
)

// Duplicate is one way a driver tells a duplicate.
type Duplicate struct {
	// Name is a qualified name: "pkgpath.Func" (DupPredicate),
	// "pkgpath.Var" (DupSentinel, and a DupField's Value when it is a
	// variable), "pkgpath.Type" (DupType), "pkgpath.Type.Field"
	// (DupField), "pkgpath.Type.Method" (DupMethod). Empty for a
	// DupMessage.
	Name string
	Kind DupKind
	// Value is the duplicate code a DupField holds or a DupMethod
	// returns, as its constant prints ("23505", "1062"), or the qualified
	// name of the variable that holds it
	// ("github.com/mattn/go-sqlite3.ErrConstraintUnique"); the substring
	// of a DupMessage.
	Value string
	// Driver names the driver for messages ("pgx", "MySQL").
	Driver string
}

var duplicates = []Duplicate{
	{Name: "github.com/jackc/pgx/v5/pgconn.PgError.Code", Kind: DupField, Value: "23505", Driver: "pgx (SQLSTATE 23505 unique_violation)"},
	{Name: "github.com/lib/pq.Error.Code", Kind: DupField, Value: "23505", Driver: "lib/pq (SQLSTATE 23505 unique_violation)"},
	{Name: "github.com/go-sql-driver/mysql.MySQLError.Number", Kind: DupField, Value: "1062", Driver: "MySQL (error 1062 ER_DUP_ENTRY)"},
	{Name: "github.com/mattn/go-sqlite3.Error.ExtendedCode", Kind: DupField, Value: "github.com/mattn/go-sqlite3.ErrConstraintUnique", Driver: "SQLite (SQLITE_CONSTRAINT_UNIQUE)"},
	{Name: "github.com/mattn/go-sqlite3.Error.ExtendedCode", Kind: DupField, Value: "github.com/mattn/go-sqlite3.ErrConstraintPrimaryKey", Driver: "SQLite (SQLITE_CONSTRAINT_PRIMARYKEY)"},
	{Name: "github.com/jackc/pgx/v5/pgconn.PgError.SQLState", Kind: DupMethod, Value: "23505", Driver: "SQLSTATE 23505 unique_violation (SQLState(), as pgx's PgError and lib/pq's Error answer it)"},
	{Name: "github.com/lib/pq.Error.SQLState", Kind: DupMethod, Value: "23505", Driver: "SQLSTATE 23505 unique_violation (SQLState(), as pgx's PgError and lib/pq's Error answer it)"},
	{Kind: DupMessage, Value: "UNIQUE constraint failed", Driver: "SQLite (UNIQUE constraint failed)"},
	{Kind: DupMessage, Value: "duplicate key value violates unique constraint", Driver: "PostgreSQL (duplicate key value)"},
	{Kind: DupMessage, Value: "Duplicate entry", Driver: "MySQL (Duplicate entry)"},
	{Name: "gorm.io/gorm.ErrDuplicatedKey", Kind: DupSentinel, Driver: "gorm (ErrDuplicatedKey)"},
	{Name: "go.mongodb.org/mongo-driver/mongo.IsDuplicateKeyError", Kind: DupPredicate, Driver: "mongo (duplicate key)"},
	{Name: "github.com/aws/aws-sdk-go-v2/service/dynamodb/types.ConditionalCheckFailedException", Kind: DupType, Driver: "DynamoDB (ConditionalCheckFailedException)"},
}

// Duplicates returns every way a driver tells a duplicate that the
// knowledge knows, in a fixed order.
func Duplicates() []Duplicate {
	out := append([]Duplicate(nil), duplicates...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// DuplicateOf returns the entry of kind k named name, or nil.
func DuplicateOf(k DupKind, name string) *Duplicate {
	for i := range duplicates {
		if duplicates[i].Kind == k && duplicates[i].Name == name {
			return &duplicates[i]
		}
	}
	return nil
}
