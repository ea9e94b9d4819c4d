package sqltext

import (
	"strconv"
	"strings"
)

// --- SELECT -----------------------------------------------------------------

var selectListEnd = []string{"from", "into", "where", "group", "having", "order", "limit",
	"union", "intersect", "except", "window", "for", "lock", "offset", "fetch"}

func (p *parser) selectStmt(st *Statement, i, end, depth int) {
	i++ // SELECT
mods:
	for i < end {
		switch {
		case p.kw(i, "distinct"):
			i++
			if p.kw(i, "on") && p.isOpen(i+1) {
				i = p.skip(i + 1)
			}
		case p.kwAny(i, "all", "distinctrow", "straight_join", "high_priority", "sql_no_cache",
			"sql_cache", "sql_calc_found_rows", "sql_small_result", "sql_big_result", "sql_buffer_result"):
			i++
		case p.kw(i, "top"):
			i = p.skip(i + 1) // TOP n or TOP (n)
			if p.kw(i, "percent") {
				i++
			}
			if p.kw(i, "with") && p.kw(i+1, "ties") {
				i += 2
			}
		default:
			break mods
		}
	}
	list := i
	for i < end && !p.kwAny(i, selectListEnd...) {
		i = p.skip(i)
	}
	i = min(i, end)
	probe, inner := p.probe(list, i)
	if p.kw(i, "into") {
		for i < end && !p.kwAny(i, "from", "where", "group", "order", "limit", "union", "for", "lock") {
			i = p.skip(i)
		}
	}
	from := false
	if p.kw(i, "from") {
		from = true
		i = p.fromTable(st, i+1, end)
	}
	if probe == ProbeConst && !from {
		probe = ProbeNone // SELECT 1: a ping, not a probe
	}
	st.Probe = probe
	p.tail(st, i, end, depth)
	if probe == ProbeExists && inner >= 0 && (!from || st.Table == "dual") && depth < maxDepth {
		ie := p.closing(inner, end)
		if j := inner + 1; p.kw(j, "select") {
			var sub Statement
			p.selectStmt(&sub, j, ie, depth+1)
			st.Schema, st.Table, st.Alias = sub.Schema, sub.Table, sub.Alias
			st.Where = append(st.Where, sub.Where...)
			if sub.ForUpdate && !st.ForUpdate {
				st.ForUpdate, st.Lock = true, sub.Lock
			}
		}
	}
}

// probe recognises a select list that only asks whether rows exist. inner is
// the index of the '(' of EXISTS (...), or -1.
func (p *parser) probe(i, end int) (probe Probe, inner int) {
	if i >= end {
		return ProbeNone, -1
	}
	for j := i; j < end; j = p.skip(j) {
		if p.op(j, ",") {
			return ProbeNone, -1
		}
	}
	if end-i >= 3 && p.kw(end-2, "as") {
		end -= 2
	}
	if p.kw(i, "not") {
		i++
	}
	switch {
	case p.kw(i, "exists") && p.op(i+1, "("):
		return ProbeExists, i + 1
	case p.kw(i, "count") && p.op(i+1, "("):
		return ProbeCount, -1
	case end-i == 1:
		switch p.kind(i) {
		case TokNumber, TokString:
			return ProbeConst, -1
		case TokWord:
			if p.kwAny(i, "true", "false", "null") {
				return ProbeConst, -1
			}
		}
	}
	return ProbeNone, -1
}

// notAlias lists the words that cannot be a bare alias after a table name.
var notAlias = set("where", "set", "join", "inner", "left", "right", "full", "outer", "cross",
	"natural", "on", "using", "group", "order", "limit", "offset", "fetch", "for", "union",
	"intersect", "except", "window", "having", "returning", "values", "value", "select",
	"default", "output", "with", "lock", "straight_join", "partition", "tablesample", "as",
	"into", "from", "use", "force", "ignore", "and", "or", "do", "lateral", "only")

