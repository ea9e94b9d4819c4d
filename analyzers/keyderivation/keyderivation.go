package keyderivation

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "keyderivation"

// Option names (flags on the analyzer, settings keys).
const (
	// OptTime reports keys derived from the clock wherever they reach a sink.
	OptTime = "time-keys"
	// OptHandlers reports random keys minted inside a message or request
	// handler (re-entered on every redelivery or client retry).
	OptHandlers = "handlers"
	// OptCalls reports random keys minted at the call in any other
	// function: a caller that retries the function sends a new key.
	OptCalls = "calls"
)

// Categories of findings.
const (
	CatTime       = "time-key"     // a key derived from the clock
	CatTimeHash   = "time-hash"    // a key hashed from a payload holding a timestamp
	CatPerAttempt = "per-attempt"  // a random key minted inside a retry
	CatPerRequest = "per-delivery" // a random key minted per delivery or request
	CatPerCall    = "per-call"     // a random key minted on every call of a function
	CatConstant   = "constant-key" // one constant key for intents whose input differs
)

// Config configures the analyzer; its options are declared in def.
type Config struct {
	analyzer.Base
	// TimeKeys reports keys derived from time.Now (default true).
	TimeKeys bool
	// Handlers reports random keys minted inside message and request
	// handlers and not persisted before use (default true).
	Handlers bool
	// Calls reports random keys minted in any other function and not
	// received, persisted or returned before use (default true).
	Calls bool
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy, Run: run,
	Options: []analyzer.Option[Config]{
		analyzer.Bool(OptTime, true, func(c *Config) *bool { return &c.TimeKeys }, "report idempotency keys derived from the clock (time.Now)"),
		analyzer.Bool(OptHandlers, true, func(c *Config) *bool { return &c.Handlers }, "report random idempotency keys minted inside message and request handlers"),
		analyzer.Bool(OptCalls, true, func(c *Config) *bool { return &c.Calls }, "report random idempotency keys minted on every call of any other function"),
	},
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// A sink is a place where a value becomes an idempotency or dedup key.
type sink struct {
	instr ssa.Instruction
	pos   token.Pos
	val   ssa.Value
	what  string // "stripe.Params.SetIdempotencyKey", "the Idempotency-Key header"
	claim bool   // the key of an atomic claim (SETNX)
	// bucket: the store keys this value by its hour or a coarser bucket
	// (ON CONFLICT (date_trunc('hour', created_at))), so a clock reading
	// there is one key per bucket by design, as Truncate(time.Hour) is.
	bucket bool
	// field: the sink reads this one field of val, a struct that came from
	// elsewhere and is traced whole.
	field string
	// scoped: the key is unique within an enclosing run only (knowledge.
	// Field.Scoped: a Temporal activity's ID).
	scoped bool
}

// subject names the key for messages: "idempotency key for
// stripe.Params.SetIdempotencyKey", "dedup key claimed by redis.SetNX".
func (s sink) subject() string {
	if s.claim {
		return "dedup key claimed by " + s.what
	}
	return "idempotency key for " + s.what
}

// A source is a call that returns (or fills) a value that differs on
// every call.
type source struct {
	call  ssa.CallInstruction
	kind  knowledge.SourceKind
	chain string // "keys.New, which calls uuid.NewString"
	field string // the one field of the call's result that holds the value (summary.Item.Field)
}

type checker struct {
	p        *analyzer.Pass
	cfg      *Config
	handlers *handlerIndex
	reported map[token.Pos]bool
	minters  map[*ssa.Function]*minter
	perCall  []minter // keys minted at the call, outside handlers and retries
}

func run(p *analyzer.Pass, cfg *Config) error {
	if p.Sum.Pkg == nil {
		return nil
	}
	c := &checker{p: p, cfg: cfg, reported: make(map[token.Pos]bool)}
	c.handlers = newHandlerIndex(p)
	for _, fn := range p.Sum.Funcs {
		sinks := c.sinks(fn)
		for _, s := range sinks {
			c.check(fn, s, sinks)
			c.checkConstant(fn, s)
		}
	}
	c.checkPerCall(c.checkMinters())
	return nil
}

// sinks returns the places in fn where a value becomes a key.
func (c *checker) sinks(fn *ssa.Function) []sink {
	var out []sink
	base := c.p.Sum.Base
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.Store:
				if f, e := c.p.Sum.KeyFieldEntry(instr.Addr); e != nil {
					// Temporal's option types are aliases of go.temporal.io/sdk/internal types.
					out = append(out, sink{instr: instr, pos: storePos(instr), val: instr.Val, what: strings.TrimPrefix(f, "internal."), scoped: e.Scoped})
				}
			case *ssa.MapUpdate:
				key, ok := keytext.ConstString(instr.Key)
				if ok && base.IsKeyHeader(key) && c.isHeaderMap(instr.Map.Type()) && !c.responseHeader(fn, instr.Map) {
					out = append(out, sink{instr: instr, pos: instr.Pos(), val: instr.Value, what: "the " + key + " header"})
				}
			case ssa.CallInstruction:
				cc := instr.Common()
				callee := ir.Callee(cc)
				if base.IsHeaderSetter(callee) {
					if key, ok := keytext.ConstString(ir.Arg(cc, 1)); ok && base.IsKeyHeader(key) && !c.responseHeader(fn, ir.Arg(cc, 0)) {
						out = append(out, sink{instr: instr, pos: instr.Pos(), val: ir.Arg(cc, 2), what: "the " + key + " header"})
					}
					continue
				}
				f := c.p.Sum.Call(cc)
				for _, it := range append(f.All(knowledge.KeySink), f.All(knowledge.Claim)...) {
					if it.Param < 0 || inMemoryClaim(it) {
						continue
					}
					// The key's arguments: all of them, or those bound to an
					// ON CONFLICT target (a created_at beside them is no key).
					vals, buckets := summary.BucketedKeyArgs(cc, it)
					field := ""
					if v := ir.Arg(cc, it.Param); it.Field != "" && v != nil {
						// The callee reads one field of the argument:
						// trace what is stored there, not the whole
						// struct, when that can be told.
						if fv, ok := summary.FieldValues(v, it.Field); ok {
							vals, buckets = fv, nil
							for range fv {
								buckets = append(buckets, it.Bucket)
							}
						} else {
							field = it.Field
						}
					}
					if fv, ok := c.gormKey(cc, it); ok {
						vals, buckets = fv, make([]bool, len(fv))
					}
					for i, v := range vals {
						out = append(out, sink{instr: instr, pos: instr.Pos(), val: v, what: describeSink(cc, it), claim: it.Role == knowledge.Claim, bucket: buckets[i], field: field})
					}
				}
			}
		}
	}
	return out
}

