// Package gqltext reads the operations of a GraphQL document: a tolerant
// lexer (the spec's ignored tokens are whitespace, line terminators,
// commas, comments from # to the end of the line, and the byte order mark)
// and the one question idemlint asks of a document: does it mutate?
//
// It imports nothing of ours, as internal/sqltext does.
package gqltext

// Operation is the type of one operation of a document.
type Operation string

// The operation types of the spec. A shorthand selection set ({ … }) is a
// query.
const (
	Query        Operation = "query"
	Mutation     Operation = "mutation"
	Subscription Operation = "subscription"
)

// Operations returns the types of the operations of doc, in order, and
// reports whether doc reads as a GraphQL executable document: a sequence
// of operation and fragment definitions, each with a selection set whose
// braces balance. A text that is not one ("query failed", a JSON body, an
// unterminated string) gives ok false: it says nothing.
func Operations(doc string) (ops []Operation, ok bool) {
	toks, ok := lex(doc)
	if !ok || len(toks) == 0 {
		return nil, false
	}
	for i := 0; i < len(toks); {
		var op Operation
		switch t := toks[i]; {
		case t == "{":
			op = Query
		case t == string(Query) || t == string(Mutation) || t == string(Subscription):
			op = Operation(t)
		case t == "fragment":
		default:
			return nil, false
		}
		end, ok := definitionEnd(toks, i)
		if !ok {
			return nil, false
		}
		if op != "" {
			ops = append(ops, op)
		}
		i = end
	}
	return ops, len(ops) > 0
}

// Mutates reports whether doc is a GraphQL document with a mutation among
// its operations (known true), or one with only queries and subscriptions
// (known, false). known is false when doc is no document.
func Mutates(doc string) (mutates, known bool) {
	ops, ok := Operations(doc)
	if !ok {
		return false, false
	}
	for _, op := range ops {
		if op == Mutation {
			return true, true
		}
	}
	return false, true
}

// definitionEnd returns the index after the definition that starts at
// toks[i]: the token after the brace that closes its selection set (the
// first brace opened outside a variable list or an argument list).
func definitionEnd(toks []string, i int) (int, bool) {
	parens := 0 // ( and [ : variable definitions, default values
	braces := 0
	for j := i; j < len(toks); j++ {
		switch toks[j] {
		case "(", "[":
			parens++
		case ")", "]":
			parens--
			if parens < 0 {
				return 0, false
			}
		case "{":
			braces++
			// A selection set starts with a field or a spread, never
			// with a string ({"query": …} is JSON, not a document).
			if braces == 1 && parens == 0 && (j+1 >= len(toks) || !isSelection(toks[j+1])) {
				return 0, false
			}
		case "}":
			braces--
			if braces < 0 {
				return 0, false
			}
			if braces == 0 && parens == 0 {
				return j + 1, true
			}
		}
	}
	return 0, false
}

// lex splits doc into tokens: punctuators, names, numbers and strings (a
// string is one token, a lone quote), leaving out the ignored tokens. ok is false
// on an unterminated string or a character GraphQL does not have.
func lex(doc string) (toks []string, ok bool) {
	s := doc
	for len(s) > 0 {
		c := s[0]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',':
			s = s[1:]
		case len(s) >= 3 && s[:3] == "\ufeff":
			s = s[3:]
		case c == '#':
			for len(s) > 0 && s[0] != '\n' && s[0] != '\r' {
				s = s[1:]
			}
		case len(s) >= 3 && s[:3] == `"""`:
			end := blockStringEnd(s[3:])
			if end < 0 {
				return nil, false
			}
			toks = append(toks, `"`)
			s = s[3+end+3:]
		case c == '"':
			end := stringEnd(s[1:])
			if end < 0 {
				return nil, false
			}
			toks = append(toks, `"`)
			s = s[1+end+1:]
		case len(s) >= 3 && s[:3] == "...":
			toks = append(toks, "...")
			s = s[3:]
		case isNameStart(c):
			n := 1
			for n < len(s) && (isNameStart(s[n]) || isDigit(s[n])) {
				n++
			}
			toks = append(toks, s[:n])
			s = s[n:]
		case isDigit(c) || c == '-':
			n := 1
			for n < len(s) && (isDigit(s[n]) || s[n] == '.' || s[n] == 'e' || s[n] == 'E' || s[n] == '+' || s[n] == '-') {
				n++
			}
			toks = append(toks, s[:n])
			s = s[n:]
		case isPunct(c):
			toks = append(toks, s[:1])
			s = s[1:]
		default:
			return nil, false
		}
	}
	return toks, true
}

// stringEnd returns the index in s (after the opening quote) of the quote
// that closes the string, or -1.
func stringEnd(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		case '\n', '\r':
			return -1
		}
	}
	return -1
}

// blockStringEnd returns the index in s (after the opening """) of the
// """ that closes the block string, or -1. \""" is an escaped quote.
func blockStringEnd(s string) int {
	for i := 0; i+3 <= len(s); i++ {
		if s[i] == '\\' && i+4 <= len(s) && s[i+1:i+4] == `"""` {
			i += 3
			continue
		}
		if s[i:i+3] == `"""` {
			return i
		}
	}
	return -1
}

// isSelection reports whether tok can start a selection: a field name or
// a fragment spread.
func isSelection(tok string) bool { return tok == "..." || isNameStart(tok[0]) }

func isNameStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isPunct(c byte) bool {
	switch c {
	case '!', '$', '&', '(', ')', ':', '=', '@', '[', ']', '{', '|', '}':
		return true
	}
	return false
}