// alias reads "[AS] alias" at i.
func (p *parser) alias(st *Statement, i, end int) int {
	if i >= end {
		return i
	}
	if p.kw(i, "as") {
		if name, hole, ok := p.ident(i + 1); ok && i+1 < end {
			if !hole {
				st.Alias = name
			}
			return i + 2
		}
		return i + 1
	}
	switch p.kind(i) {
	case TokIdent:
		st.Alias = p.toks[i].Value()
		return i + 1
	case TokWord:
		if w := p.word(i); !notAlias[w] {
			st.Alias = w
			return i + 1
		}
	}
	return i
}

// fromTable reads the first table of a FROM clause.
func (p *parser) fromTable(st *Statement, i, end int) int {
	if p.kwAny(i, "only", "lateral") {
		i++
	}
	if p.isOpen(i) { // a subquery or a join in parentheses: no single table
		i = p.skip(i)
		return p.alias(&Statement{}, i, end)
	}
	schema, name, hole, j, ok := p.qname(i, end)
	if !ok {
		return i
	}
	if !hole {
		st.Schema, st.Table = schema, name
	}
	j = p.alias(st, j, end)
	j = p.tableHints(st, j, end)
	return j
}

// tableHints reads SQL Server table hints, WITH (UPDLOCK, ROWLOCK).
func (p *parser) tableHints(st *Statement, i, end int) int {
	if !p.kw(i, "with") || !p.op(i+1, "(") {
		return i
	}
	ce := p.closing(i+1, end)
	for j := i + 2; j < ce; j++ {
		if p.kwAny(j, "updlock", "xlock", "holdlock", "serializable") {
			st.ForUpdate = true
			st.Lock = strings.Join(strings.Fields(lower(p.span(i, ce+1))), " ")
			break
		}
	}
	return min(ce+1, end)
}

// tail reads the clauses after the target of SELECT, UPDATE and DELETE:
// WHERE, RETURNING/OUTPUT, row locks, and Holes that could hold conditions.
func (p *parser) tail(st *Statement, i, end, depth int) {
	closed := false // a WHERE clause, or a clause that must follow it, was seen
	for i < end {
		switch {
		case p.kw(i, "where"):
			conds, next := p.conds(i+1, end, depth)
			st.Where = append(st.Where, conds...)
			closed = true
			i = max(next, i+1)
			continue
		case p.kwAny(i, "union", "intersect", "except"):
			return
		case p.kw(i, "for") && p.kwAny(i+1, "update", "share", "no", "key"),
			p.kw(i, "lock") && p.kw(i+1, "in"):
			closed = true
			i = p.lock(st, i, end)
			continue
		case p.kw(i, "with") && p.op(i+1, "("):
			i = p.tableHints(st, i, end)
			continue
		case p.kw(i, "returning"):
			st.Returning, closed = true, true
		case p.kw(i, "output"):
			st.Returning = true
		case p.kwAny(i, "group", "order", "limit", "having", "window", "offset", "fetch"):
			closed = true
		case p.kind(i) == TokHole && !closed && !p.inExpr(i):
			st.Where = append(st.Where, Cond{Value: OperandUnknown, Text: p.toks[i].Text, Hole: true})
		}
		i = p.skip(i)
	}
}

func (p *parser) lock(st *Statement, i, end int) int {
	var words []string
	j := i
	for ; j < end; j++ {
		if j > i+1 && p.kwAny(j, "for", "limit", "offset", "union") {
			break
		}
		k := p.kind(j)
		if k != TokWord && k != TokIdent && !p.op(j, ",") && !p.op(j, ".") {
			break
		}
		words = append(words, strings.ToLower(p.toks[j].Text))
	}
	st.ForUpdate = true
	st.Lock = strings.Join(words, " ")
	return max(j, i+1)
}

// --- WHERE ------------------------------------------------------------------

var condEnd = []string{"group", "order", "limit", "offset", "fetch", "returning", "union",
	"intersect", "except", "window", "having", "for", "output", "option", "into", "do"}

func (p *parser) condEnd(j int) bool {
	return p.kwAny(j, condEnd...) ||
		p.kw(j, "on") && p.kwAny(j+1, "conflict", "duplicate") ||
		p.kw(j, "lock") && p.kw(j+1, "in")
}

