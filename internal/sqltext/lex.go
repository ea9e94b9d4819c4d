package sqltext

import "strings"

// Hole stands for a fragment of SQL text that is only known at run time.
//
// Callers that rebuild a query from Go code (a constant joined with a
// variable, a fmt.Sprintf verb) put Hole where the run-time part goes. The
// lexer reads a Hole, and any identifier characters glued to it
// ("tbl_"+Hole), as one TokHole token, and the recognizers answer "unknown"
// wherever a Hole could change the answer. Hole starts and ends with a NUL
// byte, which no SQL text holds.
const Hole = "\x00hole\x00"

// TokenKind classifies a Token.
type TokenKind uint8

// Token kinds.
const (
	TokWord   TokenKind = iota + 1 // keyword or unquoted identifier
	TokIdent                       // quoted identifier: "x", `x`, [x], U&"x"
	TokString                      // 'x', E'x', N'x', X'ff', B'01', U&'x', $tag$x$tag$
	TokNumber                      // 42, 1.5e3, 0xff
	TokParam                       // placeholder: $1, ?, ?3, :name, @name, @@var, $name
	TokOp                          // operator or punctuation: ( ) , . = <> || :: ...
	TokHole                        // Hole, possibly glued to identifier characters
	TokSep                         // statement separator: ';', a DELIMITER-defined delimiter, a GO line
)

var tokenKindNames = [...]string{
	TokWord: "word", TokIdent: "ident", TokString: "string", TokNumber: "number",
	TokParam: "param", TokOp: "op", TokHole: "hole", TokSep: "sep",
}

func (k TokenKind) String() string {
	if int(k) < len(tokenKindNames) && tokenKindNames[k] != "" {
		return tokenKindNames[k]
	}
	return "invalid"
}

// Token is one lexical element of SQL text. Comments and white space are not
// tokens.
type Token struct {
	Kind   TokenKind
	Offset int    // byte offset of Text in the input
	Text   string // the token's source text
}

// End returns the byte offset just past the token.
func (t Token) End() int { return t.Offset + len(t.Text) }

// Value returns the token's normalised value: an unquoted word in lower
// case, a quoted identifier without its quotes (doubled quotes undone, case
// kept), and the source text for every other kind.
func (t Token) Value() string {
	switch t.Kind {
	case TokWord:
		return lower(t.Text)
	case TokIdent:
		return unquote(t.Text)
	}
	return t.Text
}

// Lex returns the tokens of text, separators included, up to MaxInput bytes.
// It never fails: an unterminated string, quoted identifier or comment runs to
// the end of the text.
func Lex(text string) []Token {
	text = clip(text)
	toks, bad := lexAll(text, false)
	if bad && strings.Contains(text, `\'`) {
		if toks2, bad2 := lexAll(text, true); !bad2 {
			return toks2
		}
	}
	return toks
}

func lexAll(text string, backslash bool) ([]Token, bool) {
	s := newScanner(text, backslash)
	var out []Token
	for {
		t, ok := s.next()
		if !ok {
			return out, s.unterminated
		}
		out = append(out, t)
	}
}

// clip bounds the work on huge inputs.
func clip(text string) string {
	if len(text) > MaxInput {
		return text[:MaxInput]
	}
	return text
}

// scanner turns text into tokens one at a time. Every call to next either
// returns a token and advances, or reports the end: it never stalls.
type scanner struct {
	src          string
	pos          int
	delim        string // statement delimiter; MySQL clients change it with DELIMITER
	lineStart    bool   // only blanks and comments since the start of the line
	sepOnLine    bool   // a separator was seen on the current line
	inStmt       bool   // a statement has begun and not yet ended
	backslash    bool   // backslash escapes in '...' strings (MySQL default mode)
	unterminated bool   // a string, identifier or dollar quote ran to the end
	prev         Token  // last token returned
}

func newScanner(src string, backslash bool) *scanner {
	return &scanner{src: src, delim: ";", lineStart: true, backslash: backslash}
}

func (s *scanner) peek(k int) byte {
	if s.pos+k < len(s.src) {
		return s.src[s.pos+k]
	}
	return 0
}

