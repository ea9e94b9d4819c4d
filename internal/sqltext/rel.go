package sqltext

import "strings"

// target names the row an assignment writes to, so that "c", "t.c" and
// "alias.c" count as the old value while "excluded.c" and MySQL's VALUES(c)
// are the proposed one.
type target struct {
	table, alias string
	excluded     []string // qualifiers of the proposed row: EXCLUDED, a MySQL row alias
	upsert       bool     // VALUES(c) names the proposed row (ON DUPLICATE KEY UPDATE)
}

// refersTo reports whether token j is a reference to the old value of col.
func (p *parser) refersTo(j int, col string, tg *target) bool {
	if !p.identIs(j, col) {
		return false
	}
	if p.op(j+1, ".") { // a qualifier, not a column
		return false
	}
	if p.kind(j) == TokWord && p.op(j+1, "(") { // a function call
		return false
	}
	if !p.op(j-1, ".") {
		return true
	}
	q, hole, ok := p.ident(j - 2)
	if !ok || hole {
		return true
	}
	for _, e := range tg.excluded {
		if strings.EqualFold(q, e) {
			return false
		}
	}
	if tg.table == "" && tg.alias == "" {
		return true
	}
	return strings.EqualFold(q, tg.table) || tg.alias != "" && strings.EqualFold(q, tg.alias)
}

// identIs reports whether token j names col: an unquoted word compares in
// lower case, a quoted identifier exactly.
func (p *parser) identIs(j int, col string) bool {
	switch p.kind(j) {
	case TokWord:
		return lower(p.toks[j].Text) == col
	case TokIdent:
		return p.toks[j].Value() == col
	}
	return false
}

// mentions reports whether [a, b) refers to the old value of col anywhere.
func (p *parser) mentions(col string, a, b int, tg *target) bool {
	b = min(b, len(p.toks))
	for j := a; j < b; j++ {
		if tg.upsert && p.kw(j, "values") && p.op(j+1, "(") {
			j = p.match[j+1]
			continue
		}
		if p.refersTo(j, col, tg) {
			return true
		}
	}
	return false
}

// rel classifies "col = [a, b)".
func (p *parser) rel(col string, a, b int, tg *target) Rel {
	a, b = p.trim(a, b)
	if a >= b {
		return RelUnknown
	}
	if !p.mentions(col, a, b, tg) {
		if p.hasHole(a, b) {
			return RelUnknown
		}
		return RelNone
	}
	if (p.kw(a, "not") || p.op(a, "!")) && p.self(col, a+1, b, tg, 0) {
		return RelNot
	}
	if r, ok := p.relCall(col, a, b, tg); ok {
		return r
	}
	return p.relChain(col, a, b, tg)
}

// relCall classifies a call: array_append(c, e), CONCAT(c, e), GREATEST(c, e).
func (p *parser) relCall(col string, a, b int, tg *target) (Rel, bool) {
	if p.kind(a) != TokWord || !p.op(a+1, "(") || p.match[a+1] != b-1 {
		return 0, false
	}
	args := p.split(a+2, b-1)
	self := -1
	for n, r := range args {
		if p.self(col, r[0], r[1], tg, 0) {
			if self >= 0 {
				return RelOther, true
			}
			self = n
		} else if p.mentions(col, r[0], r[1], tg) {
			return RelOther, true
		}
	}
	switch name := p.word(a); {
	case self < 0:
	case self == 0 && (name == "array_append" || name == "array_cat" || name == "json_array_append" ||
		name == "json_array_insert" || name == "jsonb_insert" || name == "json_merge_preserve" ||
		name == "json_merge" || name == "jsonb_concat"):
		return RelArray, true
	case self == 1 && name == "array_prepend":
		return RelArray, true
	case name == "concat" || name == "concat_ws" && self > 0:
		return RelConcat, true
	case name == "greatest" || name == "max":
		return RelMax, true
	case name == "least" || name == "min":
		return RelMin, true
	}
	return RelOther, true
}

// Operator classes, from the loosest binding.
const (
	classConcat = 1 + iota
	classAdd
	classMul
)

func opClass(t string) int {
	switch t {
	case "||":
		return classConcat
	case "+", "-":
		return classAdd
	case "*", "/", "%":
		return classMul
	}
	return 0
}

