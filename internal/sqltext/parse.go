package sqltext

import "strings"

// maxDepth bounds every recursion of the recognizers (nested EXISTS,
// parenthesised conditions, casts inside COALESCE inside parentheses), so that
// the work stays linear in the input whatever its nesting.
const maxDepth = 6

// onBug sees a panic of the parser that statement recovered from, before
// the statement is returned as Unknown. Tests set it to re-panic, so that
// fuzzing sees the bugs the recover would hide.
var onBug = func(any) {}

// parser holds the tokens of one statement. Every recognizer walks it
// forward; groups are skipped in one step through match, so no token is read
// more than a bounded number of times.
type parser struct {
	src   string
	toks  []Token
	match []int // for an opening '(' or '[': index of its closing token, or len(toks); -1 otherwise
	stack []int
}

func (p *parser) statement(src string, toks []Token, end int) (st Statement) {
	st.Offset = toks[0].Offset
	st.Text = src[st.Offset:end]
	st.Holes = strings.Contains(st.Text, Hole)
	defer func() {
		if r := recover(); r != nil {
			onBug(r)
			st = Statement{Kind: Unknown, Offset: st.Offset, Text: st.Text, Holes: st.Holes}
		}
	}()
	p.reset(src, toks)
	p.dispatch(&st, 0, len(toks))
	return st
}

func (p *parser) reset(src string, toks []Token) {
	p.src, p.toks = src, toks
	if cap(p.match) < len(toks) {
		p.match = make([]int, len(toks))
	}
	p.match = p.match[:len(toks)]
	p.stack = p.stack[:0]
	for i, t := range toks {
		p.match[i] = -1
		if t.Kind != TokOp {
			continue
		}
		switch t.Text {
		case "(", "[":
			p.stack = append(p.stack, i)
		case ")", "]":
			if n := len(p.stack); n > 0 {
				p.match[p.stack[n-1]] = i
				p.stack = p.stack[:n-1]
			}
		}
	}
	for _, o := range p.stack {
		p.match[o] = len(toks)
	}
}

// --- token predicates -------------------------------------------------------

func (p *parser) in(i int) bool { return 0 <= i && i < len(p.toks) }

func (p *parser) kind(i int) TokenKind {
	if p.in(i) {
		return p.toks[i].Kind
	}
	return 0
}

// kw reports whether token i is the keyword w (w in lower case).
func (p *parser) kw(i int, w string) bool { return p.in(i) && isWord(p.toks[i], w) }

func (p *parser) kwAny(i int, ws ...string) bool {
	for _, w := range ws {
		if p.kw(i, w) {
			return true
		}
	}
	return false
}

// word returns token i in lower case if it is a word, else "".
func (p *parser) word(i int) string {
	if p.kind(i) == TokWord {
		return lower(p.toks[i].Text)
	}
	return ""
}

func (p *parser) op(i int, o string) bool {
	return p.in(i) && p.toks[i].Kind == TokOp && p.toks[i].Text == o
}

func (p *parser) isOpen(i int) bool { return p.in(i) && p.match[i] >= 0 }

// closing returns the index of the token closing the group opened at i,
// within [i+1, end].
func (p *parser) closing(i, end int) int {
	return min(p.match[i], end)
}

// skip returns the index after token i, after its whole group if it opens one.
func (p *parser) skip(i int) int {
	if p.isOpen(i) {
		return min(p.match[i]+1, len(p.toks))
	}
	return i + 1
}

// span returns the source text of tokens [i, j).
func (p *parser) span(i, j int) string {
	j = min(j, len(p.toks))
	if i < 0 || i >= j {
		return ""
	}
	return p.src[p.toks[i].Offset:p.toks[j-1].End()]
}

func (p *parser) hasHole(i, j int) bool {
	j = min(j, len(p.toks))
	for ; i < j; i++ {
		if p.toks[i].Kind == TokHole {
			return true
		}
	}
	return false
}

// ident returns the normalised identifier at i: a word or a quoted
// identifier. hole is set for a TokHole.
func (p *parser) ident(i int) (name string, hole, ok bool) {
	switch p.kind(i) {
	case TokWord, TokIdent:
		return p.toks[i].Value(), false, true
	case TokHole:
		return "", true, true
	}
	return "", false, false
}