// conds reads the AND-ed conditions from i to the end of the clause, and
// returns where the clause ends.
func (p *parser) conds(i, end, depth int) ([]Cond, int) {
	stop := i
	for stop < end && !p.condEnd(stop) {
		stop = p.skip(stop)
	}
	stop = min(stop, end)
	var out []Cond
	start := i
	between := false
	for j := i; j < stop; j = p.skip(j) {
		switch {
		case p.kw(j, "between"):
			between = true
		case p.kw(j, "and"):
			if between {
				between = false
				continue
			}
			out = append(out, p.cond(start, j, depth)...)
			start = j + 1
		case p.kind(j) == TokHole && j > start && p.operandEnd(j-1):
			// "WHERE id = $1 " + Hole: the Hole may add conditions.
			out = append(out, p.cond(start, j, depth)...)
			out = append(out, Cond{Value: OperandUnknown, Text: p.toks[j].Text, Hole: true})
			start = j + 1
		}
	}
	out = append(out, p.cond(start, stop, depth)...)
	return out, stop
}

func (p *parser) cond(a, b, depth int) []Cond {
	if a >= b {
		return nil
	}
	c := Cond{Text: p.span(a, b)}
	c.Hole = strings.Contains(c.Text, Hole)
	if p.op(a, "(") && p.match[a] == b-1 && !p.kwAny(a+1, "select", "with") && depth < maxDepth {
		if inner, _ := p.conds(a+1, b-1, depth+1); len(inner) > 0 {
			return inner
		}
	}
	k := -1
	for j := a; j < b; j = p.skip(j) {
		if p.kwAny(j, "or", "xor") {
			return []Cond{c}
		}
		if k < 0 && j > a && p.isCmp(j) {
			k = j
		}
	}
	if k < 0 {
		return []Cond{c}
	}
	op, width := p.cmpOp(k)
	c.Op = op
	rhs := min(k+width, b)
	c.Column = p.columnRef(a, k)
	switch {
	case op == "is null" || op == "is not null":
		c.Value = OperandNull
		return []Cond{c}
	case strings.HasPrefix(op, "is ") && !strings.HasSuffix(op, " from"): // IS [NOT] TRUE/FALSE/UNKNOWN
		c.Value = OperandLiteral
		return []Cond{c}
	}
	c.Value, c.Expr = p.operand(rhs, b), p.span(rhs, b)
	if c.Column == "" && (op == "=" || op == "<>") {
		// "$1 = id": name the column all the same.
		if col := p.columnRef(rhs, b); col != "" {
			if v := p.operand(a, k); v != OperandColumn && v != OperandExpr {
				c.Column, c.Value, c.Expr = col, v, p.span(a, k)
			}
		}
	}
	return []Cond{c}
}

var cmpSymbols = set("=", "==", "<>", "!=", "<", "<=", ">", ">=", "<=>", "~", "~*", "!~", "!~*", "@>", "<@", "&&")

func (p *parser) isCmp(j int) bool {
	switch p.kind(j) {
	case TokOp:
		return cmpSymbols[p.toks[j].Text]
	case TokWord:
		if p.kw(j, "not") {
			return p.kwAny(j+1, "in", "like", "ilike", "between", "similar", "regexp", "rlike", "glob")
		}
		return p.kwAny(j, "is", "in", "like", "ilike", "between", "similar", "regexp", "rlike", "glob", "match")
	}
	return false
}

// cmpOp returns the normalised comparison at j and how many tokens it takes.
func (p *parser) cmpOp(j int) (string, int) {
	if p.kind(j) == TokOp {
		switch t := p.toks[j].Text; t {
		case "==":
			return "=", 1
		case "!=":
			return "<>", 1
		default:
			return t, 1
		}
	}
	switch {
	case p.kw(j, "is"):
		switch {
		case p.kw(j+1, "null"):
			return "is null", 2
		case p.kw(j+1, "not") && p.kw(j+2, "null"):
			return "is not null", 3
		case p.kw(j+1, "distinct") && p.kw(j+2, "from"):
			return "is distinct from", 3
		case p.kw(j+1, "not") && p.kw(j+2, "distinct") && p.kw(j+3, "from"):
			return "is not distinct from", 4
		case p.kw(j+1, "not") && p.kind(j+2) == TokWord:
			return "is not " + p.word(j+2), 3
		case p.kind(j+1) == TokWord:
			return "is " + p.word(j+1), 2
		}
		return "is", 1
	case p.kw(j, "not"):
		if p.kw(j+1, "similar") && p.kw(j+2, "to") {
			return "not similar to", 3
		}
		return "not " + p.word(j+1), 2
	case p.kw(j, "similar") && p.kw(j+1, "to"):
		return "similar to", 2
	}
	return p.word(j), 1
}

