package checkthenact

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "checkthenact"

// Flag names.
const (
	// FlagInMemory turns on the rules for in-process dedup sets (a shared
	// map or a sync.Map checked, then written after the effect).
	FlagInMemory = "in-memory"
	// FlagMutex turns on the report of a sync.Mutex held around a check on
	// an external store (Redis, SQL, DynamoDB), which guards one process only.
	FlagMutex = "mutex"
)

// Categories of findings.
const (
	// CategoryCheckThenAct: an existence check on a store, an effect, then a
	// record of the key, with no atomic claim.
	CategoryCheckThenAct = "check-then-act"
	// CategoryInMemory: the same on a shared map or a sync.Map with no
	// mutex held from the check through the record.
	CategoryInMemory = "check-then-act-in-memory"
	// CategoryMutexOneProcess: a mutex held around a check on an external
	// store, which protects one process only.
	CategoryMutexOneProcess = "mutex-one-process"
)

// Config configures the analyzer; its options are declared in def.
type Config struct {
	analyzer.Base
	// InMemory reports check-then-act on shared maps and sync.Map.
	InMemory bool
	// Mutex reports a mutex around a check on an external store.
	Mutex bool
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy, Run: run,
	Facts: []analysis.Fact{new(injectedFact)},
	Options: []analyzer.Option[Config]{
		analyzer.Bool(FlagInMemory, true, func(c *Config) *bool { return &c.InMemory }, "report check-then-act on shared maps and sync.Map (in-process dedup sets)"),
		analyzer.Bool(FlagMutex, true, func(c *Config) *bool { return &c.Mutex }, "report a sync.Mutex held around a check on an external store, which guards one process only"),
	},
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// A site is a check, a claim or a record of a key: a call, or a map
// lookup or store.
type site struct {
	instr ssa.Instruction
	call  *ssa.CallCommon // nil for a map lookup or store
	item  *summary.Item   // the role's item; nil for a map lookup or store
	fam   family
	key   key
	// table is the SQL table a statement reads or writes, or "".
	table string
	// model is the gorm model a call reads or writes, or nil.
	model types.Type
	// lock: an SQL statement that takes a row or advisory lock.
	lock bool
	// name is the API as code spells it ("redis.Exists"), chain the fact's
	// chain when the role comes through a user function.
	name, chain string
	// mapX is the shape of the map of a map lookup or store.
	mapX string
	// lookup: a read of one row by key (summary.Lookup), whose nil error
	// means found.
	lookup bool
	// deferred: a record run by a defer at the function's return; instr
	// is the Defer, at the record itself (handwritten.go).
	deferred bool
	at       ssa.Instruction
}

// pos is the instruction a finding points at for the site.
func (s *site) pos() ssa.Instruction {
	if s.at != nil {
		return s.at
	}
	return s.instr
}

// effect is a call that changes the world.
type effect struct {
	call *ssa.Call
	item summary.Item
	name string
	// unresolved marks a call nothing resolves (dispatch.go).
	unresolved bool
}

type checker struct {
	p     *analyzer.Pass
	cfg   *Config
	sh    *shaper
	facts map[*ssa.CallCommon]*summary.Fact
	// hazards are check-and-record pairs on injected stores (injected.go).
	hazards []inject.Hazard
	// wired are the pairs a wiring call completes, with the effect
	// judged the likeliest of their candidates (injected.go).
	wired []*wiredPair
}

func run(p *analyzer.Pass, cfg *Config) error {
	if p.Sum.Pkg == nil {
		return nil
	}
	c := &checker{p: p, cfg: cfg, sh: &shaper{kb: p.Sum.Base}, facts: make(map[*ssa.CallCommon]*summary.Fact)}
	for _, fn := range p.Sum.Funcs {
		c.function(fn)
		inject.Wired(p.Pass, fn, newInjectedFact, c.wiredValue)
		c.reportWired()
	}
	inject.Export(p.Pass, p.Sum, c.hazards, newInjectedFact)
	return nil
}

func (c *checker) fact(cc *ssa.CallCommon) *summary.Fact {
	if f, ok := c.facts[cc]; ok {
		return f
	}
	f := c.p.Sum.Call(cc)
	c.facts[cc] = f
	return f
}

// function runs every check on one function's body: what the body holds
// is collected once (collect.go), then each category looks at it.
func (c *checker) function(fn *ssa.Function) {
	if len(fn.Blocks) == 0 {
		return
	}
	b := c.collect(fn)
	c.claimsUnchecked(b)
	c.tableClaimsUnchecked(b)
	c.injectedStores(b)
	c.stateMachine(b)
	c.checksThenAct(b)
}

// checksThenAct reports each existence check that guards an effect
// followed by a record of the same key, with no atomic claim in between
// (check-then-act, check-then-act-in-memory, mutex-one-process).
func (c *checker) checksThenAct(b *body) {
	if len(b.checks) == 0 || len(b.records) == 0 || len(b.effects) == 0 {
		return
	}
	for _, chk := range b.checks {
		c.check(b, chk)
	}
}

// check reports chk if it guards an effect followed by a record of the
// same key, with no atomic claim in between.
func (c *checker) check(b *body, chk *site) {
	fn := b.fn
	guards := c.guards(chk, b.ifs)
	if len(guards) == 0 {
		return
	}
	inTx := false
	if chk.fam == famSQL || chk.fam == famGorm {
		inTx = c.inTx(fn, chk)
	}
	// A path that runs the check again has gone round a loop to another
	// key: the effect of one iteration does not precede the record of the
	// next (check, record, then effect, in a loop over items).
	again := func(x ssa.Instruction) bool { return x == chk.instr }
	// For gorm's First, Take and Last, and a lookup, a nil error means the
	// row was found.
	errFound := chk.lookup
	if chk.call != nil && !errFound {
		e := c.p.Sum.Entry(chk.call)
		errFound = e != nil && e.Result == knowledge.ResultErr
	}
	for _, rec := range b.records {
		if rec.instr == chk.instr || !c.sameKey(chk, rec) || !recordAfter(chk.instr, rec) {
			continue
		}
		if c.recheckedUnderLock(b, chk, rec) {
			continue
		}
		fill := c.cacheFill(rec, b.effects)
		for _, e := range b.effects {
			if e.call == chk.instr || e.call == rec.instr {
				continue
			}
			if !effectBefore(e.call, rec, again) || !guarded(guards, e.call) || errFound && foundSide(guards, e.call) {
				continue
			}
			// An unresolved call is the effect only on the side where the
			// key was absent, only when what is recorded is a marker, not
			// the value the call computed (a cache fill), and not when the
			// record is written only because the call failed.
			if e.unresolved && (fill || !rec.deferred && (!sameSide(guards, e.call, rec.instr) || c.failureOnly(b, e, rec))) {
				continue
			}
			// An SQL write in the same transaction as the check and the
			// record rolls back with them.
			if inTx && e.item.Effect == knowledge.KindSQL {
				continue
			}
			if claimedBefore(chk, b.claims, e.call) {
				continue
			}
			if c.keyedByCheck(chk, e) {
				continue
			}
			c.report(fn, chk, rec, e, b.locks, b.unlocks)
			return
		}
	}
}

// keyedByCheck reports whether the effect carries the checked key as its
// own idempotency key (a KeySink argument built from the same values:
// PayoutKeyed(ctx, "payout:"+t.ID, …) after a check of t.ID): the receiver
// deduplicates two deliveries that both pass the check, so the check only
// saves a call.
func (c *checker) keyedByCheck(chk *site, e *effect) bool {
	if chk.key.empty() {
		return false
	}
	for _, it := range c.fact(&e.call.Call).All(knowledge.KeySink) {
		if it.Param < 0 {
			continue
		}
		want := chk.key.all()
		if ir.DependsOn(ir.Arg(&e.call.Call, it.Param), func(x ssa.Value) bool {
			return isScalar(x.Type()) && intersects(want, []string{c.sh.shape(x, 0)})
		}) {
			return true
		}
	}
	return false
}

// polarity says on which side of a branch the key is absent.
type polarity int

const (
	eitherSide polarity = iota // unknown: the effect must lie on exactly one side
	trueSide
	falseSide
)

type guard struct {
	ifi *ssa.If
	pol polarity
}

// guards returns the branches whose condition derives from the check's
// result. An error compared with nil counts only on its non-nil side: a
// check whose error returns early guards nothing by its error.
func (c *checker) guards(chk *site, ifs []*ssa.If) []guard {
	var out []guard
	target := ssa.Value(nil)
	switch x := chk.instr.(type) {
	case *ssa.Call:
		target = x
	case *ssa.Lookup:
		target = x
	default:
		return nil
	}
	for _, ifi := range ifs {
		if !ir.DependsOn(ifi.Cond, func(v ssa.Value) bool { return v == target }) {
			continue
		}
		pol := eitherSide
		if bin, ok := ifi.Cond.(*ssa.BinOp); ok && (bin.Op == token.EQL || bin.Op == token.NEQ) {
			if isNilError(bin.X, bin.Y) || isNilError(bin.Y, bin.X) {
				if bin.Op == token.NEQ {
					pol = trueSide
				} else {
					pol = falseSide
				}
			}
		}
		out = append(out, guard{ifi: ifi, pol: pol})
	}
	return out
}

func isNilError(x, y ssa.Value) bool {
	k, ok := y.(*ssa.Const)
	if !ok || !k.IsNil() {
		return false
	}
	return ir.IsError(x.Type())
}

// sides reports from which side of the guard's branch (true, false) the
// block of i is reached; ok is false when the branch is not two-way.
func (g guard) sides(i ssa.Instruction) (t, f, ok bool) {
	b := g.ifi.Block()
	if len(b.Succs) != 2 {
		return false, false, false
	}
	return blockReaches(b.Succs[0], i.Block(), b), blockReaches(b.Succs[1], i.Block(), b), true
}

// guarded reports whether some guard decides whether e runs: e is reached
// from one side of the branch and not from the other.
func guarded(guards []guard, e ssa.Instruction) bool {
	for _, g := range guards {
		t, f, ok := g.sides(e)
		if !ok {
			continue
		}
		switch g.pol {
		case trueSide:
			if t && !f {
				return true
			}
		case falseSide:
			if f && !t {
				return true
			}
		default:
			if t != f {
				return true
			}
		}
	}
	return false
}

// foundSide reports whether a guard that knows which side means "absent"
// (err compared with nil, for a check whose nil error means found) runs e
// only on the other side, where the key was found: if err == nil &&
// rec.ID != 0 { copy(rec) } acts on a present key, whatever the inner
// condition says.
func foundSide(guards []guard, e ssa.Instruction) bool {
	for _, g := range guards {
		b := g.ifi.Block()
		if g.pol == eitherSide || len(b.Succs) != 2 {
			continue
		}
		t := blockReaches(b.Succs[0], e.Block(), b)
		f := blockReaches(b.Succs[1], e.Block(), b)
		if g.pol == trueSide && f && !t || g.pol == falseSide && t && !f {
			return true
		}
	}
	return false
}

// blockReaches reports whether to is reachable from start (start included)
// without passing through stop.
func blockReaches(start, to, stop *ssa.BasicBlock) bool {
	if start == stop {
		return false
	}
	return start == to || to != stop && ir.BlocksReach(start, to, func(b *ssa.BasicBlock) bool { return b == stop })
}

// claimedBefore reports whether an atomic claim (or a lock that serializes
// the deliveries: SELECT … FOR UPDATE, an advisory lock) on the check's
// store may run before the effect.
func claimedBefore(chk *site, claims []*site, e ssa.Instruction) bool {
	for _, cl := range claims {
		if !compatible(chk.fam, cl.fam) && !(sqlish(chk.fam) && sqlish(cl.fam)) {
			continue
		}
		if cl.instr == chk.instr || ir.Reaches(cl.instr, e) {
			return true
		}
	}
	return false
}

func sqlish(f family) bool { return f == famSQL || f == famGorm }

// sameKey reports whether rec records the key chk checks: the same store,
// the same table or model, and the same key.
func (c *checker) sameKey(chk, rec *site) bool {
	if !compatible(chk.fam, rec.fam) {
		return false
	}
	if chk.mapX != rec.mapX {
		return false
	}
	if chk.table != "" && rec.table != "" && chk.table != rec.table {
		return false
	}
	sameModel := false
	if chk.model != nil && rec.model != nil {
		if !types.Identical(chk.model, rec.model) {
			return false
		}
		sameModel = true
	}
	if chk.key.empty() || rec.key.empty() {
		return sameModel
	}
	if chk.key.scalar != "" && rec.key.scalar != "" {
		return chk.key.scalar == rec.key.scalar && subset(chk.key.extra, rec.key.all())
	}
	return sameModel && (len(chk.key.all()) == 0 || len(rec.key.all()) == 0) || intersects(chk.key.all(), rec.key.all())
}

// callSite describes a call that checks, claims or records.
func (c *checker) callSite(call ssa.CallInstruction, it *summary.Item) *site {
	cc := call.Common()
	s := &site{instr: call, call: cc, item: it, fam: familyOf(it), name: c.calleeName(cc)}
	if by := c.p.Sum.ImplementedBy(cc); by != "" && len(it.Via) == 1 {
		s.chain = by // "implemented by redis": a call through an interface
	} else if ch := it.Chain(); ch != "" && !strings.HasSuffix(s.name, it.Via[0]) && !strings.HasPrefix(it.Via[0], "//") {
		s.chain = "which calls " + ch
	}
	e := c.p.Sum.Entry(cc)
	switch {
	case e != nil && e.Has(knowledge.SQL):
		// The key is in the arguments after the statement.
		qi := e.Pos(e.Query)
		if text, ok := keytext.Text(ir.Arg(cc, qi)); ok {
			st := sqltext.Parse(text)
			s.table = st.QualifiedTable()
			s.lock = st.ForUpdate || advisoryLock(text)
		}
		for i := qi + 1; i < ir.NumArgs(cc); i++ {
			s.key.leaves = append(s.key.leaves, c.sh.leaves(ir.Arg(cc, i), 0)...)
		}
		s.key.leaves = uniq(s.key.leaves)
		if s.fam == famGorm {
			s.model = c.gormModel(cc)
		}
	case s.fam == famGorm && e != nil:
		c.gormKey(cc, e, s)
		s.lock = gormLocking(cc)
	default:
		if it.Param >= 0 {
			s.key = c.sh.keyOf(ir.Arg(cc, it.Param))
			// The arguments after the key: a hash field, a set member.
			if e != nil {
				for i := it.Param + 1; i < ir.NumArgs(cc); i++ {
					a := ir.Arg(cc, i)
					if ir.IsContext(a.Type()) {
						continue
					}
					s.key.extra = append(s.key.extra, c.sh.leaves(a, 0)...)
				}
				s.key.extra = uniq(s.key.extra)
			}
		}
	}
	return s
}

// sqlLock returns a claim-like site for an SQL statement that locks: a
// row lock or an advisory lock serializes the deliveries.
func (c *checker) sqlLock(call *ssa.Call) *site {
	cc := &call.Call
	e := c.p.Sum.Entry(cc)
	if e == nil || !e.Has(knowledge.SQL) {
		return nil
	}
	text, ok := keytext.Text(ir.EntryArg(cc, e, e.Query))
	if !ok {
		return nil
	}
	if !sqltext.Parse(text).ForUpdate && !advisoryLock(text) {
		return nil
	}
	fam := famSQL
	if strings.HasPrefix(e.Name, "(*gorm.io/") {
		fam = famGorm
	}
	return &site{instr: call, call: cc, fam: fam, lock: true}
}

func advisoryLock(text string) bool {
	t := strings.ToLower(text)
	return strings.Contains(t, "pg_advisory") || strings.Contains(t, "get_lock(")
}

// gormKey fills the key and model of a gorm call: conds and the arguments
// of the Where calls on the receiver chain, or the model written.
func (c *checker) gormKey(cc *ssa.CallCommon, e *knowledge.Func, s *site) {
	if s.item.Role == knowledge.Record {
		v := ir.Arg(cc, 1)
		s.key.leaves = uniq(c.sh.leaves(v, 0))
		s.model = modelType(v)
		return
	}
	var leaves []string
	for i := 2; i < ir.NumArgs(cc); i++ { // conds
		leaves = append(leaves, c.sh.leaves(ir.Arg(cc, i), 0)...)
	}
	for _, call := range gormChain(cc) {
		fn := ir.Callee(&call.Call)
		if fn == nil {
			continue
		}
		switch fn.Name() {
		case "Where", "Or", "Not":
			for i := 2; i < ir.NumArgs(&call.Call); i++ {
				leaves = append(leaves, c.sh.leaves(ir.Arg(&call.Call, i), 0)...)
			}
			// db.Where(&Processed{ID: id}): a struct condition.
			if q := ir.Strip(ir.Arg(&call.Call, 1)); q != nil && !isScalar(q.Type()) {
				leaves = append(leaves, c.sh.leaves(q, 0)...)
			}
		}
	}
	s.key.leaves = uniq(leaves)
	s.model = c.gormModel(cc)
}

// gormLocking reports whether the receiver chain of a gorm call holds
// Clauses(clause.Locking{…}): SELECT … FOR UPDATE or FOR SHARE.
func gormLocking(cc *ssa.CallCommon) bool {
	found := false
	gormcall.Chain(cc, func(call *ssa.CallCommon) {
		if fn := ir.Callee(call); fn == nil || fn.Name() != "Clauses" {
			return
		}
		for i := 1; i < ir.NumArgs(call); i++ {
			a := ir.Arg(call, i)
			elems, ok := ir.Varargs(a)
			if !ok {
				elems = []ssa.Value{a}
			}
			for _, x := range elems {
				if gormcall.ClauseLiteral(x, "Locking") != nil {
					found = true
				}
			}
		}
	})
	return found
}

// gormModel returns the model a gorm call reads: its destination (First,
// Take, Last, Find) or a Model call on the receiver chain.
func (c *checker) gormModel(cc *ssa.CallCommon) types.Type {
	if fn := ir.Callee(cc); fn != nil {
		switch fn.Name() {
		case "First", "Take", "Last", "Find", "Create", "Save", "FirstOrCreate":
			if t := modelType(ir.Arg(cc, 1)); t != nil {
				return t
			}
		}
	}
	for _, call := range gormChain(cc) {
		if fn := ir.Callee(&call.Call); fn != nil && fn.Name() == "Model" {
			return modelType(ir.Arg(&call.Call, 1))
		}
	}
	return nil
}

// gormChain returns the calls of the receiver chain of a gorm call
// (db.Model(&T{}).Where(…) for ….First), innermost last.
func gormChain(cc *ssa.CallCommon) []*ssa.Call {
	callee := ir.Callee(cc)
	if callee == nil || callee.Pkg() == nil {
		return nil
	}
	var out []*ssa.Call
	recv := ir.Arg(cc, 0)
	for i := 0; i < 16; i++ {
		call, ok := recv.(*ssa.Call)
		if !ok {
			break
		}
		fn := ir.Callee(&call.Call)
		if fn == nil || fn.Pkg() != callee.Pkg() || !ir.IsMethod(fn) {
			break
		}
		out = append(out, call)
		recv = ir.Arg(&call.Call, 0)
	}
	return out
}

// modelType returns the struct type a gorm destination or value points to
// (through pointers and slices), or nil.
func modelType(v ssa.Value) types.Type {
	if v = ir.Strip(v); v == nil {
		return nil
	}
	return model.Struct(v.Type())
}

// mapSite describes a lookup in, or a store to, a map shared beyond the
// call: a field or a package variable.
func (c *checker) mapSite(instr ssa.Instruction, m, k ssa.Value) *site {
	if _, ok := m.Type().Underlying().(*types.Map); !ok || !sharedMap(m) {
		return nil
	}
	return &site{
		instr: instr,
		fam:   famMap,
		key:   key{scalar: c.sh.shape(k, 0)},
		mapX:  c.sh.shape(m, 0),
		name:  "map lookup",
	}
}

// sharedMap reports whether the map is read from a struct field or a
// package variable, which other goroutines may reach.
func sharedMap(m ssa.Value) bool {
	switch x := m.(type) {
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		switch a := x.X.(type) {
		case *ssa.Global:
			return true
		case *ssa.FieldAddr:
			_, local := a.X.(*ssa.Alloc)
			return !local
		}
	case *ssa.Field:
		_, param := x.X.(*ssa.Parameter)
		return param
	}
	return false
}

// inTx reports whether an SQL check runs on a transaction: its receiver
// (or the start of its gorm chain) is the result of a call that begins one,
// or the parameter of a literal that a transaction helper runs.
func (c *checker) inTx(fn *ssa.Function, chk *site) bool {
	if chk.call == nil {
		return false
	}
	recv := ir.Arg(chk.call, 0)
	if chain := gormChain(chk.call); len(chain) > 0 {
		recv = ir.Arg(&chain[len(chain)-1].Call, 0)
	}
	for _, root := range c.p.Sum.RootsUpTo(ir.Enclosing(fn), recv) {
		switch r := root.(type) {
		case *ssa.Call:
			if c.fact(&r.Call).Has(knowledge.TxBegin) {
				return true
			}
			for _, call := range gormChain(&r.Call) {
				if c.fact(&call.Call).Has(knowledge.TxBegin) {
					return true
				}
			}
			if fnc := ir.Callee(&r.Call); fnc != nil && fnc.Name() == "Begin" {
				if e := c.p.Sum.Entry(&r.Call); e != nil && e.Has(knowledge.TxBegin) {
					return true
				}
			}
		case *ssa.Parameter:
			lit := r.Parent()
			if lit.Parent() == nil {
				continue
			}
			for _, call := range ir.Calls(lit.Parent()) {
				cc := call.Common()
				for _, a := range cc.Args {
					if ir.ClosureOf(a) == lit && c.fact(cc).Has(knowledge.TxBegin) {
						return true
					}
				}
			}
		}
	}
	return false
}

// mutexOp classifies calls of sync.Mutex and sync.RWMutex.
func mutexOp(cc *ssa.CallCommon) string {
	fn := ir.Callee(cc)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return ""
	}
	switch fn.FullName() {
	case "(*sync.Mutex).Lock", "(*sync.RWMutex).Lock":
		return "lock"
	case "(*sync.Mutex).Unlock", "(*sync.RWMutex).Unlock":
		return "unlock"
	}
	return ""
}

