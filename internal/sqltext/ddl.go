package sqltext

import "strings"

// Table is what a CREATE TABLE statement declares, or what a Catalog knows
// of a table after CREATE TABLE, CREATE INDEX and ALTER TABLE statements.
type Table struct {
	Schema, Name string
	Temporary    bool
	IfNotExists  bool
	Columns      []Column
	Keys         []Key  // PRIMARY KEY, UNIQUE and plain (MySQL KEY/INDEX) keys, inline and table-level, in source order
	WithoutRowID bool   // SQLite WITHOUT ROWID
	Options      string // the text after the column list: ENGINE=InnoDB, WITHOUT ROWID, AS SELECT ...
	Holes        bool   // a Hole is part of the definition: a key may be missing, so a false UniqueOn proves nothing
}

// Column is one column definition.
type Column struct {
	Name          string
	Type          string // as written, e.g. "varchar(255)", "timestamp with time zone"
	NotNull       bool
	PrimaryKey    bool   // declared PRIMARY KEY inline
	Unique        bool   // declared UNIQUE inline
	AutoIncrement bool   // SERIAL, IDENTITY, AUTO_INCREMENT, AUTOINCREMENT: a key on it dedupes nothing
	Generated     bool   // GENERATED ... / AS (expr)
	Default       string // the DEFAULT expression text, "" if none
	References    string // the referenced table of an inline REFERENCES, "" if none
}

// Key is a PRIMARY KEY, a UNIQUE constraint or index, or a plain index.
type Key struct {
	Name       string   // constraint or index name, "" if none was given
	Primary    bool     // PRIMARY KEY (Unique is then set too)
	Unique     bool     // rejects duplicates: PRIMARY KEY, UNIQUE; false for a plain KEY/INDEX
	Columns    []string // key parts in order; an expression part is kept as its text ("lower(email)"), a Hole part as Hole
	Where      string   // partial index predicate; "" when the key covers every row, Hole when a Hole could hold one
	OnConflict string   // SQLite constraint conflict clause: "replace", "ignore", "abort", "fail", "rollback"
	UsingIndex string   // PostgreSQL ADD CONSTRAINT ... UNIQUE USING INDEX name: Columns are that index's (a Catalog fills them in)
}