// columnRef returns the column named by exactly [a, b): c, t.c or s.t.c.
func (p *parser) columnRef(a, b int) string {
	name := ""
	for j := a; j < b; j += 2 {
		n, hole, ok := p.ident(j)
		if !ok || hole {
			return ""
		}
		if p.kind(j) == TokWord && operatorWords[n] && n != "key" && n != "value" {
			return ""
		}
		name = n
		if j+1 == b {
			return name
		}
		if !p.op(j+1, ".") {
			return ""
		}
	}
	return ""
}

var valueFuncs = set("current_timestamp", "current_date", "current_time", "localtimestamp",
	"localtime", "current_user", "session_user", "user", "default")

// operand classifies the expression [a, b).
func (p *parser) operand(a, b int) Operand {
	if a >= b || p.hasHole(a, b) {
		return OperandUnknown
	}
	for n := 0; n < maxDepth; n++ {
		a, b = p.trim(a, b)
		for j := a; j < b; j = p.skip(j) {
			if p.op(j, "::") && j > a {
				b = j
				break
			}
		}
		if p.kw(a, "cast") && p.op(a+1, "(") && p.match[a+1] == b-1 {
			as := -1
			for j := a + 2; j < b-1; j = p.skip(j) {
				if p.kw(j, "as") {
					as = j
					break
				}
			}
			if as > a+2 {
				a, b = a+2, as
				continue
			}
		}
		break
	}
	switch b - a {
	case 1:
		switch p.kind(a) {
		case TokParam:
			return OperandPlaceholder
		case TokString, TokNumber:
			return OperandLiteral
		case TokIdent:
			return OperandColumn
		case TokWord:
			switch w := p.word(a); {
			case w == "null":
				return OperandNull
			case w == "true" || w == "false":
				return OperandLiteral
			case valueFuncs[w]:
				return OperandExpr
			}
			return OperandColumn
		}
	case 2:
		if (p.op(a, "-") || p.op(a, "+")) && p.kind(a+1) == TokNumber {
			return OperandLiteral
		}
	}
	if p.columnRef(a, b) != "" {
		return OperandColumn
	}
	return OperandExpr
}

// --- INSERT -----------------------------------------------------------------

