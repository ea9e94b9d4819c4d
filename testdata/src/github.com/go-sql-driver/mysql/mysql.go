// Package mysql simulates github.com/go-sql-driver/mysql for idemlint's tests: only the declarations the tests use, with the real signatures.
package mysql

// MySQLError is an error type which represents a single MySQL error.
type MySQLError struct {
	Number   uint16
	SQLState [5]byte
	Message  string
}

func (me *MySQLError) Error() string { return me.Message }
