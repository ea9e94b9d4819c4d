package sqltext

import "strings"

// Kind is what a statement does.
type Kind int

// Statement kinds.
const (
	Unknown     Kind = iota // no statement could be recognised (empty, starts with a Hole or with punctuation)
	Select                  // SELECT, also behind WITH and leading parentheses
	Insert                  // INSERT, REPLACE, UPSERT
	Update                  // UPDATE
	Delete                  // DELETE
	CreateTable             // CREATE [TEMP] TABLE
	CreateIndex             // CREATE [UNIQUE] INDEX
	AlterTable              // ALTER TABLE
	Other                   // any other statement: BEGIN, DROP, CREATE VIEW, GRANT, ...
)

var kindNames = [...]string{"unknown", "select", "insert", "update", "delete",
	"create table", "create index", "alter table", "other"}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "invalid"
}

// Conflict is how an INSERT behaves when the row already exists.
type Conflict int

// Conflict behaviours.
const (
	ConflictNone         Conflict = iota // plain INSERT: a duplicate is an error (or a second row without a key)
	ConflictDoNothing                    // ON CONFLICT ... DO NOTHING (PostgreSQL, SQLite)
	ConflictDoUpdate                     // ON CONFLICT ... DO UPDATE SET ... (PostgreSQL, SQLite)
	ConflictIgnore                       // INSERT IGNORE (MySQL), INSERT OR IGNORE (SQLite)
	ConflictDuplicateKey                 // ON DUPLICATE KEY UPDATE ... (MySQL)
	ConflictReplace                      // REPLACE INTO (MySQL, SQLite), INSERT OR REPLACE (SQLite), UPSERT (CockroachDB)
	ConflictUnknown                      // a Hole stands where a conflict clause could be, or the clause could not be read
)

var conflictNames = [...]string{"none", "do nothing", "do update", "ignore",
	"duplicate key", "replace", "unknown"}

func (c Conflict) String() string {
	if c >= 0 && int(c) < len(conflictNames) {
		return conflictNames[c]
	}
	return "invalid"
}

// Probe says whether a SELECT only asks if a row exists.
type Probe int

// Existence probes.
const (
	ProbeNone   Probe = iota // not a probe
	ProbeExists              // SELECT [NOT] EXISTS (SELECT ...)
	ProbeCount               // SELECT COUNT(...) FROM ...
	ProbeConst               // SELECT 1 FROM ... (a constant per matching row)
)

var probeNames = [...]string{"none", "exists", "count", "const"}

func (p Probe) String() string {
	if p >= 0 && int(p) < len(probeNames) {
		return probeNames[p]
	}
	return "invalid"
}