// gormKey returns the values a gorm Create claim cc stores into the
// columns it conflicts on (the OnConflict target's, else the model's
// unique key): the key is EventID, not the ProcessedAt beside it.
func (c *checker) gormKey(cc *ssa.CallCommon, it summary.Item) ([]ssa.Value, bool) {
	e := c.p.Sum.Entry(cc)
	if it.Role != knowledge.Claim || e == nil || e.Name != knowledge.GormCreate {
		return nil, false
	}
	v := ir.Arg(cc, it.Param)
	fields, ok := gormcall.KeyFields(cc, v)
	if !ok {
		return nil, false
	}
	var vals []ssa.Value
	for _, f := range fields {
		fv, ok := summary.FieldValues(v, f)
		if !ok {
			return nil, false
		}
		vals = append(vals, fv...)
	}
	return vals, true
}

// storePos is the position of a store into a key field: the field of a
// composite literal or the assignment.
func storePos(st *ssa.Store) token.Pos {
	if st.Pos().IsValid() {
		return st.Pos()
	}
	if fa, ok := st.Addr.(*ssa.FieldAddr); ok && fa.Pos().IsValid() {
		return fa.Pos()
	}
	return st.Val.Pos()
}

// describeCall names a call for messages, with its chain when the role
// comes from a wrapper: "keys.New, which calls uuid.NewString".
func describeCall(cc *ssa.CallCommon, it summary.Item) string {
	name, via := chain(cc, it)
	if len(via) == 0 {
		return name
	}
	return name + ", which calls " + strings.Join(via, ", which calls ")
}

// describeSink names a sink call: "wrappers.Charge (via
// stripe.Params.SetIdempotencyKey)".
func describeSink(cc *ssa.CallCommon, it summary.Item) string {
	name, via := chain(cc, it)
	if len(via) == 0 {
		return name
	}
	return name + " (via " + strings.Join(via, ", ") + ")"
}

