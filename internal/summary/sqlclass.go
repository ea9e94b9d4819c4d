package summary

import (
	"strings"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// sqlClass is what a statement means for exactly-once effect.
type sqlClass struct {
	write bool // changes rows
	check bool // an existence probe (SELECT EXISTS, COUNT, SELECT 1 … WHERE)
	// lookup: a SELECT of columns of one table whose WHERE compares a
	// column with a placeholder (WHERE order_id = $1), neither a probe nor
	// a lock. Run by a one-row API, its "no rows" error says the key is
	// absent.
	lookup bool
	// rowWrite: an UPDATE or DELETE of the rows of one key (WHERE k = $1).
	rowWrite bool
	claim    bool // INSERT … ON CONFLICT DO NOTHING / IGNORE: the row count tells who won
	// constKey: the claim's conflict target takes literals only (a default
	// row created once, ON CONFLICT (name) with 'default'): no argument is
	// its key.
	constKey bool
	release  bool // DELETE … WHERE k = $1: a key's record removed
	// keyArgs, for a claim, are the statement arguments bound to the ON
	// CONFLICT target's columns: its key. Nil when they cannot be told.
	keyArgs []int
	// buckets are the keyArgs bound to a target part that truncates its
	// column to an hour or coarser (sqltext.Statement.ConflictBuckets).
	buckets []int
	record  bool // a plain INSERT
	// expiryArgs, for a plain INSERT, are the statement arguments bound to
	// a column whose name says the row expires (expires_at, expiry,
	// valid_until): where a value of the clock plus a short duration makes
	// the row lapse by itself (Item.Lapses).
	expiryArgs []int
	// expiresAhead, for a plain INSERT: an expiry column's value is the
	// database's current time plus an interval of at most MaxLapse (or one
	// the caller binds): the row lapses by itself (Item.Lapses).
	expiresAhead bool
	delta        bool // UPDATE … SET c = c + … (and toggles, appends)
	upsert       bool // INSERT … ON CONFLICT DO UPDATE / ON DUPLICATE KEY / REPLACE
	lock         bool // SELECT … FOR UPDATE
	table        string
}

// classifySQL classifies the first statement of a query text in which
// run-time fragments are sqltext.Hole. known is false when the text says
// too little (no recognisable statement).
func classifySQL(text string) (c sqlClass, known bool) {
	st := sqltext.Parse(text)
	c.table = st.QualifiedTable()
	switch st.Kind {
	case sqltext.Insert:
		c.write = true
		switch st.Conflict {
		case sqltext.ConflictDoNothing, sqltext.ConflictIgnore:
			c.claim = true
			if args, ok := st.ConflictArgs(); ok {
				c.keyArgs = args
				c.buckets = st.ConflictBuckets()
			}
			c.constKey = st.ConstantConflict()
		case sqltext.ConflictDoUpdate, sqltext.ConflictDuplicateKey, sqltext.ConflictReplace:
			c.upsert = true
		case sqltext.ConflictNone:
			c.record = true
			c.expiryArgs = expiryBinds(st)
			c.expiresAhead = expiresAhead(st)
		}
		c.delta = sqlDelta([]sqltext.Statement{st}) != nil // DO UPDATE SET n = t.n + 1
	case sqltext.Update:
		c.write = true
		c.rowWrite = keyedWhere(st)
		// Relative assignments, unless the WHERE clause makes a replay a
		// no-op (compare-and-set on a column the statement sets).
		c.delta = sqlDelta([]sqltext.Statement{st}) != nil
	case sqltext.Delete:
		c.write = true
		c.rowWrite = keyedWhere(st)
		c.release = c.rowWrite
	case sqltext.Select:
		c.check = st.IsExistenceProbe()
		c.lock = st.ForUpdate
		c.lookup = !c.check && !c.lock && st.Table != "" && keyedWhere(st)
	case sqltext.CreateTable, sqltext.CreateIndex, sqltext.AlterTable, sqltext.Other:
		return c, true
	default:
		return c, false
	}
	return c, true
}

// expiryBinds returns the statement arguments an INSERT's VALUES row binds
// to a column whose name says the row expires.
func expiryBinds(st sqltext.Statement) []int {
	var out []int
	for i, col := range st.Columns {
		if i < len(st.Binds) && st.Binds[i] >= 0 && expiryColumn(col) {
			out = append(out, st.Binds[i])
		}
	}
	return out
}

// expiresAhead reports whether an INSERT's VALUES row sets a column whose
// name says the row expires to a time the database computes ahead of now,
// by at most MaxLapse or by an interval the caller binds.
func expiresAhead(st sqltext.Statement) bool {
	for i, col := range st.Columns {
		if i >= len(st.Ahead) || st.Ahead[i] == nil || !expiryColumn(col) {
			continue
		}
		if a := st.Ahead[i]; a.Arg >= 0 || a.Age <= MaxLapse {
			return true
		}
	}
	return false
}

// expiryColumn reports whether a column's name says when its row stops
// being valid: expires_at, expiry, expiration, valid_until, valid_to.
func expiryColumn(name string) bool {
	n := strings.ToLower(strings.Trim(name, "`\"[]"))
	return strings.Contains(n, "expir") || n == "valid_until" || n == "valid_to" || n == "validuntil"
}

// keyedWhere reports whether a top-level WHERE condition of st compares a
// column with a placeholder for equality: the statement reads the rows of
// one key.
func keyedWhere(st sqltext.Statement) bool {
	for _, c := range st.Where {
		if c.Op == "=" && c.Column != "" && c.Value == sqltext.OperandPlaceholder {
			return true
		}
	}
	return false
}

// Lookup marks a read of one row by key whose error says whether the key
// is present: a SELECT … WHERE k = $1 run by a one-row API (QueryRow's
// Scan, sqlx's Get: sql.ErrNoRows, pgx.ErrNoRows), directly or through a
// function that returns that error (sqlc's :one queries). Not every lookup
// is a check; a caller that branches on the error alone uses it as one.
const Lookup knowledge.Role = "lookup"

// RowWrite marks an UPDATE or DELETE of the rows of one key in a table
// (Item.Table): what completes or releases a claim taken by an INSERT …
// ON CONFLICT DO NOTHING into the same table.
const RowWrite knowledge.Role = "row-write"
