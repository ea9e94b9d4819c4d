package summary

import "github.com/idemlint/idemlint/internal/sqltext"

// sqlClass is what a statement means for exactly-once effect.
type sqlClass struct {
	write bool // changes rows
	check bool // an existence probe (SELECT EXISTS, COUNT, SELECT 1 … WHERE)
	claim bool // INSERT … ON CONFLICT DO NOTHING / IGNORE: the row count tells who won
	// keyArgs, for a claim, are the statement arguments bound to the ON
	// CONFLICT target's columns: its key. Nil when they cannot be told.
	keyArgs []int
	record  bool // a plain INSERT
	delta   bool // UPDATE … SET c = c + … (and toggles, appends)
	upsert  bool // INSERT … ON CONFLICT DO UPDATE / ON DUPLICATE KEY / REPLACE
	lock    bool // SELECT … FOR UPDATE
	table   string
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
			}
		case sqltext.ConflictDoUpdate, sqltext.ConflictDuplicateKey, sqltext.ConflictReplace:
			c.upsert = true
		case sqltext.ConflictNone:
			c.record = true
		}
		c.delta = sqlDelta([]sqltext.Statement{st}) != nil // DO UPDATE SET n = t.n + 1
	case sqltext.Update:
		c.write = true
		// Relative assignments, unless the WHERE clause makes a replay a
		// no-op (compare-and-set on a column the statement sets).
		c.delta = sqlDelta([]sqltext.Statement{st}) != nil
	case sqltext.Delete:
		c.write = true
	case sqltext.Select:
		c.check = st.IsExistenceProbe()
		c.lock = st.ForUpdate
	case sqltext.CreateTable, sqltext.CreateIndex, sqltext.AlterTable, sqltext.Other:
		return c, true
	default:
		return c, false
	}
	return c, true
}