func chain(cc *ssa.CallCommon, it summary.Item) (string, []string) {
	name := "func value"
	if callee := ir.Callee(cc); callee != nil {
		name = summary.Describe(callee)
	}
	via := it.Via
	if len(via) > 0 && via[0] == name {
		via = via[1:]
	}
	return name, via
}

// responseHeader reports whether the header map h is a response's
// (w.Header() of an http.ResponseWriter): a key set there is handed back
// to the client, not used.
func (c *checker) responseHeader(fn *ssa.Function, h ssa.Value) bool {
	if h == nil {
		return false
	}
	for _, r := range c.p.Sum.RootsUpTo(ir.Enclosing(fn), h) {
		call, ok := r.(*ssa.Call)
		if !ok {
			continue
		}
		if callee := ir.Callee(&call.Call); callee != nil && callee.Name() == "Header" {
			if recv := ir.Arg(&call.Call, 0); recv != nil && isResponseWriter(recv.Type()) {
				return true
			}
		}
	}
	return false
}

// isHeaderMap reports whether t is a header map type: a named map type
// whose Set or Add method is a known header setter (http.Header,
// nats.Header).
func (c *checker) isHeaderMap(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	if _, isMap := n.Underlying().(*types.Map); !isMap {
		return false
	}
	for _, m := range []string{"Set", "Add"} {
		obj, _, _ := types.LookupFieldOrMethod(n, false, n.Obj().Pkg(), m)
		if fn, ok := obj.(*types.Func); ok && c.p.Sum.Base.IsHeaderSetter(fn) {
			return true
		}
	}
	return false
}

// trace returns the sources the value v of fn derives from, and the hash
// calls its derivation passes through.
func (c *checker) trace(fn *ssa.Function, v ssa.Value) (srcs []source, hashes []*ssa.CallCommon) {
	top := ir.Enclosing(fn)
	inner := c.p.Sum.Tracer()
	t := &ir.Tracer{Through: func(cc *ssa.CallCommon) ([]ssa.Value, bool) {
		if bucketsTime(cc) {
			// time.Now().Format("2006-01-02"), t.Truncate(24*time.Hour):
			// a deliberate bucket, stable across retries within it.
			return nil, false
		}
		args, ok := inner.Through(cc)
		if ok && isHash(cc) {
			hashes = append(hashes, cc)
		}
		return args, ok
	}}
	seenSrc := make(map[ssa.CallInstruction]bool)
	for _, root := range summary.RootsWith(t, top, v) {
		switch root := root.(type) {
		case *ssa.Call:
			for _, it := range c.p.Sum.Call(&root.Call).All(knowledge.Source) {
				if !seenSrc[root] {
					seenSrc[root] = true
					srcs = append(srcs, source{call: root, kind: it.Source, chain: describeCall(&root.Call, it), field: it.Field})
				}
			}
		case *ssa.MakeSlice, *ssa.Alloc:
			for _, f := range c.p.Sum.FilledBy(root) {
				if !seenSrc[f.Call] {
					seenSrc[f.Call] = true
					srcs = append(srcs, source{call: f.Call, kind: f.Source, chain: f.Name})
				}
			}
		}
	}
	return srcs, hashes
}

// isHash reports whether cc computes a digest (crypto/*, hash/*).
func isHash(cc *ssa.CallCommon) bool {
	callee := ir.Callee(cc)
	if callee == nil || callee.Pkg() == nil {
		return false
	}
	path := callee.Pkg().Path()
	return path == "hash" || strings.HasPrefix(path, "hash/") ||
		(strings.HasPrefix(path, "crypto/") && path != "crypto/rand")
}

// bucketsTime reports whether cc turns a time into a coarse bucket of an
// hour or more: Format with a constant layout without minutes or finer,
// Truncate/Round to an hour or more, or a calendar component (Year, Date,
// YearDay, Hour…). Such a key is stable across the retries of one bucket by
// design.
func bucketsTime(cc *ssa.CallCommon) bool {
	callee := ir.Callee(cc)
	if callee == nil || callee.Pkg() == nil || callee.Pkg().Path() != "time" || !ir.IsMethod(callee) {
		return false
	}
	switch callee.Name() {
	case "Format", "AppendFormat":
		layout, ok := keytext.ConstString(ir.Arg(cc, ir.NumArgs(cc)-1))
		return ok && coarseLayout(layout)
	case "Truncate", "Round":
		d, ok := ir.Arg(cc, 1).(*ssa.Const)
		if !ok || d.Value == nil {
			return false
		}
		ns, exact := constInt(d)
		return exact && ns >= 3600e9
	case "Year", "Month", "Day", "YearDay", "Weekday", "ISOWeek", "Date", "Hour":
		return true
	}
	return false
}