// heldLock returns the Lock call of a mutex that is held from chk through
// rec: the Lock dominates the check and no Unlock of the same mutex can
// run between them (a deferred Unlock runs at return).
func (c *checker) heldLock(chk, rec ssa.Instruction, locks, unlocks []*ssa.Call) *ssa.Call {
	for _, l := range locks {
		if !ir.Dominates(l, chk) {
			continue
		}
		mu := c.sh.shape(ir.Arg(&l.Call, 0), 0)
		// An Unlock between the check and the record: a path from the check
		// through the Unlock to the record that does not pass the check
		// again (in a loop, the next iteration's check is under a new Lock).
		isCheck := func(i ssa.Instruction) bool { return i == chk }
		released := false
		for _, u := range unlocks {
			if c.sh.shape(ir.Arg(&u.Call, 0), 0) != mu {
				continue
			}
			if ir.ReachesWithout(chk, u, isCheck) && ir.ReachesWithout(u, rec, isCheck) {
				released = true
				break
			}
		}
		if !released {
			return l
		}
	}
	return nil
}

func (c *checker) report(fn *ssa.Function, chk, rec *site, e *effect, locks, unlocks []*ssa.Call) {
	lock := c.heldLock(chk.instr, rec.instr, locks, unlocks)
	if lock != nil && (chk.fam.InProcess() || chk.fam == famUnknown) {
		return // a mutex held from check through record guards an in-process set
	}
	if lock != nil && !c.cfg.Mutex {
		return
	}
	pos, end := c.span(fn, chk.instr)
	if !pos.IsValid() {
		return
	}
	what := chk.name
	if chk.chain != "" {
		what += " (" + chk.chain + ")"
	}
	recWhat := rec.name
	if rec.chain != "" {
		recWhat += " (" + rec.chain + ")"
	}
	d := analysis.Diagnostic{Pos: pos, End: end}
	switch {
	case lock != nil:
		d.Category = CategoryMutexOneProcess
		d.Message = "the mutex held around the existence check by " + what + " protects one process only: a redelivery to another replica still sees the key absent and runs " + e.name + " again; " + remedy(chk.fam)
	case chk.fam.InProcess():
		d.Category = CategoryInMemory
		if chk.fam == famMap {
			d.Message = "map lookup and the later store of the same key are not atomic: two concurrent deliveries both miss the key and both run " + e.name + "; " + remedy(chk.fam)
		} else {
			d.Message = "existence check by " + what + " is not atomic with the record by " + recWhat + ": two concurrent deliveries both miss the key and both run " + e.name + "; " + remedy(chk.fam)
		}
	case chk.lookup:
		d.Category = CategoryCheckThenAct
		d.Message = "lookup by " + what + ", whose \"no rows\" error is taken as absence, is not atomic with the record by " + recWhat + ": two concurrent deliveries both find no row and both run " + e.name + "; " + remedy(chk.fam)
	default:
		d.Category = CategoryCheckThenAct
		d.Message = "existence check by " + what + " is not atomic with the record by " + recWhat + ": two concurrent deliveries both see the key absent and both run " + e.name + "; " + remedy(chk.fam)
	}
	ep, ee := c.span(fn, e.call)
	rp, re := c.span(fn, rec.pos())
	effMsg := "effect runs here: " + e.name
	if ch := e.item.Chain(); ch != "" && !strings.HasSuffix(e.name, e.item.Via[0]) && !strings.HasPrefix(e.item.Via[0], "//") {
		effMsg += " (which calls " + ch + ")"
	}
	d.Related = append(d.Related,
		analysis.RelatedInformation{Pos: ep, End: ee, Message: effMsg},
		analysis.RelatedInformation{Pos: rp, End: re, Message: recordedMsg(rec)})
	if lock != nil {
		lp, le := c.span(fn, lock)
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: lp, End: le, Message: "mutex locked here"})
	} else if chk.fam == famRedis && !rec.deferred {
		if fix, ok := c.setNXFix(fn, chk, rec, e); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
	}
	c.p.Report(d)
}