func (s *scanner) next() (Token, bool) {
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		switch {
		case c == '\n':
			s.pos++
			s.lineStart, s.sepOnLine = true, false
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			s.pos++
			continue
		case c == '-' && s.peek(1) == '-',
			// MySQL '#' comments; elsewhere '#' is an operator (PG XOR, #>).
			c == '#' && (s.lineStart || s.sepOnLine):
			s.skipLine()
			continue
		case c == '/' && s.peek(1) == '*':
			s.skipBlock()
			continue
		}
		if s.lineStart {
			if !s.inStmt && s.delimiterDirective() {
				continue
			}
			if t, ok := s.goLine(); ok {
				return s.emit(t), true
			}
		}
		if s.delim != ";" && strings.HasPrefix(s.src[s.pos:], s.delim) {
			return s.emit(s.take(TokSep, len(s.delim))), true
		}
		return s.emit(s.lex()), true
	}
	return Token{}, false
}

func (s *scanner) emit(t Token) Token {
	s.lineStart = false
	s.prev = t
	if t.Kind == TokSep {
		s.inStmt, s.sepOnLine = false, true
	} else {
		s.inStmt = true
	}
	return t
}

// take returns the next n bytes (at least one) as a token of kind k.
func (s *scanner) take(k TokenKind, n int) Token {
	end := min(s.pos+max(n, 1), len(s.src))
	t := Token{Kind: k, Offset: s.pos, Text: s.src[s.pos:end]}
	s.pos = end
	return t
}

func (s *scanner) skipLine() {
	if i := strings.IndexByte(s.src[s.pos:], '\n'); i >= 0 {
		s.pos += i
	} else {
		s.pos = len(s.src)
	}
}

func (s *scanner) skipBlock() {
	if i := strings.Index(s.src[s.pos+2:], "*/"); i >= 0 {
		s.pos += 2 + i + 2
	} else {
		s.pos = len(s.src)
	}
}

// maxDelimiter bounds a DELIMITER, which is compared at every token.
const maxDelimiter = 16

// delimiterDirective reads a MySQL client "DELIMITER xx" line between
// statements and makes xx the statement delimiter.
func (s *scanner) delimiterDirective() bool {
	const kw = "delimiter"
	rest := s.src[s.pos:]
	if len(rest) <= len(kw) || !strings.EqualFold(rest[:len(kw)], kw) ||
		(rest[len(kw)] != ' ' && rest[len(kw)] != '\t') {
		return false
	}
	line := rest[len(kw):]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	f := strings.Fields(line)
	if len(f) == 0 || len(f[0]) > maxDelimiter || strings.Contains(f[0], Hole) {
		return false
	}
	s.delim = f[0]
	s.pos += len(kw) + len(line)
	return true
}

// goLine reads a SQL Server batch separator: GO alone on its line.
func (s *scanner) goLine() (Token, bool) {
	rest := s.src[s.pos:]
	if len(rest) < 2 || !strings.EqualFold(rest[:2], "go") {
		return Token{}, false
	}
	i := 2
	if i < len(rest) && rest[i] != ' ' && rest[i] != '\t' && rest[i] != '\r' && rest[i] != '\n' {
		return Token{}, false
	}
	for i < len(rest) && (rest[i] == ' ' || rest[i] == '\t' || rest[i] == '\r' || isDigit(rest[i])) {
		i++
	}
	if i < len(rest) && rest[i] != '\n' {
		return Token{}, false
	}
	t := Token{Kind: TokSep, Offset: s.pos, Text: rest[:2]}
	s.pos += i
	return t, true
}

func (s *scanner) lex() Token {
	c := s.src[s.pos]
	switch {
	case c == 0:
		if strings.HasPrefix(s.src[s.pos:], Hole) {
			return s.word()
		}
		return s.take(TokOp, 1)
	case isWordStart(c):
		return s.word()
	case c == '\'':
		return s.str(s.pos, s.backslash)
	case c == '"':
		return s.quoted(s.pos, '"', s.backslash)
	case c == '`':
		return s.quoted(s.pos, '`', false)
	case c == '[':
		if t, ok := s.bracket(); ok {
			return t
		}
		return s.take(TokOp, 1)
	case c == '$':
		return s.dollar()
	case isDigit(c), c == '.' && isDigit(s.peek(1)) && !s.afterOperand():
		return s.number()
	case c == '?':
		n := 1
		for isDigit(s.peek(n)) {
			n++
		}
		return s.take(TokParam, n)
	case c == ':':
		if s.peek(1) == ':' || s.peek(1) == '=' {
			return s.take(TokOp, 2)
		}
		if isWordChar(s.peek(1)) {
			n := 2
			for isWordChar(s.peek(n)) {
				n++
			}
			return s.take(TokParam, n)
		}
		return s.take(TokOp, 1)
	case c == '@':
		n := 1
		if s.peek(1) == '@' {
			n = 2
		}
		if isWordStart(s.peek(n)) {
			for isWordChar(s.peek(n)) {
				n++
			}
			return s.take(TokParam, n)
		}
	case c == ';' && s.delim == ";":
		return s.take(TokSep, 1)
	}
	return s.op()
}