// coarseLayout reports whether a time layout has no element finer than
// the hour: once the date and hour elements are removed, no digit is left
// (minutes 04, seconds 05, fractions .000, zones -0700 all hold one).
func coarseLayout(layout string) bool {
	s := layout
	for _, tok := range []string{"2006", "January", "Monday", "Jan", "Mon", "MST", "__2", "002", "_2", "01", "02", "06", "15", "03", "PM", "pm", "1", "2", "3"} {
		s = strings.ReplaceAll(s, tok, "")
	}
	return !strings.ContainsAny(s, "0123456789")
}

func constInt(c *ssa.Const) (int64, bool) {
	defer func() { _ = recover() }()
	return c.Int64(), true
}

// check reports the sources of sink s in fn that make the key unstable.
func (c *checker) check(fn *ssa.Function, s sink, sinks []sink) {
	if strings.HasSuffix(c.p.Fset.Position(s.pos).Filename, "_test.go") {
		// Tests mint fixture IDs from the clock or uuid on purpose, so
		// that runs do not collide; no retry or redelivery replays them.
		return
	}
	srcs, hashes := c.trace(fn, s.val)
	srcs = slices.DeleteFunc(srcs, func(src source) bool {
		// Read() returns Reading{Time: time.Now(), Orgs: …} and the
		// sink keys on Orgs: the clock is in another field.
		return s.field != "" && src.field != "" && src.field != s.field && resultOf(s.val) == src.call
	})
	if len(srcs) == 0 {
		return
	}
	// The clock first: a time-derived key is wrong wherever it is used,
	// unless the store buckets it by the hour or more itself.
	if c.cfg.TimeKeys && !s.bucket {
		for _, src := range srcs {
			if src.kind != knowledge.SrcTime {
				continue
			}
			hashed := false
			for _, h := range hashes {
				if c.derivesFrom(fn, h, src.call) {
					hashed = true
					break
				}
			}
			if hashed {
				c.report(s, CatTimeHash, fmt.Sprintf("%s hashes a payload that includes the current time (from %s), so every retry hashes to a new key; leave timestamps out of the hashed payload and hash only stable request fields", s.subject(), src.chain),
					related(src.call.Pos(), "timestamp taken here"))
			} else {
				c.report(s, CatTime, fmt.Sprintf("%s is derived from the clock (%s), so it changes on every retry and can collide across requests; derive it from a stable request field such as the order ID", s.subject(), src.chain),
					related(src.call.Pos(), "time read here"))
			}
			return
		}
	}
	for _, src := range srcs {
		if src.kind == knowledge.SrcTime {
			continue
		}
		if scope, ok := c.p.Sum.InRetry(src.call); ok {
			if ss, ok := c.p.Sum.InRetry(s.instr); !ok || ss != scope {
				continue
			}
			c.reportPerAttempt(s, src, scope)
			return
		}
		h := c.handlers.of(src.call.Parent())
		if c.persistedBefore(src, s) {
			continue
		}
		if h == nil {
			if callerFallback(fn, src, s, sinks) {
				continue
			}
			c.noteMinter(src, s)
			c.perCall = append(c.perCall, minter{src: src, sink: s})
			continue
		}
		if c.cfg.Handlers {
			c.report(s, CatPerRequest, fmt.Sprintf("%s comes from %s, minted inside %s, so %s gets a new key and repeats the effect; %s", s.subject(), src.chain, h.desc, h.again, h.fix),
				related(src.call.Pos(), "key minted here"))
			return
		}
	}
}

// activityFix is the advice for a key minted inside a Temporal activity.
const activityFix = "derive it from activity.GetInfo(ctx): the workflow ID and the activity ID are the same on every attempt"