// qname reads a possibly qualified name [catalog.][schema.]name at i. A Hole
// in any part makes both parts unknown.
func (p *parser) qname(i, end int) (schema, name string, hole bool, next int, ok bool) {
	var parts [3]string
	n := 0
	for j := i; j < end; {
		part, h, isID := p.ident(j)
		if !isID {
			break
		}
		hole = hole || h
		parts[n%3] = part
		n++
		next = j + 1
		if !p.op(j+1, ".") || j+2 >= end {
			break
		}
		j += 2
	}
	if n == 0 {
		return "", "", false, i, false
	}
	if hole {
		return "", "", true, next, true
	}
	name = parts[(n-1)%3]
	if n > 1 {
		schema = parts[(n-2)%3]
	}
	return schema, name, false, next, true
}

// NamePart stands, in a table or index name, for the run-time part of a
// name built at run time: "CREATE TABLE %s_inbox" run through fmt.Sprintf
// declares the table "%s_inbox", one per tenant. Names never hold a Hole.
const NamePart = "%s"

// patternName is qname for the name a DDL statement declares or indexes,
// where a part may be a Hole glued to identifier characters: "%s_inbox"
// built with fmt.Sprintf lexes as one TokHole, Hole+"_inbox". Such a part
// is kept as its text (lower case) with NamePart for the Hole, so that one
// statement's table is matched by the next's; a bare Hole part leaves the
// name unknown (hole).
func (p *parser) patternName(i, end int) (schema, name string, hole bool, next int, ok bool) {
	schema, name, hole, next, ok = p.qname(i, end)
	if !hole {
		return schema, name, hole, next, ok
	}
	var parts []string
	for j := i; j < next; j++ {
		switch p.kind(j) {
		case TokWord, TokIdent:
			parts = append(parts, p.toks[j].Value())
		case TokHole:
			if p.toks[j].Text == Hole {
				return "", "", true, next, ok
			}
			parts = append(parts, strings.ReplaceAll(lower(p.toks[j].Text), Hole, NamePart))
		}
	}
	if len(parts) == 0 || len(parts) > 3 {
		return "", "", true, next, ok
	}
	name = parts[len(parts)-1]
	if len(parts) > 1 {
		schema = parts[len(parts)-2]
	}
	return schema, name, false, next, true
}

// holesBesides reports whether a Hole stands anywhere in the statement
// outside the token ranges given as [from, to) pairs (the names
// patternName read).
func (p *parser) holesBesides(ranges ...int) bool {
	at := 0
	for k := 0; k+1 < len(ranges); k += 2 {
		if p.hasHole(at, ranges[k]) {
			return true
		}
		at = ranges[k+1]
	}
	return p.hasHole(at, len(p.toks))
}

// split returns the top-level comma-separated ranges of [i, end).
func (p *parser) split(i, end int) [][2]int {
	var out [][2]int
	start := i
	for j := i; j < end; j = p.skip(j) {
		if p.op(j, ",") {
			out = append(out, [2]int{start, j})
			start = j + 1
		}
	}
	if start < end || len(out) > 0 {
		out = append(out, [2]int{start, end})
	}
	return out
}

// trim strips parentheses that enclose all of [i, j), but not those of a
// subquery.
func (p *parser) trim(i, j int) (int, int) {
	for i < j && p.op(i, "(") && p.match[i] == j-1 && !p.kwAny(i+1, "select", "with", "values") {
		i, j = i+1, j-1
	}
	return i, j
}

// operandEnd reports whether token i can end an operand, so that a Hole right
// after it starts something new (a clause, another item) rather than
// continuing an expression.
func (p *parser) operandEnd(i int) bool {
	switch p.kind(i) {
	case TokString, TokNumber, TokParam, TokIdent, TokHole:
		return true
	case TokOp:
		return p.toks[i].Text == ")" || p.toks[i].Text == "]"
	case TokWord:
		return !operatorWords[lower(p.toks[i].Text)]
	}
	return false
}

