package sqltext

import (
	"strconv"
	"strings"
	"time"
)

// Cutoff is the bound of a condition that selects rows by age, such as the
// WHERE clause of a cleanup job: in "created_at < now() - interval '1
// hour'" the rows older than one hour.
type Cutoff struct {
	// Age is how far before the current time the bound lies, when the text
	// states it (Arg < 0).
	Age time.Duration
	// Arg is the 0-based statement argument the bound depends on, -1 when
	// the text alone decides it.
	Arg int
	// Unit, with Arg: the argument counts Units (MySQL's INTERVAL ? HOUR,
	// interval '1 hour' * $1). 0: see Time.
	Unit time.Duration
	// Time, with Arg: the argument is the cutoff time itself, computed by
	// the caller (created_at < $1). When false and Unit is 0, the argument
	// is the interval ($1::interval).
	Time bool
}

// AgeCutoff reads a condition of the statement that keeps the rows younger
// than a bound and selects the older ones: column < bound or column <=
// bound, where bound is the current time minus an interval (PostgreSQL,
// MySQL, SQLite and SQL Server spellings) or one placeholder. ok is false
// for any other condition, and wherever a Hole stands.
func (s Statement) AgeCutoff(c Cond) (Cutoff, bool) {
	if c.Hole || c.Column == "" || (c.Op != "<" && c.Op != "<=") || c.Expr == "" {
		return Cutoff{}, false
	}
	at := strings.LastIndex(s.Text, c.Text)
	if at < 0 {
		return Cutoff{}, false
	}
	rhs := at + len(c.Text) - len(c.Expr)
	all := Lex(s.Text)
	var toks []Token
	before := 0 // bare ? placeholders before the bound
	for _, t := range all {
		switch {
		case t.Offset < rhs && t.Kind == TokParam && t.Text == "?":
			before++
		case t.Offset >= rhs && t.End() <= at+len(c.Text):
			toks = append(toks, t)
		}
	}
	r := cutReader{toks: toks, before: before}
	cut, ok := r.bound(0, len(toks))
	return cut, ok
}

type cutReader struct {
	toks   []Token
	before int
}

func (r *cutReader) word(i int) string {
	if i < 0 || i >= len(r.toks) || r.toks[i].Kind != TokWord {
		return ""
	}
	return r.toks[i].Value()
}

func (r *cutReader) op(i int, text string) bool {
	return i >= 0 && i < len(r.toks) && r.toks[i].Kind == TokOp && r.toks[i].Text == text
}