func (c *checker) reportPerAttempt(s sink, src source, scope *summary.RetryScope) {
	where := "inside the callback retried by " + scope.Name
	fix := "mint it once before " + scope.Name + " so that every attempt reuses it"
	rel := "retried here"
	switch {
	case scope.Kind == summary.RetryLoop:
		where = "inside a retry loop"
		fix = "mint it once before the loop so that every attempt reuses it"
		rel = "retry loop here"
	case scope.Activity:
		// Nothing runs before an attempt but the service: the stable key
		// is the activity's identity.
		fix = activityFix
	}
	d := analysis.Diagnostic{
		Pos:      s.pos,
		Category: CatPerAttempt,
		Message: fmt.Sprintf("%s comes from %s, minted %s, so every attempt sends a new key and a retry after a timeout repeats the effect; %s",
			s.subject(), src.chain, where, fix),
		Related: []analysis.RelatedInformation{
			{Pos: src.call.Pos(), Message: "key minted here"},
			{Pos: scope.Pos, Message: rel},
		},
	}
	if fix := c.hoist(src, scope); fix != nil {
		d.SuggestedFixes = []analysis.SuggestedFix{*fix}
	}
	c.emit(d)
}

func related(pos token.Pos, msg string) []analysis.RelatedInformation {
	return []analysis.RelatedInformation{{Pos: pos, Message: msg}}
}

func (c *checker) report(s sink, cat, msg string, rel []analysis.RelatedInformation) {
	c.emit(analysis.Diagnostic{Pos: s.pos, Category: cat, Message: msg, Related: rel})
}

func (c *checker) emit(d analysis.Diagnostic) {
	if !d.Pos.IsValid() || c.reported[d.Pos] {
		return
	}
	c.reported[d.Pos] = true
	c.p.Report(d)
}

// derivesFrom reports whether one of the arguments of the call h derives
// from the source call src.
func (c *checker) derivesFrom(fn *ssa.Function, h *ssa.CallCommon, src ssa.CallInstruction) bool {
	for i := 0; i < ir.NumArgs(h); i++ {
		srcs, _ := c.trace(fn, ir.Arg(h, i))
		for _, s := range srcs {
			if s.call == src {
				return true
			}
		}
	}
	// h.Sum(nil): what was written to the hash.
	if recv := ir.Arg(h, 0); recv != nil && h.IsInvoke() {
		srcs, _ := c.trace(fn, recv)
		for _, s := range srcs {
			if s.call == src {
				return true
			}
		}
	}
	return false
}

// persistedBefore reports whether the key minted by src is recorded
// (written to a store, sent to a non-key effect) or handed back to the
// caller (returned, written to the HTTP response) somewhere that can run
// before the sink: the intent is then durable and a redelivery can find it.
func (c *checker) persistedBefore(src source, s sink) bool {
	return c.keptBefore(src, s, false)
}