// Covers reports whether the key rejects a second row that agrees with the
// first on cols: it is unique, covers every row (not partial), and each of
// its columns is among cols. A composite key (tenant_id, key) covers
// ("tenant_id", "key"); a key on (key) covers ("key") and ("tenant_id",
// "key"); a key on (key, created_at) does not cover ("key"). Names compare
// case-insensitively.
func (k Key) Covers(cols ...string) bool {
	if !k.Unique || k.Where != "" || k.UsingIndex != "" || len(k.Columns) == 0 {
		return false
	}
	for _, kc := range k.Columns {
		found := false
		for _, c := range cols {
			if strings.EqualFold(kc, c) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// UniqueOn reports whether some key of the table covers cols (see
// Key.Covers): whether the database itself rejects a second row with the
// same values in cols. When it is false and t.Holes is set, the answer is
// unknown rather than no.
func (t *Table) UniqueOn(cols ...string) bool {
	if t == nil {
		return false
	}
	for _, k := range t.Keys {
		if k.Covers(cols...) {
			return true
		}
	}
	return false
}

// Column returns the named column (compared case-insensitively), or nil.
func (t *Table) Column(name string) *Column {
	if t == nil {
		return nil
	}
	for i := range t.Columns {
		if strings.EqualFold(t.Columns[i].Name, name) {
			return &t.Columns[i]
		}
	}
	return nil
}

// Index is what a CREATE INDEX statement declares. Its Key holds the name,
// uniqueness, parts and partial predicate.
type Index struct {
	Key
	Schema, Table string
	Concurrently  bool
	IfNotExists   bool
	Using         string // access method: btree, hash, gin, ...
	Holes         bool   // a Hole stands outside the index's and the table's names: the key may be other than read
}

// AlterOp is the kind of an ALTER TABLE action.
type AlterOp int

// ALTER TABLE actions.
const (
	AlterOther     AlterOp = iota // any action not listed below
	AlterAddKey                   // ADD [CONSTRAINT n] PRIMARY KEY/UNIQUE (...), ADD UNIQUE INDEX, ADD INDEX/KEY (MySQL)
	AlterAddColumn                // ADD [COLUMN] c type ...
	AlterDropKey                  // DROP CONSTRAINT n, DROP INDEX/KEY n (MySQL), DROP PRIMARY KEY
	AlterUnknown                  // a Hole stands for the action
)

var alterOpNames = [...]string{"other", "add key", "add column", "drop key", "unknown"}

func (o AlterOp) String() string {
	if o >= 0 && int(o) < len(alterOpNames) {
		return alterOpNames[o]
	}
	return "invalid"
}

// AlterAction is one action of an ALTER TABLE statement.
type AlterAction struct {
	Op     AlterOp
	Key    *Key    // AlterAddKey; AlterAddColumn with an inline PRIMARY KEY or UNIQUE; AlterDropKey: Name, or Primary for DROP PRIMARY KEY
	Column *Column // AlterAddColumn
	Text   string  // the action's text
}

// --- CREATE TABLE -----------------------------------------------------------

func (p *parser) createTable(st *Statement, i, end int, temp bool) {
	t := &Table{Temporary: temp, Holes: st.Holes}
	st.Create = t
	if p.kw(i, "if") && p.kw(i+1, "not") && p.kw(i+2, "exists") {
		t.IfNotExists = true
		i += 3
	}
	if schema, name, hole, j, ok := p.patternName(i, end); ok {
		if !hole {
			st.Schema, st.Table = schema, name
			t.Schema, t.Name = schema, name
			// A Hole in the name is a prefix, not a definition.
			t.Holes = p.holesBesides(i, j)
		}
		i = j
	}
	if p.op(i, "(") {
		ce := p.closing(i, end)
		for _, r := range p.split(i+1, ce) {
			p.tableElement(t, r[0], r[1])
		}
		i = p.skip(i)
	}
	t.Options = p.span(i, end)
	for j := i; j < end; j = p.skip(j) {
		if p.kw(j, "without") && p.kw(j+1, "rowid") {
			t.WithoutRowID = true
		}
	}
}

func (p *parser) tableElement(t *Table, a, b int) {
	if a >= b {
		return
	}
	name := ""
	if p.kw(a, "constraint") {
		if n, hole, ok := p.ident(a + 1); ok && !hole && a+1 < b {
			name = n
		}
		a += 2
	}
	if k, ok := p.tableKey(name, a, b); ok {
		t.Keys = append(t.Keys, k)
		return
	}
	if name != "" || p.kwAny(a, "foreign", "check", "exclude", "like", "period", "constraint") {
		return
	}
	if c, keys, ok := p.column(a, b); ok {
		t.Columns = append(t.Columns, c)
		t.Keys = append(t.Keys, keys...)
	}
}

// tableKey reads a table-level key at a: PRIMARY KEY (...), UNIQUE [KEY|INDEX]
// [name] (...), KEY|INDEX name (...), FULLTEXT|SPATIAL [KEY|INDEX] name (...).
func (p *parser) tableKey(name string, a, b int) (Key, bool) {
	k := Key{Name: name}
	j := a
	switch {
	case p.kw(j, "primary") && p.kw(j+1, "key"):
		k.Primary, k.Unique = true, true
		j += 2
	case p.kw(j, "unique"):
		k.Unique = true
		j++
		if p.kwAny(j, "key", "index") {
			j++
		}
	case p.kwAny(j, "fulltext", "spatial"):
		j++
		if p.kwAny(j, "key", "index") {
			j++
		}
	case p.kwAny(j, "key", "index") && p.indexDef(j, b):
		j++
	default:
		return Key{}, false
	}
	for j < b && !p.op(j, "(") {
		switch {
		case p.kw(j, "nulls"), p.kw(j, "not"), p.kw(j, "distinct"), p.kwAny(j, "clustered", "nonclustered"):
			j++
		case p.kw(j, "using") && p.kw(j+1, "index"):
			if n, hole, ok := p.ident(j + 2); ok && !hole {
				k.UsingIndex = n
			}
			return k, true
		case p.kw(j, "using"):
			j += 2
		default:
			if n, hole, ok := p.ident(j); ok && !hole && k.Name == "" {
				k.Name = n
			}
			j++
		}
	}
	if !p.op(j, "(") {
		return k, true // e.g. ADD PRIMARY KEY USING INDEX: columns unknown
	}
	k.Columns = p.keyParts(j+1, p.closing(j, b))
	j = p.skip(j)
	if p.kw(j, "on") && p.kw(j+1, "conflict") {
		k.OnConflict = p.word(j + 2)
	}
	return k, true
}

// indexDef tells MySQL's "KEY name (cols)" and "INDEX (cols)" from a column
// that happens to be called key or index ("key varchar(64) NOT NULL").
func (p *parser) indexDef(j, b int) bool {
	switch {
	case p.op(j+1, "("):
		return true
	case p.kw(j+1, "using"):
		return true
	case j+2 < b && p.op(j+2, "("):
		return !sizedTypes[p.word(j+1)]
	case j+3 < b && p.kw(j+2, "using"):
		return true
	}
	return false
}

var sizedTypes = set("varchar", "char", "character", "nvarchar", "nchar", "varbinary", "binary",
	"decimal", "numeric", "dec", "float", "double", "real", "int", "integer", "tinyint",
	"smallint", "mediumint", "bigint", "bit", "varbit", "timestamp", "datetime", "time",
	"enum", "set", "number", "varchar2", "nvarchar2", "raw", "blob", "text", "string", "bytes",
	"interval", "datetime2", "datetimeoffset", "vector")

var columnConstraint = set("constraint", "primary", "unique", "not", "null", "default",
	"references", "check", "generated", "collate", "auto_increment", "autoincrement",
	"identity", "comment", "as", "on", "key", "visible", "invisible")

// column reads a column definition, and the keys its inline PRIMARY KEY or
// UNIQUE declare.
func (p *parser) column(a, b int) (Column, []Key, bool) {
	name, hole, ok := p.ident(a)
	if !ok || hole {
		return Column{}, nil, false
	}
	c := Column{Name: name}
	j := a + 1
	ts := j
	for j < b && !(p.kind(j) == TokWord && columnConstraint[p.word(j)]) {
		j = p.skip(j)
	}
	j = min(j, b)
	c.Type = p.span(ts, j)
	switch strings.ToLower(c.Type) {
	case "serial", "bigserial", "smallserial", "serial4", "serial8", "serial2":
		c.AutoIncrement = true
	}
	var keys []Key
	cname := ""
	for j < b {
		switch {
		case p.kw(j, "constraint"):
			if n, h, ok := p.ident(j + 1); ok && !h {
				cname = n
			}
			j += 2
			continue
		case p.kw(j, "primary") && p.kw(j+1, "key"), p.kw(j, "key"): // MySQL: "c INT KEY"
			c.PrimaryKey = true
			keys = append(keys, Key{Name: cname, Primary: true, Unique: true, Columns: []string{name}})
			if p.kw(j, "primary") {
				j++
			}
			j++
		case p.kw(j, "unique"):
			c.Unique = true
			keys = append(keys, Key{Name: cname, Unique: true, Columns: []string{name}})
			j++
			if p.kw(j, "key") {
				j++
			}
		case p.kw(j, "not") && p.kw(j+1, "null"):
			c.NotNull = true
			j += 2
		case p.kw(j, "default"):
			j++
			ds := j
			j = p.skip(j)
			for j < b && !(p.kind(j) == TokWord && columnConstraint[p.word(j)]) {
				j = p.skip(j)
			}
			j = min(j, b)
			c.Default = p.span(ds, j)
		case p.kw(j, "references"):
			if _, t, h, next, ok := p.qname(j+1, b); ok {
				if !h {
					c.References = t
				}
				j = next
			} else {
				j++
			}
		case p.kw(j, "generated"), p.kw(j, "as") && p.op(j+1, "("):
			c.Generated = true
			if p.kw(j+1, "always") && p.kw(j+2, "as") && p.kw(j+3, "identity") ||
				p.kw(j+1, "by") && p.kw(j+2, "default") {
				c.AutoIncrement = true
				c.Generated = false
			}
			j++
		case p.kwAny(j, "auto_increment", "autoincrement", "identity"):
			c.AutoIncrement = true
			j++
		case p.kw(j, "on") && p.kw(j+1, "conflict"):
			if len(keys) > 0 {
				keys[len(keys)-1].OnConflict = p.word(j + 2)
			}
			j += 3
		default:
			j = p.skip(j)
		}
		cname = ""
	}
	return c, keys, true
}

// keyParts reads the parts of a key or index: "a", "a DESC", "a(10)",
// "a text_pattern_ops", "lower(email)", "(a + b)".
func (p *parser) keyParts(i, end int) []string {
	var out []string
	for _, r := range p.split(i, end) {
		a, b := r[0], r[1]
		if a >= b {
			continue
		}
		if p.kind(a) == TokHole {
			out = append(out, Hole)
			continue
		}
		if name, _, ok := p.ident(a); ok && p.plainPart(a+1, b) {
			out = append(out, name)
			continue
		}
		if strings.Contains(p.span(a, b), Hole) { // also a Hole inside a string
			out = append(out, Hole)
			continue
		}
		a, b = p.trim(a, b)
		out = append(out, p.span(a, b))
	}
	return out
}

// plainPart reports whether [a, b), after a column name, only holds a
// prefix length, a collation, an operator class, an order or NULLS FIRST/LAST.
func (p *parser) plainPart(a, b int) bool {
	if a < b && p.op(a, "(") {
		if p.match[a] != a+2 || p.kind(a+1) != TokNumber {
			return false
		}
		a += 3
	}
	for j := a; j < b; j++ {
		switch p.kind(j) {
		case TokWord, TokIdent:
		case TokOp:
			if !p.op(j, ".") {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// --- CREATE INDEX -----------------------------------------------------------

func (p *parser) createIndex(st *Statement, i, end int, unique bool) {
	ix := &Index{}
	ix.Unique = unique
	st.Index = ix
	if p.kw(i, "concurrently") {
		ix.Concurrently = true
		i++
	}
	if p.kw(i, "if") && p.kw(i+1, "not") && p.kw(i+2, "exists") {
		ix.IfNotExists = true
		i += 3
	}
	nameAt, nameEnd := i, i
	if !p.kw(i, "on") && !p.kw(i, "using") {
		if _, name, hole, j, ok := p.patternName(i, end); ok {
			if !hole {
				ix.Name = name
			}
			nameEnd = j
			i = j
		}
	}
	if p.kw(i, "using") {
		ix.Using = p.word(i + 1)
		i += 2
	}
	if p.kw(i, "on") {
		i++
	}
	if p.kw(i, "only") {
		i++
	}
	ix.Holes = st.Holes
	if schema, name, hole, j, ok := p.patternName(i, end); ok {
		if !hole {
			st.Schema, st.Table = schema, name
			ix.Schema, ix.Table = schema, name
			ix.Holes = p.holesBesides(nameAt, nameEnd, i, j)
		}
		i = j
	}
	if p.kw(i, "using") {
		ix.Using = p.word(i + 1)
		i += 2
	}
	if p.op(i, "(") {
		ix.Columns = p.keyParts(i+1, p.closing(i, end))
		i = p.skip(i)
	}
	for ; i < end; i = p.skip(i) {
		switch {
		case p.kw(i, "where"):
			ix.Where = p.span(i+1, end)
			if ix.Where == "" {
				ix.Where = Hole
			}
			return
		case p.kw(i, "using"):
			ix.Using = p.word(i + 1)
		case p.kind(i) == TokHole && !p.inExpr(i):
			ix.Where = Hole // the run-time text may make it partial
		}
	}
}

// --- ALTER TABLE ------------------------------------------------------------

func (p *parser) alterTable(st *Statement, i, end int) {
	if p.kw(i, "if") && p.kw(i+1, "exists") {
		i += 2
	}
	if p.kw(i, "only") {
		i++
	}
	if schema, name, hole, j, ok := p.qname(i, end); ok {
		if !hole {
			st.Schema, st.Table = schema, name
		}
		i = j
	}
	if p.op(i, "*") {
		i++
	}
	for _, r := range p.split(i, end) {
		if r[0] < r[1] {
			st.Alter = append(st.Alter, p.alterAction(r[0], r[1]))
		}
	}
}

func (p *parser) alterAction(a, b int) AlterAction {
	act := AlterAction{Op: AlterOther, Text: p.span(a, b)}
	switch {
	case b-a == 1 && p.kind(a) == TokHole:
		act.Op = AlterUnknown
	case p.kw(a, "add"):
		j := a + 1
		name := ""
		if p.kw(j, "constraint") {
			if n, hole, ok := p.ident(j + 1); ok && !hole {
				name = n
			}
			j += 2
		}
		if k, ok := p.tableKey(name, j, b); ok {
			act.Op, act.Key = AlterAddKey, &k
			return act
		}
		if name != "" || p.kwAny(j, "foreign", "check", "exclude") {
			return act
		}
		if p.kw(j, "column") {
			j++
		}
		if p.kw(j, "if") && p.kw(j+1, "not") && p.kw(j+2, "exists") {
			j += 3
		}
		if c, keys, ok := p.column(j, b); ok {
			act.Op, act.Column = AlterAddColumn, &c
			if len(keys) > 0 {
				act.Key = &keys[0]
			}
		} else if p.kind(j) == TokHole {
			act.Op = AlterUnknown
		}
	case p.kw(a, "drop"):
		j := a + 1
		switch {
		case p.kw(j, "primary") && p.kw(j+1, "key"):
			act.Op, act.Key = AlterDropKey, &Key{Primary: true, Unique: true}
		case p.kwAny(j, "constraint", "index", "key"):
			j++
			if p.kw(j, "if") && p.kw(j+1, "exists") {
				j += 2
			}
			if n, hole, ok := p.ident(j); ok {
				if hole {
					act.Op = AlterUnknown
				} else {
					act.Op, act.Key = AlterDropKey, &Key{Name: n}
				}
			}
		}
	default:
		if p.hasHole(a, b) && !p.kwAny(a, "alter", "rename", "set", "owner", "enable", "disable") {
			act.Op = AlterUnknown
		}
	}
	return act
}