// word reads a keyword or identifier; a Hole glued to identifier characters
// makes the whole run one TokHole. One-letter string prefixes (E'..', N'..',
// X'..', B'..', U&'..') make a string.
func (s *scanner) word() Token {
	start := s.pos
	hole := false
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		if c == 0 {
			if strings.HasPrefix(s.src[s.pos:], Hole) {
				hole = true
				s.pos += len(Hole)
				continue
			}
			break
		}
		if !isWordChar(c) || s.delim != ";" && s.pos > start && strings.HasPrefix(s.src[s.pos:], s.delim) {
			break // "END$$" after DELIMITER $$
		}
		s.pos++
	}
	if s.pos == start { // cannot happen; guarantees progress
		return s.take(TokOp, 1)
	}
	w := s.src[start:s.pos]
	if !hole && len(w) == 1 && s.pos < len(s.src) {
		next := s.src[s.pos]
		switch {
		case next == '\'' && (w[0]|0x20 == 'e'):
			return s.str(start, true)
		case next == '\'' && (w[0]|0x20 == 'n' || w[0]|0x20 == 'x' || w[0]|0x20 == 'b'):
			return s.str(start, s.backslash)
		case next == '&' && w[0]|0x20 == 'u' && s.pos+1 < len(s.src):
			switch s.src[s.pos+1] {
			case '\'':
				s.pos++
				return s.str(start, false)
			case '"':
				s.pos++
				return s.quoted(start, '"', false)
			}
		}
	}
	if hole {
		return Token{Kind: TokHole, Offset: start, Text: w}
	}
	return Token{Kind: TokWord, Offset: start, Text: w}
}

// str reads a single-quoted string whose opening quote is at s.pos; start is
// where its prefix, if any, begins.
func (s *scanner) str(start int, backslash bool) Token {
	return Token{Kind: TokString, Offset: start, Text: s.src[start:s.close('\'', backslash)]}
}

// quoted reads a quoted identifier whose opening quote q is at s.pos.
func (s *scanner) quoted(start int, q byte, backslash bool) Token {
	return identToken(start, s.src[start:s.close(q, backslash)])
}

// close moves s.pos past the quote q that closes the one at s.pos (a
// doubled quote, or one escaped by a backslash when backslash is set, does
// not close) and returns the new s.pos; at the end of the input the quote
// is unterminated.
func (s *scanner) close(q byte, backslash bool) int {
	i := s.pos + 1
	for i < len(s.src) {
		c := s.src[i]
		if c == '\\' && backslash {
			i += 2
			continue
		}
		if c == q {
			if i+1 < len(s.src) && s.src[i+1] == q {
				i += 2
				continue
			}
			s.pos = i + 1
			return s.pos
		}
		i++
	}
	s.pos = len(s.src)
	s.unterminated = true
	return s.pos
}

func identToken(start int, text string) Token {
	if strings.Contains(text, Hole) {
		return Token{Kind: TokHole, Offset: start, Text: text}
	}
	return Token{Kind: TokIdent, Offset: start, Text: text}
}

// bracket reads a SQL Server [identifier] where one can stand; elsewhere '['
// is an array subscript or constructor.
func (s *scanner) bracket() (Token, bool) {
	switch s.prev.Kind {
	case 0, TokSep:
	case TokOp:
		if s.prev.Text == ")" || s.prev.Text == "]" {
			return Token{}, false
		}
	case TokWord:
		if !bracketAfter[lower(s.prev.Text)] {
			return Token{}, false
		}
	default:
		return Token{}, false
	}
	rest := s.src[s.pos+1:]
	limit := min(len(rest), 128)
	for i := 0; i < limit; i++ {
		switch rest[i] {
		case ']':
			if i+1 < len(rest) && rest[i+1] == ']' {
				i++
				continue
			}
			if i == 0 {
				return Token{}, false
			}
			start := s.pos
			s.pos += i + 2
			return identToken(start, s.src[start:s.pos]), true
		case '\n', '[', '\'', ',':
			return Token{}, false
		}
	}
	return Token{}, false
}