// Statement is one SQL statement and what the recognizers found in it.
// Identifiers are in lower case unless they were quoted; "" means absent or
// unknown (Holes says whether a Hole may be the reason).
type Statement struct {
	Kind   Kind
	Text   string // the statement, from its first token to its last, without the separator
	Offset int    // byte offset of Text in the input given to Split or Parse
	Holes  bool   // Text holds at least one Hole: facts may be missing, never invented

	// Target table: INSERT INTO, UPDATE, DELETE FROM, the first FROM table of a
	// SELECT (of the inner SELECT for SELECT EXISTS(...)), CREATE TABLE,
	// CREATE INDEX ... ON, ALTER TABLE. "" when unknown (a Hole, a subquery).
	Schema, Table string
	Alias         string // the target's alias, if any

	// INSERT.
	Columns            []string     // the column list (INSERT ... SET: the assigned columns); nil when absent or holding a Hole
	Conflict           Conflict     // what happens to a duplicate
	ConflictColumns    []string     // ON CONFLICT (a, b) target; an expression part is kept as text; nil when absent or holding a Hole
	ConflictConstraint string       // ON CONFLICT ON CONSTRAINT name
	ConflictSet        []Assignment // ON CONFLICT DO UPDATE SET ... and ON DUPLICATE KEY UPDATE ... assignments
	ConflictWhere      []Cond       // ON CONFLICT DO UPDATE SET ... WHERE conditions

	Returning bool // RETURNING (PostgreSQL, SQLite, MariaDB) or OUTPUT (SQL Server)

	// Binds, for an INSERT with a column list and a VALUES row, is the
	// statement argument each column of the first row takes: the 0-based
	// position of a value that is one placeholder ($2 is 1; the third ? is
	// 2), or -1 for anything else (an expression, a literal, a named
	// parameter). nil when there is no such row or its length is not the
	// column list's.
	Binds []int
	// Literals, beside Binds, says which of those values is one string or
	// number literal ('default', 42).
	Literals []bool
	// Ahead, beside Binds, is for each value of the row that the database
	// computes as the current time plus an interval (now() + interval '15
	// minutes', DATE_ADD(NOW(), INTERVAL 1 DAY), datetime('now', '+5
	// minutes'), now() + $3::interval) how far ahead it lies (Cutoff.Age)
	// or the argument that holds the interval (Cutoff.Arg); nil elsewhere.
	Ahead []*Cutoff

	// UPDATE ... SET assignments. An item whose column a Hole hides has
	// Column "" and Rel RelUnknown.
	Set []Assignment

	// Top-level AND-ed conditions of the WHERE clause (UPDATE, DELETE,
	// SELECT, the SELECT of INSERT ... SELECT). A Hole that could hold
	// conditions appears as a Cond with Hole set.
	Where []Cond

	ForUpdate bool   // a row lock: FOR UPDATE, FOR NO KEY UPDATE, FOR SHARE, FOR KEY SHARE, LOCK IN SHARE MODE, WITH (UPDLOCK)
	Lock      string // the lock clause, lower case, single spaces: "for update skip locked", "lock in share mode"

	Probe Probe // SELECT EXISTS(...), SELECT COUNT(...), SELECT 1 FROM ...

	Create *Table        // CREATE TABLE
	Index  *Index        // CREATE INDEX
	Alter  []AlterAction // ALTER TABLE actions, in order
}

// IsWrite reports whether the statement modifies rows: INSERT (with any
// conflict clause), REPLACE, UPDATE or DELETE.
func (s Statement) IsWrite() bool {
	return s.Kind == Insert || s.Kind == Update || s.Kind == Delete
}

// IsUpsert reports whether an INSERT states what to do with a duplicate:
// ON CONFLICT, IGNORE, ON DUPLICATE KEY UPDATE or REPLACE. It is false for
// ConflictUnknown.
func (s Statement) IsUpsert() bool {
	return s.Kind == Insert && s.Conflict != ConflictNone && s.Conflict != ConflictUnknown
}

// ConflictArgs returns the statement arguments bound to the columns of the
// ON CONFLICT target, in the target's order: the values a second attempt
// must repeat for its row to conflict with the first. A target part that
// buckets a column by time (date_trunc('hour', created_at), see TimeBucket)
// is bound to that column's argument. ok is false when one of them cannot
// be told: no column target (ON CONSTRAINT, INSERT IGNORE), a target column
// not in the column list, or a value that is not one placeholder.
func (s Statement) ConflictArgs() (args []int, ok bool) {
	args, _, ok = s.conflictArgs()
	return args, ok
}

