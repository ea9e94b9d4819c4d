package sqltext

import "strings"

// Limits that bound the work on huge inputs. Beyond them the answers are
// partial, never wrong about what was read.
const (
	MaxInput      = 2 << 20 // bytes of text read; the rest is ignored
	MaxStatements = 10000   // statements returned by Split
	MaxTokens     = 1 << 16 // tokens of one statement handed to the recognizers (Text still spans it all)
)

// Split returns every statement of text, in order, each parsed. It reads a
// query, a fragment with Holes, or a whole migration file: statements end at
// ';' (outside strings, comments and dollar quotes, and outside the
// BEGIN ... END body of a CREATE TRIGGER/PROCEDURE/FUNCTION), at a delimiter
// set by a MySQL "DELIMITER xx" line, and at a SQL Server "GO" line. Empty
// statements are left out. Split never fails and never panics.
func Split(text string) []Statement { return split(text, MaxStatements) }

// Parse returns the first statement of text, or a Statement of Kind Unknown
// when text holds none.
func Parse(text string) Statement {
	if s := split(text, 1); len(s) > 0 {
		return s[0]
	}
	return Statement{}
}

func split(text string, max int) []Statement {
	text = clip(text)
	out, bad := splitMode(text, false, max)
	if bad && strings.Contains(text, `\'`) {
		// A string ran to the end: the text is probably MySQL with
		// backslash-escaped quotes ('it\'s'). Read it again that way.
		if out2, bad2 := splitMode(text, true, max); !bad2 {
			return out2
		}
	}
	return out
}

func splitMode(text string, backslash bool, max int) ([]Statement, bool) {
	s := newScanner(text, backslash)
	var (
		out  []Statement
		toks []Token
		end  int
		blk  block
		p    parser
	)
	flush := func() {
		if len(toks) > 0 {
			out = append(out, p.statement(text, toks, end))
		}
		toks = toks[:0]
		blk = block{}
	}
	for len(out) < max {
		t, ok := s.next()
		if !ok {
			flush()
			break
		}
		if t.Kind == TokSep {
			if t.Text != ";" || blk.depth == 0 {
				flush()
				continue
			}
			t.Kind = TokOp // a ';' inside a BEGIN ... END body
		}
		blk.observe(toks, t)
		if len(toks) < MaxTokens {
			toks = append(toks, t)
		}
		end = t.End()
	}
	return out, s.unterminated
}

// block follows BEGIN ... END bodies of CREATE TRIGGER, PROCEDURE, FUNCTION
// and EVENT statements, whose inner ';' do not end the statement.
type block struct {
	on    bool
	depth int
	ended bool // the previous token was an END that closed a level
}

func (b *block) observe(toks []Token, t Token) {
	if !b.on {
		if t.Kind == TokWord && len(toks) > 0 && len(toks) <= 8 && isWord(toks[0], "create") &&
			(isWord(t, "trigger") || isWord(t, "procedure") || isWord(t, "function") || isWord(t, "event")) {
			b.on = true
			for _, u := range toks[1:] {
				if isWord(u, "table") || isWord(u, "index") || isWord(u, "view") || u.Kind == TokOp && u.Text == "(" {
					b.on = false
				}
			}
		}
		return
	}
	ended := b.ended
	b.ended = false
	if t.Kind != TokWord {
		return
	}
	switch {
	case isWord(t, "begin"):
		b.depth++
	case isWord(t, "case"):
		if !ended { // END CASE closes, it does not open
			b.depth++
		}
	case isWord(t, "if"), isWord(t, "loop"), isWord(t, "while"), isWord(t, "repeat"):
		if ended { // END IF and friends close a level BEGIN did not open
			b.depth++
		}
	case isWord(t, "end"):
		if b.depth > 0 {
			b.depth--
			b.ended = true
		}
	}
}

func isWord(t Token, w string) bool {
	return t.Kind == TokWord && len(t.Text) == len(w) && strings.EqualFold(t.Text, w)
}