// bracketAfter lists the keywords after which '[' opens an identifier.
var bracketAfter = set("select", "from", "join", "into", "update", "table", "on", "by",
	"where", "set", "and", "or", "as", "index", "references", "delete", "insert",
	"key", "unique", "constraint", "distinct", "having", "when", "then", "else", "not",
	"alter", "add", "column", "drop", "create", "view", "procedure", "exec", "execute",
	"with", "all", "top", "exists", "in", "is", "like", "between", "case", "return")

func (s *scanner) afterOperand() bool {
	switch s.prev.Kind {
	case TokWord, TokIdent, TokString, TokNumber, TokParam, TokHole:
		return true
	case TokOp:
		return s.prev.Text == ")" || s.prev.Text == "]"
	}
	return false
}

// dollar reads $1 (placeholder), $tag$...$tag$ (string), $name (SQLite
// placeholder) or a lone '$'.
func (s *scanner) dollar() Token {
	if isDigit(s.peek(1)) {
		n := 2
		for isDigit(s.peek(n)) {
			n++
		}
		return s.take(TokParam, n)
	}
	j := s.pos + 1
	for j < len(s.src) && isTagChar(s.src[j]) {
		j++
	}
	if j < len(s.src) && s.src[j] == '$' {
		start := s.pos
		tag := s.src[start : j+1]
		body := j + 1
		if k := strings.Index(s.src[body:], tag); k >= 0 {
			s.pos = body + k + len(tag)
		} else {
			s.pos = len(s.src)
			s.unterminated = true
		}
		return Token{Kind: TokString, Offset: start, Text: s.src[start:s.pos]}
	}
	if j > s.pos+1 {
		return s.take(TokParam, j-s.pos)
	}
	return s.take(TokOp, 1)
}

func (s *scanner) number() Token {
	i := s.pos
	src := s.src
	if src[i] == '0' && i+1 < len(src) && src[i+1]|0x20 == 'x' {
		i += 2
		for i < len(src) && (isHex(src[i]) || src[i] == '_') {
			i++
		}
		return s.take(TokNumber, i-s.pos)
	}
	for i < len(src) && (isDigit(src[i]) || src[i] == '_' || src[i] == '.') {
		if src[i] == '.' && i+1 < len(src) && src[i+1] == '.' {
			break
		}
		i++
	}
	if i < len(src) && src[i]|0x20 == 'e' {
		j := i + 1
		if j < len(src) && (src[j] == '+' || src[j] == '-') {
			j++
		}
		if j < len(src) && isDigit(src[j]) {
			i = j
			for i < len(src) && isDigit(src[i]) {
				i++
			}
		}
	}
	return s.take(TokNumber, i-s.pos)
}

var (
	ops3 = []string{"<=>", "->>", "#>>", "!~*"}
	ops2 = []string{"||", "::", "<>", "!=", ">=", "<=", "->", "#>", "@>", "<@", "&&",
		"<<", ">>", ":=", "=>", "==", "~*", "!~"}
)

func (s *scanner) op() Token {
	rest := s.src[s.pos:]
	if len(rest) < 2 || !strings.ContainsRune("<>-#!|:@&=~", rune(rest[0])) {
		return s.take(TokOp, 1)
	}
	for _, o := range ops3 {
		if strings.HasPrefix(rest, o) {
			return s.take(TokOp, 3)
		}
	}
	for _, o := range ops2 {
		if strings.HasPrefix(rest, o) {
			return s.take(TokOp, 2)
		}
	}
	return s.take(TokOp, 1)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isHex(c byte) bool {
	return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f'
}
func isLetter(c byte) bool    { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isWordStart(c byte) bool { return isLetter(c) || c == '_' || c >= 0x80 }
func isWordChar(c byte) bool  { return isWordStart(c) || isDigit(c) || c == '$' }
func isTagChar(c byte) bool   { return isWordStart(c) || isDigit(c) }

// unquote strips the quotes of a quoted identifier and undoes doubled quotes.
func unquote(s string) string {
	if len(s) >= 3 && s[0]|0x20 == 'u' && s[1] == '&' {
		s = s[2:]
	}
	if len(s) == 0 {
		return s
	}
	var q string
	switch s[0] {
	case '"':
		q = `"`
	case '`':
		q = "`"
	case '[':
		q = "]"
	default:
		return s
	}
	body := s[1:]
	if strings.HasSuffix(body, q) {
		body = body[:len(body)-1]
	}
	return strings.ReplaceAll(body, q+q, q)
}

// lower returns s in lower case, without allocating when s is already lower.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' || c >= 0x80 {
			return strings.ToLower(s)
		}
	}
	return s
}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