// keptBefore is persistedBefore; with unresolved, a key handed before the
// sink to a call nothing resolves (a repository interface injected from a
// package this one does not import) counts as kept too: that call may
// well record it.
func (c *checker) keptBefore(src source, s sink, unresolved bool) bool {
	top := ir.Enclosing(src.call.Parent())
	derived := func(fn *ssa.Function, v ssa.Value) bool {
		srcs, _ := c.trace(fn, v)
		for _, x := range srcs {
			if x.call == src.call {
				return true
			}
		}
		return false
	}
	before := func(x ssa.Instruction) bool {
		if x == s.instr {
			return false
		}
		if x.Parent() != s.instr.Parent() {
			return true // another function: be conservative
		}
		return ir.Reaches(x, s.instr)
	}
	var fns []*ssa.Function
	for _, fn := range c.p.Sum.Funcs {
		if ir.Within(fn, top) {
			fns = append(fns, fn)
		}
	}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch instr := instr.(type) {
				case *ssa.Return:
					if fn != src.call.Parent() {
						continue
					}
					for _, r := range instr.Results {
						// The error of the minting call (k, err :=
						// tokens.New(); if err != nil { return err }) is
						// not the key handed back.
						if !ir.IsError(r.Type()) && derived(fn, r) {
							return true
						}
					}
				case ssa.CallInstruction:
					if instr == s.instr || !before(instr) {
						continue
					}
					cc := instr.Common()
					if !c.records(cc) && !c.writesResponse(fn, cc) && !(unresolved && c.p.Sum.Resolve(cc).Open()) {
						continue
					}
					for i := 0; i < ir.NumArgs(cc); i++ {
						if derived(fn, ir.Arg(cc, i)) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// records reports whether a call persists something: a store write, a SQL
// statement, an effect, a record or claim of a key.
func (c *checker) records(cc *ssa.CallCommon) bool {
	if e := c.p.Sum.Entry(cc); e != nil && e.Has(knowledge.SQL) {
		return true
	}
	f := c.p.Sum.Call(cc)
	return f.Has(knowledge.Effect) || f.Has(knowledge.Record) || f.Has(knowledge.Claim) || f.Has(knowledge.Delta)
}

// writesResponse reports whether a call writes to an http.ResponseWriter
// (a method of one, or a call taking one or something made from one:
// json.NewEncoder(w).Encode(v)).
func (c *checker) writesResponse(fn *ssa.Function, cc *ssa.CallCommon) bool {
	top := ir.Enclosing(fn)
	fromWriter := func(v ssa.Value) bool {
		for _, r := range c.p.Sum.RootsUpTo(top, v) {
			if isResponseWriter(r.Type()) {
				return true
			}
		}
		return false
	}
	for i := 0; i < ir.NumArgs(cc); i++ {
		a := ir.Arg(cc, i)
		if a == nil {
			continue
		}
		if isResponseWriter(a.Type()) || fromWriter(a) {
			return true
		}
		for _, r := range c.p.Sum.RootsUpTo(top, a) {
			if call, ok := r.(*ssa.Call); ok {
				for _, x := range call.Call.Args {
					if fromWriter(x) {
						return true
					}
				}
			}
		}
	}
	return false
}

func isResponseWriter(t types.Type) bool {
	return ir.IsNamed(t, "net/http", "ResponseWriter")
}

// inMemoryClaim reports whether a claim keeps its key in the process's
// memory (a sync.Map, a map): its key is a cache key, not an idempotency key
// another attempt or replica must repeat (std's internal caches reach every
// caller through facts when dependencies are summarized).
func inMemoryClaim(it summary.Item) bool {
	return it.Role == knowledge.Claim && it.Store.InProcess()
}

// resultOf returns the call whose result v is (through a tuple's Extract
// and the conversions ir.Strip looks through), or nil.
func resultOf(v ssa.Value) ssa.CallInstruction {
	v = ir.Strip(v)
	if x, ok := v.(*ssa.Extract); ok {
		v = ir.Strip(x.Tuple)
	}
	if call, ok := v.(*ssa.Call); ok {
		return call
	}
	return nil
}

// callerFallback reports whether src mints the key of s only when the
// caller supplied none: src runs on the nil (or "") side of a test of a
// value the function received, and on the other side that value becomes
// the same key. stripe-go's request backend sends the caller's
// params.IdempotencyKey when it is set and stripe.NewIdempotencyKey() when
// it is not: whether the key spans the caller's retries is the caller's
// choice, and a caller that sets none is where the finding belongs.
func callerFallback(fn *ssa.Function, src source, s sink, sinks []sink) bool {
	b := src.call.Block()
	if b == nil || src.call.Parent() != fn {
		return false
	}
	for d := b.Idom(); d != nil; d = d.Idom() {
		iff, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || (bin.Op != token.EQL && bin.Op != token.NEQ) {
			continue
		}
		x := noneTested(bin)
		if x == nil || !ir.DependsOn(x, isParam) {
			continue
		}
		none, set := d.Succs[0], d.Succs[1] // x == none
		if bin.Op == token.NEQ {
			none, set = set, none
		}
		if len(none.Preds) != 1 || !none.Dominates(b) || len(set.Preds) != 1 {
			continue
		}
		for _, o := range sinks {
			ob := o.instr.Block()
			if o.instr == s.instr || o.what != s.what || ob == nil || !set.Dominates(ob) {
				continue
			}
			// The walk goes from a load to what was stored at its
			// address; the pointer *params.IdempotencyKey loads from is
			// itself the tested value.
			read := func(v ssa.Value) bool {
				if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL && ir.SameValue(u.X, x) {
					return true
				}
				return ir.SameValue(v, x)
			}
			if ir.DependsOn(o.val, read) {
				return true
			}
		}
	}
	return false
}

// noneTested returns the value bin compares with nil or the empty string,
// or nil.
func noneTested(bin *ssa.BinOp) ssa.Value {
	none := func(v ssa.Value) bool {
		k, ok := v.(*ssa.Const)
		if !ok {
			return false
		}
		if k.IsNil() {
			return true
		}
		s, ok := keytext.ConstString(k)
		return ok && s == ""
	}
	switch {
	case none(bin.Y):
		return bin.X
	case none(bin.X):
		return bin.Y
	}
	return nil
}

func isParam(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		return true
	}
	return false
}