// calleeName renders a callee for messages; functions of the package
// under analysis without their package name.
func (c *checker) calleeName(cc *ssa.CallCommon) string {
	fn := ir.Callee(cc)
	if fn == nil {
		// A local closure called through its variable (deliver :=
		// func…; a recursive one declared first) is named by it.
		if u, ok := cc.Value.(*ssa.UnOp); ok && ir.ClosureOf(u) != nil {
			if a, ok := u.X.(*ssa.Alloc); ok && a.Comment != "" {
				return "the closure " + a.Comment
			}
		}
		return "a function value"
	}
	if fn.Pkg() == c.p.Pkg {
		name := summary.Describe(fn)
		return strings.TrimPrefix(name, fn.Pkg().Name()+".")
	}
	return summary.Describe(fn)
}

// span returns the source range of the expression behind an instruction:
// the whole call expression of a call, the index expression of a map
// lookup or the assignment of a map store.
func (c *checker) span(fn *ssa.Function, instr ssa.Instruction) (token.Pos, token.Pos) {
	pos := instr.Pos()
	if x, ok := instr.(ssa.CallInstruction); ok {
		pos = x.Common().Pos()
	}
	if !pos.IsValid() {
		return token.NoPos, token.NoPos
	}
	file := c.fileOf(pos)
	if file == nil {
		return pos, pos
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	for _, n := range path {
		switch n := n.(type) {
		case *ast.CallExpr:
			if n.Lparen == pos {
				return n.Pos(), n.End()
			}
		case *ast.IndexExpr:
			if n.Lbrack == pos {
				return n.Pos(), n.End()
			}
		case *ast.AssignStmt:
			return n.Pos(), n.End()
		}
	}
	return pos, pos
}

func (c *checker) fileOf(pos token.Pos) *ast.File {
	for _, f := range c.p.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}