// close returns the index of the parenthesis that closes the one at i, or -1.
func (r *cutReader) close(i, end int) int {
	depth := 0
	for j := i; j < end; j++ {
		switch {
		case r.op(j, "("):
			depth++
		case r.op(j, ")"):
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// args splits the arguments of the call whose parenthesis opens at i.
func (r *cutReader) args(i, end int) [][2]int {
	k := r.close(i, end)
	if k < 0 {
		return nil
	}
	var out [][2]int
	start, depth := i+1, 0
	for j := i + 1; j < k; j++ {
		switch {
		case r.op(j, "("):
			depth++
		case r.op(j, ")"):
			depth--
		case r.op(j, ",") && depth == 0:
			out = append(out, [2]int{start, j})
			start = j + 1
		}
	}
	return append(out, [2]int{start, k})
}

// param returns the statement argument of the placeholder at i, or -1.
func (r *cutReader) param(i int) int {
	t := r.toks[i]
	if t.Kind != TokParam {
		return -1
	}
	if t.Text == "?" {
		n := r.before
		for j := 0; j < i; j++ {
			if r.toks[j].Kind == TokParam && r.toks[j].Text == "?" {
				n++
			}
		}
		return n
	}
	if len(t.Text) > 1 && (t.Text[0] == '$' || t.Text[0] == '?') {
		if n, err := strconv.Atoi(t.Text[1:]); err == nil && n > 0 {
			return n - 1
		}
	}
	return -1
}

var nowFuncs = set("now", "current_timestamp", "localtimestamp", "utc_timestamp", "sysdate",
	"clock_timestamp", "statement_timestamp", "transaction_timestamp", "getdate", "getutcdate",
	"sysdatetime", "sysutcdatetime", "current_datetime")

// now reports whether [a, b) is the current time: now(), CURRENT_TIMESTAMP…
func (r *cutReader) now(a, b int) bool {
	a, b = r.trim(a, b)
	if !nowFuncs[r.word(a)] {
		return false
	}
	return b == a+1 || b == a+3 && r.op(a+1, "(") && r.op(a+2, ")")
}

// trim drops the parentheses around [a, b).
func (r *cutReader) trim(a, b int) (int, int) {
	for b-a >= 2 && r.op(a, "(") && r.close(a, b) == b-1 {
		a, b = a+1, b-1
	}
	return a, b
}

// bound reads [a, b) as a cutoff: one placeholder (the caller's time), or
// the current time moved back by an interval.
func (r *cutReader) bound(a, b int) (Cutoff, bool) {
	a, b = r.trim(a, b)
	if b == a+1 {
		if n := r.param(a); n >= 0 {
			return Cutoff{Arg: n, Time: true}, true
		}
		return Cutoff{}, false
	}
	c, back, ok := r.nowOffset(a, b)
	switch {
	case !ok:
		return Cutoff{}, false
	case c.Arg >= 0:
		return c, back // now() + a bound interval: the future
	}
	c.Age = -c.Age
	return c, c.Age > 0
}

// ahead reads [a, b) as a moment in the future that the database computes:
// the current time plus an interval (now() + interval '15 minutes', now()
// + $3::interval, DATE_ADD(NOW(), INTERVAL 1 DAY), SQLite's
// datetime('now', '+5 minutes'), SQL Server's dateadd(minute, 5,
// getdate())). The Cutoff's Age is how far ahead it lies (positive), or
// Arg the placeholder that holds the interval.
func (r *cutReader) ahead(a, b int) (Cutoff, bool) {
	c, back, ok := r.nowOffset(a, b)
	switch {
	case !ok:
		return Cutoff{}, false
	case c.Arg >= 0:
		return c, !back
	}
	return c, c.Age > 0
}

// nowOffset reads [a, b) as the current time moved by an interval: now() ±
// interval, DATE_ADD or DATE_SUB(now(), interval), SQLite's datetime('now',
// '±n unit'), SQL Server's dateadd(unit, ±n, getdate()). When the text
// states the interval, Age is the signed offset (negative: the past); when
// a placeholder holds it (Arg >= 0), back says that it is subtracted.
func (r *cutReader) nowOffset(a, b int) (c Cutoff, back, ok bool) {
	a, b = r.trim(a, b)
	// now() - interval, now() + interval: the top-level operator.
	depth := 0
	for j := a; j < b; j++ {
		switch {
		case r.op(j, "("):
			depth++
		case r.op(j, ")"):
			depth--
		case depth == 0 && (r.op(j, "-") || r.op(j, "+")) && j > a:
			if !r.now(a, j) {
				return Cutoff{}, false, false
			}
			iv, ok := r.interval(j+1, b)
			back := r.op(j, "-")
			if back && iv.Arg < 0 {
				iv.Age = -iv.Age
			}
			return iv, back, ok
		}
	}
	if b-a < 3 || !r.op(a+1, "(") || r.close(a+1, b) != b-1 {
		return Cutoff{}, false, false
	}
	args := r.args(a+1, b)
	switch fn := r.word(a); {
	case (fn == "date_sub" || fn == "subdate" || fn == "date_add" || fn == "adddate") && len(args) == 2 && r.now(args[0][0], args[0][1]):
		iv, ok := r.interval(args[1][0], args[1][1])
		back := fn == "date_sub" || fn == "subdate"
		if back && iv.Arg < 0 {
			iv.Age = -iv.Age
		}
		return iv, back, ok
	case (fn == "datetime" || fn == "date") && len(args) == 2:
		// SQLite: datetime('now', '-1 hour').
		n, m := args[0], args[1]
		if n[1] != n[0]+1 || r.toks[n[0]].Kind != TokString || strings.ToLower(r.toks[n[0]].Value()) != "'now'" ||
			m[1] != m[0]+1 || r.toks[m[0]].Kind != TokString {
			return Cutoff{}, false, false
		}
		d, ok := ParseInterval(unquoteString(r.toks[m[0]].Text))
		return Cutoff{Age: d, Arg: -1}, false, ok
	case fn == "dateadd" && len(args) == 3 && r.now(args[2][0], args[2][1]):
		// SQL Server: dateadd(hour, -1, getdate()).
		u, ok := units[r.word(args[0][0])]
		if !ok || args[0][1] != args[0][0]+1 {
			return Cutoff{}, false, false
		}
		n, ok := r.number(args[1][0], args[1][1])
		return Cutoff{Age: time.Duration(n * float64(u)), Arg: -1}, false, ok
	}
	return Cutoff{}, false, false
}

// number reads a signed number literal.
func (r *cutReader) number(a, b int) (float64, bool) {
	sign := 1.0
	if b == a+2 && r.op(a, "-") {
		sign, a = -1, a+1
	}
	if b != a+1 || r.toks[a].Kind != TokNumber {
		return 0, false
	}
	f, err := strconv.ParseFloat(r.toks[a].Text, 64)
	return sign * f, err == nil
}

// interval reads [a, b) as an interval: INTERVAL '1 hour', INTERVAL '1'
// HOUR, INTERVAL 1 HOUR, '1 hour'::interval, $1::interval, INTERVAL ?
// HOUR, n * INTERVAL '1 hour'. Age may be negative.
func (r *cutReader) interval(a, b int) (Cutoff, bool) {
	a, b = r.trim(a, b)
	none := Cutoff{}
	// n * interval, interval * n
	for j := a + 1; j < b-1; j++ {
		if !r.op(j, "*") {
			continue
		}
		l, lok := r.interval(a, j)
		rt, rok := r.interval(j+1, b)
		switch {
		case lok && l.Arg < 0 && !rok:
			if n, ok := r.number(j+1, b); ok {
				return Cutoff{Age: time.Duration(n * float64(l.Age)), Arg: -1}, true
			}
			if b == j+2 && r.param(j+1) >= 0 {
				return Cutoff{Arg: r.param(j + 1), Unit: l.Age}, l.Age > 0
			}
		case rok && rt.Arg < 0 && !lok:
			if n, ok := r.number(a, j); ok {
				return Cutoff{Age: time.Duration(n * float64(rt.Age)), Arg: -1}, true
			}
			if j == a+1 && r.param(a) >= 0 {
				return Cutoff{Arg: r.param(a), Unit: rt.Age}, rt.Age > 0
			}
		}
		return none, false
	}
	// x::interval, cast(x as interval)
	if b-a == 3 && r.op(a+1, "::") && r.word(a+2) == "interval" {
		return r.intervalValue(a)
	}
	if r.word(a) == "cast" && b-a == 6 && r.op(a+1, "(") && r.word(a+3) == "as" && r.word(a+4) == "interval" && r.op(a+5, ")") {
		return r.intervalValue(a + 2)
	}
	if r.word(a) != "interval" {
		return none, false
	}
	switch b - a {
	case 2: // INTERVAL '1 hour'
		if r.toks[a+1].Kind == TokString {
			return r.intervalValue(a + 1)
		}
	case 3, 4: // INTERVAL '1' HOUR, INTERVAL 1 HOUR, INTERVAL -1 HOUR, INTERVAL ? HOUR
		u, ok := units[r.word(b-1)]
		if !ok {
			return none, false
		}
		if b-a == 3 {
			if n := r.param(a + 1); n >= 0 {
				return Cutoff{Arg: n, Unit: u}, true
			}
			if t := r.toks[a+1]; t.Kind == TokString {
				if f, err := strconv.ParseFloat(strings.TrimSpace(unquoteString(t.Text)), 64); err == nil {
					return Cutoff{Age: time.Duration(f * float64(u)), Arg: -1}, true
				}
				return none, false
			}
		}
		if n, ok := r.number(a+1, b-1); ok {
			return Cutoff{Age: time.Duration(n * float64(u)), Arg: -1}, true
		}
	}
	return none, false
}

// intervalValue reads the token at i as an interval value: a string
// literal or a placeholder bound to one.
func (r *cutReader) intervalValue(i int) (Cutoff, bool) {
	if n := r.param(i); n >= 0 {
		return Cutoff{Arg: n}, true
	}
	if r.toks[i].Kind != TokString {
		return Cutoff{}, false
	}
	d, ok := ParseInterval(unquoteString(r.toks[i].Text))
	return Cutoff{Age: d, Arg: -1}, ok
}

// units are the interval units, singular and plural, with PostgreSQL's
// abbreviations. A month is 30 days and a year 365, as PostgreSQL
// justifies them.
var units = map[string]time.Duration{
	"microsecond": time.Microsecond, "microseconds": time.Microsecond, "us": time.Microsecond,
	"millisecond": time.Millisecond, "milliseconds": time.Millisecond, "ms": time.Millisecond,
	"second": time.Second, "seconds": time.Second, "sec": time.Second, "secs": time.Second, "s": time.Second,
	"minute": time.Minute, "minutes": time.Minute, "min": time.Minute, "mins": time.Minute, "m": time.Minute,
	"hour": time.Hour, "hours": time.Hour, "hr": time.Hour, "hrs": time.Hour, "h": time.Hour,
	"day": 24 * time.Hour, "days": 24 * time.Hour, "d": 24 * time.Hour,
	"week": 7 * 24 * time.Hour, "weeks": 7 * 24 * time.Hour, "w": 7 * 24 * time.Hour,
	"month": 30 * 24 * time.Hour, "months": 30 * 24 * time.Hour, "mon": 30 * 24 * time.Hour, "mons": 30 * 24 * time.Hour,
	"year": 365 * 24 * time.Hour, "years": 365 * 24 * time.Hour, "y": 365 * 24 * time.Hour,
}

// ParseInterval reads an interval as PostgreSQL and SQLite write it: "1
// hour", "30 minutes", "1 day 2 hours", "-1 hour", "01:30:00", "1h30m".
// ok is false for anything else.
func ParseInterval(text string) (time.Duration, bool) {
	s := strings.ToLower(strings.TrimSpace(text))
	if s == "" {
		return 0, false
	}
	if d, err := time.ParseDuration(s); err == nil {
		return d, true
	}
	sign := time.Duration(1)
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		if s[0] == '-' {
			sign = -1
		}
		s = strings.TrimSpace(s[1:])
	}
	var total time.Duration
	f := strings.Fields(s)
	for i := 0; i < len(f); i++ {
		if strings.Contains(f[i], ":") {
			d, ok := clock(f[i])
			if !ok {
				return 0, false
			}
			total += d
			continue
		}
		num, unit := f[i], ""
		if k := strings.IndexFunc(num, func(r rune) bool { return r >= 'a' && r <= 'z' }); k > 0 {
			num, unit = num[:k], num[k:]
		} else if i+1 < len(f) {
			unit = f[i+1]
			i++
		}
		n, err := strconv.ParseFloat(num, 64)
		u, ok := units[unit]
		if err != nil || !ok {
			return 0, false
		}
		total += time.Duration(n * float64(u))
	}
	return sign * total, len(f) > 0
}

// clock reads hh:mm[:ss].
func clock(s string) (time.Duration, bool) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var d time.Duration
	for i, u := range []time.Duration{time.Hour, time.Minute, time.Second}[:len(parts)] {
		n, err := strconv.ParseFloat(parts[i], 64)
		if err != nil {
			return 0, false
		}
		d += time.Duration(n * float64(u))
	}
	return d, true
}

// unquoteString returns the text of a plain '…' string literal.
func unquoteString(s string) string {
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'")
	}
	return s
}