// ConstantConflict reports whether every column of the ON CONFLICT target
// takes a literal of the VALUES row (ON CONFLICT (name) with 'default'):
// the claim's key is a constant of the text, no statement argument.
func (s Statement) ConstantConflict() bool {
	if s.Kind != Insert || len(s.ConflictColumns) == 0 || len(s.Literals) != len(s.Columns) {
		return false
	}
	for _, c := range s.ConflictColumns {
		found := false
		for i, col := range s.Columns {
			if strings.EqualFold(col, c) {
				found = s.Literals[i]
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// ConflictBuckets returns, among ConflictArgs, the arguments bound to a
// target part that truncates its column to an hour or coarser
// (date_trunc('hour', created_at)): the store keys them by that bucket, so
// a clock reading there is the same key for the whole bucket by design.
func (s Statement) ConflictBuckets() []int {
	_, buckets, ok := s.conflictArgs()
	if !ok {
		return nil
	}
	return buckets
}

func (s Statement) conflictArgs() (args, buckets []int, ok bool) {
	if s.Kind != Insert || len(s.ConflictColumns) == 0 || len(s.Binds) != len(s.Columns) {
		return nil, nil, false
	}
	for _, c := range s.ConflictColumns {
		bucket := false
		if col, ok := TimeBucket(c); ok {
			c, bucket = col, true
		}
		found := false
		for i, col := range s.Columns {
			if strings.EqualFold(col, c) && s.Binds[i] >= 0 {
				args, found = append(args, s.Binds[i]), true
				if bucket {
					buckets = append(buckets, s.Binds[i])
				}
				break
			}
		}
		if !found {
			return nil, nil, false
		}
	}
	return args, buckets, true
}

// coarseUnits are the date_trunc units of an hour or more (PostgreSQL's
// names and their plurals).
var coarseUnits = map[string]bool{
	"hour": true, "day": true, "week": true, "month": true, "quarter": true,
	"year": true, "decade": true, "century": true, "millennium": true,
	"hours": true, "days": true, "weeks": true, "months": true, "quarters": true,
	"years": true, "decades": true, "centuries": true, "millennia": true,
}

// TimeBucket reports whether an index or conflict target part (as
// ConflictColumns and Index keep an expression) truncates one column to an
// hour or coarser, PostgreSQL's date_trunc('hour', created_at) with an
// optional time zone argument, and returns the column. Finer units
// (minute, second) and any other expression are no bucket.
func TimeBucket(part string) (column string, ok bool) {
	var toks []Token
	for _, t := range Lex(part) {
		if t.Kind != TokSep {
			toks = append(toks, t)
		}
	}
	for len(toks) >= 2 && toks[0].Kind == TokOp && toks[0].Text == "(" && toks[len(toks)-1].Kind == TokOp && toks[len(toks)-1].Text == ")" {
		toks = toks[1 : len(toks)-1] // ((date_trunc(...)))
	}
	op := func(i int, s string) bool { return i < len(toks) && toks[i].Kind == TokOp && toks[i].Text == s }
	if len(toks) < 6 || toks[0].Kind != TokWord || toks[0].Value() != "date_trunc" || !op(1, "(") ||
		toks[2].Kind != TokString {
		return "", false
	}
	unit := toks[2].Text
	if len(unit) < 2 || unit[0] != '\'' || unit[len(unit)-1] != '\'' || !coarseUnits[lower(unit[1:len(unit)-1])] {
		return "", false
	}
	i := 4
	if op(3, "::") && len(toks) > 6 && toks[4].Kind == TokWord && op(5, ",") {
		i = 6 // 'hour'::text, as pg_dump writes it
	} else if !op(3, ",") {
		return "", false
	}
	if i >= len(toks) || toks[i].Kind != TokWord && toks[i].Kind != TokIdent {
		return "", false
	}
	column = toks[i].Value()
	i++
	for op(i, ".") && i+1 < len(toks) && (toks[i+1].Kind == TokWord || toks[i+1].Kind == TokIdent) {
		column = toks[i+1].Value() // t.created_at
		i += 2
	}
	if op(i, ",") && i+1 < len(toks) && toks[i+1].Kind == TokString {
		i += 2 // date_trunc('day', created_at, 'Europe/Paris')
	}
	if !op(i, ")") || i != len(toks)-1 {
		return "", false
	}
	return column, true
}

// IsExistenceProbe reports whether the statement is a SELECT that only asks
// whether matching rows exist (see Probe).
func (s Statement) IsExistenceProbe() bool { return s.Kind == Select && s.Probe != ProbeNone }

// QualifiedTable returns "schema.table", or "table" without a schema, or ""
// when the table is unknown.
func (s Statement) QualifiedTable() string {
	if s.Table == "" || s.Schema == "" {
		return s.Table
	}
	return s.Schema + "." + s.Table
}

// WhereEq returns the first top-level WHERE condition "column = value" on
// the named column (compared case-insensitively), whatever the value.
func (s Statement) WhereEq(column string) (Cond, bool) {
	for _, c := range s.Where {
		if c.Op == "=" && c.Column != "" && strings.EqualFold(c.Column, column) {
			return c, true
		}
	}
	return Cond{}, false
}

// Operand classifies the right-hand side of a condition.
type Operand int

// Operand kinds.
const (
	OperandUnknown     Operand = iota // a Hole decides it, or it is missing
	OperandPlaceholder                // $1, ?, :name, @p1 (casts such as $1::uuid are looked through)
	OperandLiteral                    // 'text', 42, -1, TRUE, FALSE
	OperandNull                       // NULL, and the IS [NOT] NULL operators
	OperandColumn                     // a column, possibly qualified
	OperandExpr                       // anything else: a call, a list, a subquery, arithmetic
)

var operandNames = [...]string{"unknown", "placeholder", "literal", "null", "column", "expr"}

func (o Operand) String() string {
	if o >= 0 && int(o) < len(operandNames) {
		return operandNames[o]
	}
	return "invalid"
}

// Cond is one top-level AND-ed condition of a WHERE clause.
type Cond struct {
	Column string  // left-hand column, unqualified; "" when the left side is not a plain column
	Op     string  // lower case: "=", "<>", "<", "<=", ">", ">=", "<=>", "in", "not in", "like", "is null", "is not null", "between", ...; "" when unrecognised (OR, EXISTS, a Hole)
	Value  Operand // right-hand side
	Expr   string  // right-hand side text ("" for IS [NOT] NULL)
	Text   string  // the whole condition
	Hole   bool    // a Hole is part of the condition, or may hold conditions
}

// Rel is how an assignment's new value relates to the column's old value:
// whether replaying the write changes the row again.
type Rel int

// Assignment relations.
const (
	RelNone     Rel = iota // absolute: the value does not mention the column (literal, placeholder, other columns, EXCLUDED.c)
	RelAdd                 // c = c + e, c = e + c, c = COALESCE(c, 0) + e
	RelSub                 // c = c - e
	RelMul                 // c = c * e
	RelDiv                 // c = c / e
	RelNot                 // c = NOT c, c = !c
	RelOneMinus            // c = 1 - c
	RelConcat              // c = c || e, c = CONCAT(c, e)
	RelArray               // c = array_append(c, e), c = c || ARRAY[...], c = c || '[...]'::jsonb
	RelMax                 // c = GREATEST(c, e): idempotent under replay
	RelMin                 // c = LEAST(c, e): idempotent under replay
	RelMerge               // c = c || '{...}'::jsonb, c = c || $1::jsonb: a JSON merge, not provably an append
	RelOther               // mentions the column in a way not recognised (CASE, c * 2 + 1, COALESCE(c, e))
	RelUnknown             // a Hole decides
)

var relNames = [...]string{"none", "add", "sub", "mul", "div", "not", "one minus",
	"concat", "array", "max", "min", "merge", "other", "unknown"}

func (r Rel) String() string {
	if r >= 0 && int(r) < len(relNames) {
		return relNames[r]
	}
	return "invalid"
}

// Relative reports whether replaying the assignment moves the value again:
// a delta (add, sub, mul, div), a toggle (not, one minus) or an append
// (concat, array). It is false for RelNone, RelMax, RelMin, RelMerge (a
// JSON object merged in again converges; one of unknown shape proves no
// append), and for RelOther and RelUnknown, which the caller must judge.
func (r Rel) Relative() bool { return RelAdd <= r && r <= RelArray }

// Assignment is one "column = expression" of a SET list.
type Assignment struct {
	Column string // unqualified; "" when a Hole hides it
	Rel    Rel
	Expr   string // the right-hand side text
}