func (p *parser) insert(st *Statement, i, end int) {
	if p.kwAny(i, "replace", "upsert") {
		st.Conflict = ConflictReplace
	}
	i++
	holeSeen := false
mods:
	for i < end {
		switch {
		case p.kwAny(i, "low_priority", "delayed", "high_priority"):
			i++
		case p.kw(i, "ignore"):
			st.Conflict = ConflictIgnore
			i++
		case p.kw(i, "or"):
			switch {
			case p.kw(i+1, "replace"):
				st.Conflict = ConflictReplace
			case p.kw(i+1, "ignore"):
				st.Conflict = ConflictIgnore
			}
			i += 2
		case p.kw(i, "top"):
			i = p.skip(i + 1)
			if p.kw(i, "percent") {
				i++
			}
		case p.kind(i) == TokHole && p.kw(i+1, "into"):
			holeSeen = true // "INSERT " + modifier + " INTO"
			i++
		default:
			break mods
		}
	}
	if p.kw(i, "into") {
		i++
	}
	if schema, name, hole, j, ok := p.qname(i, end); ok {
		if !hole {
			st.Schema, st.Table = schema, name
		}
		i = j
	}
	if p.kw(i, "as") && p.kind(i+1) != 0 && !p.kwAny(i+1, "select", "with", "values") {
		i = p.alias(st, i, end)
	}
	if p.op(i, "(") && !p.kwAny(i+1, "select", "with", "values") {
		st.Columns = p.columnList(i+1, p.closing(i, end))
		i = p.skip(i)
	}
	afterTarget := i
	tg := &target{table: st.Table, alias: st.Alias, excluded: []string{"excluded"}, upsert: true}
	selectSeen, valuesSeen := false, false
	for i < end {
		switch {
		case p.kind(i) == TokHole:
			if !p.inExpr(i) {
				holeSeen = true
			}
		case p.kwAny(i, "values", "value"):
			if !valuesSeen && !selectSeen && st.Columns != nil && p.op(i+1, "(") {
				st.Binds, st.Literals, st.Ahead = p.binds(i+2, p.closing(i+1, end), len(st.Columns))
			}
			valuesSeen = true
		case p.kw(i, "select") && !selectSeen:
			selectSeen = true
			stop := i + 1
			for stop < end && !(p.kw(stop, "on") && p.kwAny(stop+1, "conflict", "duplicate")) && !p.kw(stop, "returning") {
				stop = p.skip(stop)
			}
			var sub Statement
			p.selectStmt(&sub, i, min(stop, end), 1)
			st.Where = sub.Where
		case p.kw(i, "set") && i == afterTarget:
			as, next, _ := p.assignments(i+1, end, tg)
			st.Columns = nil
			for _, a := range as {
				if a.Column == "" {
					st.Columns = nil
					holeSeen = true
					break
				}
				st.Columns = append(st.Columns, a.Column)
			}
			i = max(next, i+1)
			continue
		case p.kw(i, "as") && valuesSeen && !selectSeen:
			if name, hole, ok := p.ident(i + 1); ok && !hole {
				tg.excluded = append(tg.excluded, name) // MySQL 8 row alias
			}
		case p.kw(i, "on") && p.kw(i+1, "conflict"):
			i = max(p.onConflict(st, i+2, end, tg), i+2)
			continue
		case p.kw(i, "on") && p.kw(i+1, "duplicate") && p.kw(i+2, "key") && p.kw(i+3, "update"):
			st.Conflict = ConflictDuplicateKey
			var next int
			st.ConflictSet, next, _ = p.assignments(i+4, end, tg)
			i = max(next, i+4)
			continue
		case p.kwAny(i, "returning", "output"):
			st.Returning = true
		}
		i = p.skip(i)
	}
	if holeSeen && st.Conflict == ConflictNone {
		st.Conflict = ConflictUnknown
	}
}

// columnList reads "a, b, c"; nil if any item is not a plain column.
// binds reads the values of one VALUES row in [i, end), the argument each
// takes and whether it is one literal (see Statement.Binds and Literals);
// nil unless there are n of them.
func (p *parser) binds(i, end, n int) ([]int, []bool, []*Cutoff) {
	rows := p.split(i, end)
	if len(rows) != n {
		return nil, nil, nil
	}
	out := make([]int, n)
	lit := make([]bool, n)
	var ahead []*Cutoff
	for k, r := range rows {
		out[k] = -1
		if r[1]-r[0] == 1 && p.kind(r[0]) == TokParam {
			out[k] = p.argIndex(r[0])
		}
		lit[k] = r[1]-r[0] == 1 && (p.kind(r[0]) == TokString || p.kind(r[0]) == TokNumber)
		if r[1]-r[0] > 1 {
			before := 0 // bare ? placeholders before the value
			for j := 0; j < r[0]; j++ {
				if p.toks[j].Kind == TokParam && p.toks[j].Text == "?" {
					before++
				}
			}
			cr := cutReader{toks: p.toks[r[0]:r[1]], before: before}
			if c, ok := cr.ahead(0, r[1]-r[0]); ok {
				if ahead == nil {
					ahead = make([]*Cutoff, n)
				}
				ahead[k] = &c
			}
		}
	}
	return out, lit, ahead
}

