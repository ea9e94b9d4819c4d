package keyretention

import (
	"go/token"
	"go/types"
	"strings"
	"time"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

// SQL cleanup. A dedup table keeps its rows until a job deletes them by
// age: DELETE FROM processed_events WHERE created_at < now() - interval
// '1 hour' keeps each key one hour. The age is read from the statement
// (sqltext.AgeCutoff), from a bound argument (a constant interval, a
// cutoff time.Now().Add(-d) with d folded like a TTL) or, through gorm,
// from db.Where("created_at < ?", cutoff).Delete(&ProcessedEvent{}).

const gormDelete = "(*gorm.io/gorm.DB).Delete"

// moneyWords mark a table, item or stream whose keys guard payments.
var moneyWords = []string{"payment", "payments", "charge", "charges", "refund", "refunds", "payout", "payouts", "billing"}

// sqlSites returns the cleanups of dedup tables that call c runs.
func (s *state) sqlSites(fn *ssa.Function, c ssa.CallInstruction, e *knowledge.Func) []site {
	cc := c.Common()
	if e.Name == gormDelete {
		return s.gormSites(fn, c, e)
	}
	if !e.Has(knowledge.SQL) || e.Query == "" {
		return nil
	}
	text, ok := keytext.Text(ir.EntryArg(cc, e, e.Query))
	if !ok {
		return nil
	}
	var args []ssa.Value
	argPos := -1
	if i := e.Index(e.Query) + 1; i < len(e.Params) {
		args = keytext.Varargs(ir.EntryArg(cc, e, e.Params[i]))
		argPos = e.Pos(e.Params[i])
	}
	var out []site
	for _, st := range sqltext.Split(text) {
		if st.Kind == sqltext.Delete {
			out = append(out, s.cleanupSites(fn, c, st, st.Table, args, argPos)...)
		}
	}
	return out
}

// gormSites reads db.Where("created_at < ?", cutoff).Delete(&Model{}) and
// db.Delete(&Model{}, "created_at < ?", cutoff); the table is the model's
// type name, or the name given to Table on the chain.
func (s *state) gormSites(fn *ssa.Function, c ssa.CallInstruction, e *knowledge.Func) []site {
	cc := c.Common()
	table := gormcall.ModelName(ir.EntryArg(cc, e, "value"))
	var wheres [][]ssa.Value // the query text, then its arguments
	if conds := keytext.Varargs(ir.EntryArg(cc, e, "conds")); len(conds) > 0 {
		wheres = append(wheres, conds)
	}
	gormcall.Chain(cc, func(call *ssa.CallCommon) {
		fn := ir.Callee(call)
		if fn == nil || ir.NumArgs(call) < 2 {
			return
		}
		switch fn.Name() {
		case "Where":
			w := []ssa.Value{ir.Arg(call, 1)}
			if ir.NumArgs(call) > 2 {
				w = append(w, keytext.Varargs(ir.Arg(call, 2))...)
			}
			wheres = append(wheres, w)
		case "Table":
			if t, ok := keytext.ConstString(ir.Arg(call, 1)); ok {
				table = t
			}
		case "Model":
			if t := gormcall.ModelName(ir.Arg(call, 1)); t != "" && table == "" {
				table = t
			}
		}
	})
	var out []site
	for _, w := range wheres {
		text, ok := keytext.ConstString(ir.Unconvert(w[0]))
		if !ok {
			continue
		}
		st := sqltext.Parse("DELETE FROM t WHERE " + text)
		out = append(out, s.cleanupSites(fn, c, st, table, w[1:], -1)...)
	}
	return out
}

// cleanupSites returns the sites of a DELETE of a dedup table's rows older
// than an age: one per condition on age.
func (s *state) cleanupSites(fn *ssa.Function, c ssa.CallInstruction, st sqltext.Statement, table string, args []ssa.Value, argPos int) []site {
	if table == "" || !s.dedupTable(table) || pendingOnly(st) {
		return nil
	}
	var out []site
	for _, cond := range st.Where {
		cut, ok := st.AgeCutoff(cond)
		if !ok || summary.HasSegment(cond.Column, expiryWords) {
			continue // expires_at < now() - …: the retention was set when the row was written
		}
		sit := site{fn: fn, call: c, arg: -1, cat: CategorySQLCleanup, op: "deleted", key: table,
			money: summary.HasSegment(table, moneyWords)}
		if cut.Arg < 0 {
			sit.lit = cut.Age
			out = append(out, sit)
			continue
		}
		if cut.Arg >= len(args) || args[cut.Arg] == nil {
			continue
		}
		v := ir.Unconvert(args[cut.Arg])
		if argPos >= 0 {
			sit.arg = argPos + cut.Arg
		}
		switch {
		case cut.Time:
			sit.ttl, sit.lit = s.ageOf(v)
		case cut.Unit > 0:
			if n, ok := constInt(v); ok {
				sit.lit = time.Duration(n) * cut.Unit
			}
		default: // the interval itself: '1 hour', or a time.Duration (pgx)
			if t, ok := keytext.ConstString(v); ok {
				sit.lit, _ = sqltext.ParseInterval(t)
			} else if isDuration(v.Type()) {
				sit.ttl = v
			}
		}
		if sit.ttl != nil || sit.lit > 0 {
			out = append(out, sit)
		}
	}
	return out
}

// stateWords name a column holding the state of a request; doneWords, the
// values of a state that says the effect happened.
var (
	stateWords = []string{"status", "state", "phase", "stage"}
	doneWords  = []string{"done", "complete", "completed", "succeeded", "success", "successful", "processed", "finished", "ok"}
)

// pendingOnly reports whether the DELETE keeps to rows in a state other
// than done: DELETE … WHERE status = 'in_progress' AND created_at < now() -
// interval '5 minutes' releases abandoned claims so that a retry can run,
// which is recovery, not retention. A state the text does not state (a
// placeholder) counts as not done.
func pendingOnly(st sqltext.Statement) bool {
	for _, c := range st.Where {
		if !summary.HasSegment(c.Column, stateWords) || (c.Op != "=" && c.Op != "in") {
			continue
		}
		if !summary.HasSegment(c.Expr, doneWords) {
			return true
		}
	}
	return false
}

// expiryWords name a column that holds an expiry rather than a creation time.
var expiryWords = []string{"expires", "expire", "expiry", "expiration", "until", "deadline", "ttl"}

// dedupTable: a table named by the dedup words, or one the package claims
// keys in (INSERT … ON CONFLICT DO NOTHING whose row count is checked),
// unless its name says cache, lock, session or rate limit.
func (s *state) dedupTable(table string) bool {
	if s.cfg.Dedup.Match(table) {
		return true
	}
	return s.claimed()[strings.ToLower(table)] && !summary.HasSegment(table, notDedupWords)
}

// claimed returns the tables the package claims keys in, computed once.
func (s *state) claimed() map[string]bool {
	if s.claims != nil {
		return s.claims
	}
	s.claims = map[string]bool{}
	for _, fn := range s.fns {
		for _, c := range ir.Calls(fn) {
			cc := c.Common()
			e := s.p.Sum.Entry(cc)
			if e == nil || !e.Has(knowledge.SQL) || e.Query == "" || !s.p.Sum.Call(cc).Has(knowledge.Claim) {
				continue
			}
			text, ok := keytext.Text(ir.EntryArg(cc, e, e.Query))
			if !ok {
				continue
			}
			for _, st := range sqltext.Split(text) {
				if dedupstore.Claim(st) {
					s.claims[strings.ToLower(st.Table)] = true
				}
			}
		}
	}
	return s.claims
}

// ageOf reads a cutoff time computed in Go: time.Now().Add(-d) (also
// after UTC, Local, Truncate or Round), and time.Now().AddDate(y, m, d)
// with constant arguments. It returns the age as a value to fold (d), or
// as a duration when the call states it.
func (s *state) ageOf(v ssa.Value) (ssa.Value, time.Duration) {
	d, lit := s.nowPlus(v)
	if neg, ok := d.(*ssa.UnOp); ok && neg.Op == token.SUB {
		return neg.X, 0
	}
	if d == nil && lit < 0 {
		return nil, -lit
	}
	return nil, 0
}

// nowPlus reads a time computed from the current time: time.Now().Add(d)
// and time.Now().AddDate(y, m, d) with constant arguments. It returns the
// offset as a value when it is not a constant (d), or as a duration, signed.
func (s *state) nowPlus(v ssa.Value) (ssa.Value, time.Duration) {
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, 0
	}
	fn := ir.Callee(&call.Call)
	if fn == nil || !s.fromNow(ir.Arg(&call.Call, 0)) {
		return nil, 0
	}
	switch fn.FullName() {
	case "(time.Time).Add":
		d := ir.Arg(&call.Call, 1)
		if n, ok := constInt(d); ok {
			return nil, time.Duration(n)
		}
		return d, 0
	case "(time.Time).AddDate":
		var days int64
		for i, per := range []int64{365, 30, 1} {
			n, ok := constInt(ir.Arg(&call.Call, i+1))
			if !ok {
				return nil, 0
			}
			days += n * per
		}
		return nil, time.Duration(days) * 24 * time.Hour
	}
	return nil, 0
}

// fromNow reports whether v is the current time: time.Now(), through
// UTC, Local, Truncate and Round.
func (s *state) fromNow(v ssa.Value) bool {
	for i := 0; i < 4; i++ {
		call, ok := v.(*ssa.Call)
		if !ok {
			return false
		}
		if e := s.p.Sum.Entry(&call.Call); e != nil && e.Has(knowledge.Source) && e.Source == knowledge.SrcTime {
			return true
		}
		fn := ir.Callee(&call.Call)
		if fn == nil {
			return false
		}
		switch fn.FullName() {
		case "(time.Time).UTC", "(time.Time).Local", "(time.Time).Truncate", "(time.Time).Round":
			v = ir.Arg(&call.Call, 0)
		default:
			return false
		}
	}
	return false
}

// isDuration reports whether t is time.Duration.
func isDuration(t types.Type) bool { return ir.IsNamed(t, "time", "Duration") }