// operatorTok reports whether token i is an operator or keyword after which
// an operand is expected (so that a following '-' is unary).
func (p *parser) operatorTok(i int) bool {
	switch p.kind(i) {
	case TokOp:
		return p.toks[i].Text != ")" && p.toks[i].Text != "]"
	case TokWord:
		return operatorWords[lower(p.toks[i].Text)]
	}
	return false
}

// inExpr reports whether token i is an operand inside an expression: it
// follows an operator ("x = " + Hole, "a AND " + Hole), so a Hole there
// cannot hold a clause.
func (p *parser) inExpr(i int) bool {
	switch p.kind(i - 1) {
	case TokOp:
		t := p.toks[i-1].Text
		return t != "," && t != ")" && t != "]"
	case TokWord:
		return exprOpWords[lower(p.toks[i-1].Text)]
	}
	return false
}

var exprOpWords = set("and", "or", "not", "is", "in", "like", "ilike", "between", "xor", "div",
	"mod", "then", "else", "when", "case", "interval", "escape", "similar", "regexp", "rlike",
	"glob", "collate", "exists", "any", "all", "some", "array", "by", "distinct")

var operatorWords = set("and", "or", "not", "is", "in", "like", "ilike", "between", "case",
	"when", "then", "else", "set", "where", "select", "from", "by", "on", "as", "distinct",
	"values", "value", "returning", "into", "update", "join", "using", "with", "exists", "any",
	"all", "some", "interval", "array", "do", "conflict", "key", "duplicate", "table", "xor",
	"div", "mod", "escape", "similar", "glob", "regexp", "rlike", "collate", "having", "limit",
	"offset", "order", "group", "output", "default")

// --- dispatch ---------------------------------------------------------------

func (p *parser) dispatch(st *Statement, i, end int) {
	for p.op(i, "(") {
		i++
	}
	if p.kw(i, "with") {
		i = p.skipCTEs(i+1, end)
	}
	if p.kind(i) != TokWord {
		st.Kind = Unknown
		return
	}
	switch p.word(i) {
	case "select":
		st.Kind = Select
		p.selectStmt(st, i, end, 0)
	case "insert", "replace", "upsert":
		st.Kind = Insert
		p.insert(st, i, end)
	case "update":
		st.Kind = Update
		p.update(st, i, end)
	case "delete":
		st.Kind = Delete
		p.delete(st, i, end)
	case "create":
		p.create(st, i+1, end)
	case "alter":
		j := i + 1
		for p.kwAny(j, "online", "offline", "ignore") {
			j++
		}
		if p.kw(j, "table") {
			st.Kind = AlterTable
			p.alterTable(st, j+1, end)
		} else {
			st.Kind = Other
		}
	default:
		st.Kind = Other
	}
}

// skipCTEs skips "[RECURSIVE] name [(cols)] AS [[NOT] MATERIALIZED] (...), ..."
// and returns the index of the main statement.
func (p *parser) skipCTEs(i, end int) int {
	if p.kw(i, "recursive") {
		i++
	}
	for i < end {
		if _, _, ok := p.ident(i); !ok {
			return i
		}
		i++
		if p.isOpen(i) {
			i = p.skip(i)
		}
		if !p.kw(i, "as") {
			return i
		}
		i++
		if p.kw(i, "not") {
			i++
		}
		if p.kw(i, "materialized") {
			i++
		}
		if !p.isOpen(i) {
			return i
		}
		i = p.skip(i)
		if !p.op(i, ",") {
			return i
		}
		i++
	}
	return i
}

func (p *parser) create(st *Statement, j, end int) {
	temp, unique := false, false
loop:
	for j < end {
		switch {
		case p.kw(j, "or") && p.kwAny(j+1, "replace", "alter"):
			j += 2
		case p.kwAny(j, "global", "local", "unlogged", "clustered", "nonclustered", "fulltext", "spatial"):
			j++
		case p.kwAny(j, "temp", "temporary"):
			temp = true
			j++
		case p.kw(j, "unique"):
			unique = true
			j++
		default:
			break loop
		}
	}
	switch {
	case p.kw(j, "table"):
		st.Kind = CreateTable
		p.createTable(st, j+1, end, temp)
	case p.kw(j, "index"):
		st.Kind = CreateIndex
		p.createIndex(st, j+1, end, unique)
	default:
		st.Kind = Other
	}
}