// argIndex is the 0-based statement argument the placeholder token i takes:
// $n and ?n name it, a bare ? is the next one in order; -1 for a named
// parameter (:name, @name), which binds by name.
func (p *parser) argIndex(i int) int {
	t := p.toks[i].Text
	if t == "?" {
		n := 0
		for j := 0; j < i; j++ {
			if p.toks[j].Kind == TokParam && p.toks[j].Text == "?" {
				n++
			}
		}
		return n
	}
	if len(t) > 1 && (t[0] == '$' || t[0] == '?') {
		if n, err := strconv.Atoi(t[1:]); err == nil && n > 0 {
			return n - 1
		}
	}
	return -1
}

func (p *parser) columnList(i, end int) []string {
	var cols []string
	for _, r := range p.split(i, end) {
		if r[1]-r[0] != 1 {
			return nil
		}
		name, hole, ok := p.ident(r[0])
		if !ok || hole {
			return nil
		}
		cols = append(cols, name)
	}
	return cols
}

func (p *parser) onConflict(st *Statement, i, end int, tg *target) int {
	st.Conflict = ConflictUnknown // until the action is read
	switch {
	case p.op(i, "("):
		ce := p.closing(i, end)
		st.ConflictColumns = p.keyParts(i+1, ce)
		for _, c := range st.ConflictColumns {
			if c == Hole {
				st.ConflictColumns = nil
				break
			}
		}
		i = p.skip(i)
		if p.kw(i, "where") { // partial index predicate
			for i < end && !p.kw(i, "do") {
				i = p.skip(i)
			}
		}
	case p.kw(i, "on") && p.kw(i+1, "constraint"):
		if name, hole, ok := p.ident(i + 2); ok && !hole {
			st.ConflictConstraint = name
		}
		i += 3
	}
	switch {
	case p.kw(i, "do") && p.kw(i+1, "nothing"):
		st.Conflict = ConflictDoNothing
		return i + 2
	case p.kw(i, "do") && p.kw(i+1, "update"):
		st.Conflict = ConflictDoUpdate
		i += 2
		if p.kw(i, "set") {
			i++
		}
		st.ConflictSet, i, _ = p.assignments(i, end, tg)
		if p.kw(i, "where") {
			st.ConflictWhere, i = p.conds(i+1, end, 0)
		}
	}
	return i
}

// --- UPDATE and DELETE ------------------------------------------------------

func (p *parser) update(st *Statement, i, end int) {
	i++ // UPDATE
mods:
	for i < end {
		switch {
		case p.kwAny(i, "low_priority", "ignore", "only"):
			i++
		case p.kw(i, "or"):
			i += 2
		case p.kw(i, "top"):
			i = p.skip(i + 1)
		default:
			break mods
		}
	}
	if schema, name, hole, j, ok := p.qname(i, end); ok {
		if !hole {
			st.Schema, st.Table = schema, name
		}
		i = j
	}
	i = p.alias(st, i, end)
	tg := &target{table: st.Table, alias: st.Alias}
	open := false
	for i < end && !p.kw(i, "set") {
		if p.kind(i) == TokHole && !p.inExpr(i) { // the SET list itself is run-time text
			st.Set = append(st.Set, Assignment{Rel: RelUnknown, Expr: p.toks[i].Text})
			open = true
		}
		if p.kw(i, "where") {
			break
		}
		i = p.skip(i)
	}
	if p.kw(i, "set") {
		var next int
		st.Set, next, open = p.assignments(i+1, end, tg)
		i = max(next, i+1)
	}
	p.tail(st, i, end, 0)
	if open && len(st.Where) == 0 {
		// A Hole that may hold more of the SET list may hold a WHERE too.
		st.Where = append(st.Where, Cond{Value: OperandUnknown, Text: Hole, Hole: true})
	}
}