// relChain splits [a, b) at its loosest arithmetic or concatenation operator
// and looks for the column as one of the terms.
func (p *parser) relChain(col string, a, b int, tg *target) Rel {
	lowest := 0
	binary := func(j int) int {
		if p.kind(j) != TokOp || j == a || p.operatorTok(j-1) {
			return 0
		}
		return opClass(p.toks[j].Text)
	}
	for j := a; j < b; j = p.skip(j) {
		if c := binary(j); c != 0 && (lowest == 0 || c < lowest) {
			lowest = c
		}
	}
	if lowest == 0 {
		return RelOther
	}
	var terms [][2]int
	var ops []string
	start := a
	for j := a; j < b; j = p.skip(j) {
		if binary(j) == lowest {
			terms = append(terms, [2]int{start, j})
			ops = append(ops, p.toks[j].Text)
			start = j + 1
		}
	}
	terms = append(terms, [2]int{start, b})
	self := -1
	for n, t := range terms {
		if p.self(col, t[0], t[1], tg, 0) {
			if self >= 0 {
				return RelOther
			}
			self = n
		} else if p.mentions(col, t[0], t[1], tg) {
			return RelOther
		}
	}
	if self < 0 {
		return RelOther
	}
	switch lowest {
	case classConcat:
		rel := RelConcat
		for n, t := range terms {
			if n == self {
				continue
			}
			switch p.appended(t[0], t[1]) {
			case shapeArray:
				return RelArray
			case shapeJSON:
				rel = RelMerge
			}
		}
		return rel
	case classAdd:
		switch {
		case self == 0 && ops[0] == "+":
			return RelAdd
		case self == 0:
			return RelSub
		case ops[self-1] == "+":
			return RelAdd
		case len(terms) == 2 && terms[0][1]-terms[0][0] == 1 && p.kind(terms[0][0]) == TokNumber &&
			p.toks[terms[0][0]].Text == "1":
			return RelOneMinus
		}
	case classMul:
		switch {
		case self == 0 && ops[0] == "*":
			return RelMul
		case self == 0 && ops[0] == "/":
			return RelDiv
		case self > 0 && ops[self-1] == "*":
			return RelMul
		}
	}
	return RelOther
}

// self reports whether [a, b) is the old value of col itself, possibly in
// parentheses, cast (c::int, CAST(c AS int)) or defaulted (COALESCE(c, 0),
// IFNULL, NVL, ISNULL).
func (p *parser) self(col string, a, b int, tg *target, depth int) bool {
	if depth > maxDepth {
		return false
	}
	a, b = p.trim(a, b)
	switch {
	case a >= b:
		return false
	case b-a == 1:
		return p.refersTo(a, col, tg)
	case b-a == 3 && p.op(a+1, "."):
		return p.refersTo(a+2, col, tg)
	}
	for j := a; j < b; j = p.skip(j) {
		if p.op(j, "::") {
			return j > a && p.self(col, a, j, tg, depth+1)
		}
	}
	if p.kind(a) == TokWord && p.op(a+1, "(") && p.match[a+1] == b-1 {
		switch p.word(a) {
		case "coalesce", "ifnull", "nvl", "isnull":
			args := p.split(a+2, b-1)
			if len(args) < 2 || !p.self(col, args[0][0], args[0][1], tg, depth+1) {
				return false
			}
			for _, r := range args[1:] {
				if p.mentions(col, r[0], r[1], tg) {
					return false
				}
			}
			return true
		case "cast":
			for j := a + 2; j < b-1; j = p.skip(j) {
				if p.kw(j, "as") {
					return p.self(col, a+2, j, tg, depth+1)
				}
			}
		}
	}
	return false
}

// The shapes of what a concatenation appends.
const (
	shapeText  = iota // a string, or anything not shown to be an array or JSON
	shapeArray        // ARRAY[…], array_*(…), x::text[], '[…]'::jsonb, jsonb_build_array(…)
	shapeJSON         // a JSON object ('{…}'::jsonb, jsonb_build_object(…)) or JSON of unknown shape ($1::jsonb)
)

// appended tells what the term a..b appends: an SQL or JSON array (a
// delta), JSON that is not shown to be an array (a merge, which an object
// makes converge), or text.
func (p *parser) appended(a, b int) int {
	a, b = p.trim(a, b)
	if p.kw(a, "array") {
		return shapeArray
	}
	if w := p.word(a); p.op(a+1, "(") {
		switch {
		case strings.HasPrefix(w, "array") || strings.HasSuffix(w, "_array") || strings.HasSuffix(w, "_agg"):
			return shapeArray
		case strings.HasPrefix(w, "to_json") && p.kw(a+2, "array"):
			return shapeArray
		case strings.HasPrefix(w, "json") || strings.HasPrefix(w, "to_json"):
			return shapeJSON
		}
	}
	for j := a; j < b; j = p.skip(j) {
		if !p.op(j, "::") {
			continue
		}
		for k := j + 1; k < b; k++ {
			switch {
			case p.op(k, "[") || p.kw(k, "array"):
				return shapeArray
			case p.kwAny(k, "json", "jsonb"):
				// The literal cast: '[…]' is an array, '{…}' an object.
				if p.kind(a) == TokString && jsonArrayLiteral(p.toks[a].Text) {
					return shapeArray
				}
				return shapeJSON
			}
		}
	}
	return shapeText
}

// jsonArrayLiteral reports whether a string literal ('[1]', E'[…]') holds a
// JSON array.
func jsonArrayLiteral(text string) bool {
	_, body, ok := strings.Cut(text, "'")
	return ok && strings.HasPrefix(strings.TrimSpace(body), "[")
}