func (p *parser) delete(st *Statement, i, end int) {
	i++ // DELETE
mods:
	for i < end {
		switch {
		case p.kwAny(i, "low_priority", "quick", "ignore"):
			i++
		case p.kw(i, "top"):
			i = p.skip(i + 1)
		default:
			break mods
		}
	}
	if p.kw(i, "from") {
		i++
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
	i = p.alias(st, i, end)
	p.tail(st, i, end, 0)
}

// --- SET lists --------------------------------------------------------------

func (p *parser) setEnd(j int) bool {
	return p.kwAny(j, "from", "where", "returning", "output", "order", "limit", "option") ||
		p.kw(j, "on") && p.kw(j+1, "duplicate")
}

// assignments reads "c = e, ..." from i to the end of the list, and returns
// where the list ends, and whether a Hole stands for whole items (and so
// could hold anything that may follow the list, such as a WHERE clause).
func (p *parser) assignments(i, end int, tg *target) (out []Assignment, stop int, open bool) {
	stop = i
	for stop < end && !p.setEnd(stop) {
		stop = p.skip(stop)
	}
	stop = min(stop, end)
	start := i
	for j := i; j < stop; j = p.skip(j) {
		switch {
		case p.op(j, ","):
			out = p.assignment(out, start, j, tg)
			start = j + 1
		case p.kind(j) == TokHole && j > start && p.operandEnd(j-1):
			// "SET a = 1 " + Hole: the Hole may hold more assignments.
			out = p.assignment(out, start, j, tg)
			out = append(out, Assignment{Rel: RelUnknown, Expr: p.toks[j].Text})
			open = true
			start = j + 1
		}
	}
	if stop-start == 1 && p.kind(start) == TokHole {
		open = true
	}
	out = p.assignment(out, start, stop, tg)
	return out, stop, open
}

func (p *parser) assignment(out []Assignment, a, b int, tg *target) []Assignment {
	if a >= b {
		return out
	}
	k := -1
	for j := a; j < b; j = p.skip(j) {
		if p.op(j, "=") {
			k = j
			break
		}
	}
	if k < 0 {
		if p.hasHole(a, b) {
			out = append(out, Assignment{Rel: RelUnknown, Expr: p.span(a, b)})
		}
		return out
	}
	if p.op(a, "(") && p.match[a] == k-1 { // (a, b) = (e1, e2)
		var rhs [][2]int
		if r0, r1 := k+1, b; p.op(r0, "(") && p.match[r0] == r1-1 && !p.kwAny(r0+1, "select", "with") {
			rhs = p.split(r0+1, r1-1)
		} else if p.kw(r0, "row") && p.op(r0+1, "(") && p.match[r0+1] == r1-1 {
			rhs = p.split(r0+2, r1-1)
		}
		lhs := p.split(a+1, k-1)
		var names map[string]bool // identifiers of a right-hand side shared by all columns
		hole := false
		if len(rhs) != len(lhs) {
			hole = p.hasHole(k+1, b)
			names = map[string]bool{}
			for j := k + 1; j < b; j++ {
				if p.kind(j) == TokWord || p.kind(j) == TokIdent {
					names[p.toks[j].Value()] = true
				}
			}
		}
		for n, c := range lhs {
			col := p.columnRef(c[0], c[1])
			as := Assignment{Column: col, Rel: RelUnknown}
			switch {
			case col == "":
			case names == nil:
				as.Expr, as.Rel = p.span(rhs[n][0], rhs[n][1]), p.rel(col, rhs[n][0], rhs[n][1], tg)
			case hole:
				as.Expr = p.span(k+1, b)
			case names[col]: // (a, b) = (SELECT a + 1, b FROM ...)
				as.Expr, as.Rel = p.span(k+1, b), RelOther
			default:
				as.Expr, as.Rel = p.span(k+1, b), RelNone
			}
			out = append(out, as)
		}
		return out
	}
	col := p.lhsColumn(a, k)
	as := Assignment{Column: col, Expr: p.span(k+1, b), Rel: RelUnknown}
	if col != "" {
		as.Rel = p.rel(col, k+1, b, tg)
	}
	return append(out, as)
}

// lhsColumn names the column assigned by [a, b): c, t.c, c[1], c['k'].
func (p *parser) lhsColumn(a, b int) string {
	name := ""
	j := a
	for j < b {
		n, hole, ok := p.ident(j)
		if !ok || hole {
			return ""
		}
		name = n
		j++
		if !p.op(j, ".") {
			break
		}
		j++
	}
	if j < b && !p.op(j, "[") {
		return ""
	}
	return name
}
