package relativewrite

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "relativewrite"

// Flag names, a contract with golangci-lint settings and the config file.
const (
	// FlagZombieWrite turns on the zombie-write check.
	FlagZombieWrite = "zombie-write"
)

// Categories of findings.
const (
	CategoryDelta       = "delta"        // c = c + e, INCRBY, $inc, ADD
	CategoryToggle      = "toggle"       // c = NOT c, c = 1 - c
	CategoryAppend      = "append"       // c = c || e, APPEND, LPUSH on a ledger, $push
	CategoryZombieWrite = "zombie-write" // last-write-wins UPDATE on a versioned table
)

// Config configures the analyzer; its options are declared in def.
type Config struct {
	analyzer.Base
	// ZombieWrite reports an unconditional UPDATE … SET c = $1 on a table
	// whose DDL in the package has a version column, when the WHERE clause
	// does not compare the version (off by default).
	ZombieWrite bool
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy, Run: run,
	Generated: new(generatedFact),
	Forwarded: forwarded,
	Facts:     []analysis.Fact{new(TxDelta), new(injectedFact)},
	Options: []analyzer.Option[Config]{
		analyzer.Bool(FlagZombieWrite, false, func(c *Config) *bool { return &c.ZombieWrite }, "report last-write-wins UPDATEs on tables with a version column that do not check it"),
	},
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// TxDelta is an object fact: the function applies a relative write on the
// transaction it receives as parameter Param, and keys it nowhere itself,
// so whether the delta is keyed is decided where the transaction is opened.
type TxDelta struct {
	Param  int                  // receiver-first position of the transaction parameter
	What   string               // the write, as the message names it
	Shape  string               // summary.ShapeDelta, ShapeToggle or ShapeAppend
	Effect knowledge.EffectKind // knowledge.KindSQL or KindStore
	Via    []string             // the chain down to the library call, outermost first
	// At is where the library call is, as "file:line:col": the callers
	// that report point at it (related information) where the driver
	// loaded its file.
	At string
}

// AFact marks TxDelta as an analysis fact.
func (*TxDelta) AFact() {}

func (f *TxDelta) String() string { return fmt.Sprintf("txdelta(%d)", f.Param) }

// site is one relative write: a library call, or a call of a function
// whose TxDelta fact says it writes relatively on the transaction passed.
type site struct {
	call  ssa.CallInstruction
	fn    *ssa.Function
	recv  ssa.Value
	key   ssa.Value
	what  string
	shape string
	kind  knowledge.EffectKind
	via   []string // nil for a library call
	at    string   // the library call's position, "file:line:col", for a call of a wrapper
}

type state struct {
	p   *analyzer.Pass
	cfg *Config
	// local TxDelta facts of this package's named functions.
	local map[*ssa.Function]*TxDelta
	// dedup caches isDedup per call.
	dedup map[ssa.CallInstruction]bool
	// scope lists, per outermost function, its calls and those of its literals.
	scope map[*ssa.Function][]ssa.CallInstruction
	// hazards are injected calls handed an unkeyed transaction (injected.go).
	hazards []inject.Hazard
}

func run(p *analyzer.Pass, cfg *Config) error {
	s := &state{
		p:     p,
		cfg:   cfg,
		local: make(map[*ssa.Function]*TxDelta),
		dedup: make(map[ssa.CallInstruction]bool),
		scope: make(map[*ssa.Function][]ssa.CallInstruction),
	}
	for _, fn := range p.Sum.Funcs {
		out := ir.Enclosing(fn)
		s.scope[out] = append(s.scope[out], ir.Calls(fn)...)
	}
	var direct []*site
	for _, fn := range p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			if st := s.librarySite(fn, call); st != nil {
				direct = append(direct, st)
			}
		}
	}
	// Decide the library sites, then the calls of functions that write
	// relatively on the transaction they are given, until no new
	// deferral appears (a wrapper of a wrapper…); bounded.
	reports := make(map[ssa.CallInstruction]*site)
	decided := make(map[ssa.CallInstruction]bool)
	pending := direct
	for round := 0; round < 8 && (round == 0 || len(pending) > 0); round++ {
		for _, st := range pending {
			decided[st.call] = true
			if s.exempt(st) {
				continue
			}
			if fn, param := s.deferTo(st); fn != nil {
				if s.local[fn] == nil {
					s.local[fn] = &TxDelta{Param: param, What: st.what, Shape: st.shape, Effect: st.kind, Via: st.via, At: st.at}
					if st.via == nil {
						s.local[fn].Via = []string{summary.Describe(ir.Callee(st.call.Common()))}
						s.local[fn].At = s.p.Fset.Position(st.call.Pos()).String()
					}
				}
				continue
			}
			reports[st.call] = st
		}
		pending = nil
		for _, fn := range p.Sum.Funcs {
			for _, call := range ir.Calls(fn) {
				if decided[call] {
					continue
				}
				if st := s.wrapperSite(fn, call); st != nil {
					pending = append(pending, st)
				}
			}
		}
	}
	// Calls of an injected repository on an unkeyed transaction, and the
	// values this package wires into such calls (injected.go).
	for _, fn := range p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			if !decided[call] {
				s.injectedTx(fn, call)
			}
		}
		inject.Wired(p.Pass, fn, newInjectedFact, s.wiredValue)
	}
	inject.Export(p.Pass, p.Sum, s.hazards, newInjectedFact)
	// Export the facts of the named functions that defer.
	var fns []*ssa.Function
	for fn := range s.local {
		fns = append(fns, fn)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		if obj := ir.FuncObject(fn); obj != nil && obj.Pkg() == p.Pkg {
			p.ExportObjectFact(obj, s.local[fn])
		}
	}
	var out []*site
	for _, st := range reports {
		out = append(out, st)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].call.Pos() < out[j].call.Pos() })
	for _, st := range out {
		s.report(st)
	}
	if cfg.ZombieWrite {
		s.zombies()
	}
	return nil
}

// librarySite returns the relative write a library call performs, or nil.
func (s *state) librarySite(fn *ssa.Function, call ssa.CallInstruction) *site {
	c := call.Common()
	d := s.p.Sum.DeltaAt(c)
	if d == nil {
		return nil
	}
	st := &site{call: call, fn: fn, recv: d.Recv, key: d.Key, what: d.What, shape: d.Shape, kind: d.Effect}
	callee := ir.Callee(c)
	e := s.p.Sum.Entry(c)
	switch {
	case e.Has(knowledge.Delta):
		keyText := ""
		if t, ok := keytext.Text(d.Key); ok {
			keyText = t
		}
		if d.Shape == summary.ShapeAppend && (callee.Name() == "LPush" || callee.Name() == "RPush" || callee.Name() == "LPushX" || callee.Name() == "RPushX") {
			// A list is a queue unless its key says it is a ledger.
			if !summary.HasSegment(keyText, ledgerWords) {
				return nil
			}
		}
		st.what = summary.Describe(callee)
		if keyText != "" {
			st.what += " on " + quoteKey(keyText)
		}
	case d.Effect == knowledge.KindSQL && strings.HasPrefix(d.What, "gorm.Expr"):
		st.what = d.What + " in " + summary.Describe(callee)
	case d.Effect == knowledge.KindStore:
		st.what = d.What + " in " + summary.Describe(callee)
	}
	return st
}

// wrapperSite returns the relative write a call of a function with a
// TxDelta fact performs on the transaction it passes, or nil.
func (s *state) wrapperSite(fn *ssa.Function, call ssa.CallInstruction) *site {
	c := call.Common()
	var f *TxDelta
	if g := c.StaticCallee(); g != nil && s.local[g] != nil {
		f = s.local[g]
	} else if callee := ir.Callee(c); callee != nil && callee.Pkg() != nil && callee.Pkg() != s.p.Pkg {
		imp := new(TxDelta)
		if s.p.ImportObjectFact(callee, imp) {
			f = imp
		}
	}
	if f == nil {
		return nil
	}
	tx := ir.Arg(c, f.Param)
	if tx == nil {
		return nil
	}
	name := "func value"
	if callee := ir.Callee(c); callee != nil {
		name = summary.Describe(callee)
	}
	via := append([]string{name}, f.Via...)
	if len(via) > summary.MaxVia {
		via = via[:summary.MaxVia]
	}
	return &site{call: call, fn: fn, recv: tx, what: f.What, shape: f.Shape, kind: f.Effect, via: via, at: f.At}
}

// exempt reports whether the write is keyed or not business state.
func (s *state) exempt(st *site) bool {
	if st.key != nil && (s.timeBucket(st.fn, st.key) || s.expires(st.fn, st.key)) {
		return true
	}
	if s.declaredClaim(st.fn) || s.claimDominates(st.fn, st.call) || s.insideClaimCallback(st.fn) {
		return true
	}
	return s.keyedInTx(st)
}

// timeBucket reports whether a key embeds a time bucket (its roots hold a
// time source: time.Now, t.Unix(), t.Truncate(…)) or names a rate limiter
// or a window in its constant parts: such counters are meant to count
// attempts, not to be exactly-once.
func (s *state) timeBucket(fn *ssa.Function, key ssa.Value) bool {
	if t, ok := keytext.Text(key); ok && summary.HasSegment(t, summary.WindowWords) {
		return true
	}
	for _, root := range s.p.Sum.RootsUpTo(ir.Enclosing(fn), key) {
		call, ok := root.(*ssa.Call)
		if !ok {
			continue
		}
		for _, it := range s.p.Sum.Call(&call.Call).All(knowledge.Source) {
			if it.Source == knowledge.SrcTime {
				return true
			}
		}
	}
	return false
}

// expires reports whether fn also sets a time to live on the key (INCR
// then EXPIRE in one pipeline): a counter that expires is a window, meant
// to count attempts, not persistent business state.
func (s *state) expires(fn *ssa.Function, key ssa.Value) bool {
	for _, call := range ir.Calls(fn) {
		cc := call.Common()
		for _, it := range s.p.Sum.Call(cc).All(knowledge.Expire) {
			if it.Param >= 0 && ir.SameValue(ir.Arg(cc, it.Param), key) {
				return true
			}
		}
	}
	return false
}

// declaredClaim reports whether fn, or a function it is nested in, says by
// directive (//idemlint:claim) that it claims its key first.
func (s *state) declaredClaim(fn *ssa.Function) bool {
	for f := fn; f != nil; f = f.Parent() {
		for _, it := range s.p.Sum.Func(f).All(knowledge.Claim) {
			if len(it.Via) > 0 && strings.HasPrefix(it.Via[0], "//idemlint:") {
				return true
			}
		}
	}
	return false
}

// claimDominates reports whether a claim or a dedup insert runs before the
// write on every path, in its function or, for a function literal, before
// the literal is made in the enclosing functions.
func (s *state) claimDominates(fn *ssa.Function, at ssa.Instruction) bool {
	for depth := 0; fn != nil && at != nil && depth < 8; depth++ {
		for _, call := range ir.Calls(fn) {
			if call != at && s.isDedup(call) && ir.Dominates(call, at) {
				return true
			}
		}
		at = makeClosureOf(fn)
		fn = fn.Parent()
	}
	return false
}

// insideClaimCallback reports whether fn is a literal handed to a call that
// claims (go-redis Watch): its writes apply only if the watched keys did not
// change.
func (s *state) insideClaimCallback(fn *ssa.Function) bool {
	for f := fn; f != nil && f.Parent() != nil; f = f.Parent() {
		for _, call := range ir.Calls(f.Parent()) {
			c := call.Common()
			passes := false
			for _, a := range c.Args {
				if ir.ClosureOf(a) == f {
					passes = true
				}
			}
			if passes && s.p.Sum.Call(c).Has(knowledge.Claim) {
				return true
			}
		}
	}
	return false
}

func makeClosureOf(fn *ssa.Function) ssa.Instruction {
	parent := fn.Parent()
	if parent == nil {
		return nil
	}
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn {
				return mc
			}
			if c, ok := instr.(ssa.CallInstruction); ok && c.Common().Value == fn {
				return instr
			}
		}
	}
	return nil
}

// keyedInTx reports whether the transaction the write runs on also
// executes a dedup insert or a claim, anywhere in the enclosing function
// and its literals.
func (s *state) keyedInTx(st *site) bool {
	txs := s.txRoots(st.fn, st.recv)
	if len(txs) == 0 {
		return false
	}
	for _, call := range s.scope[ir.Enclosing(st.fn)] {
		if call != st.call && s.isDedup(call) && s.handsTx(call, txs) {
			return true
		}
	}
	return false
}

// handsTx reports whether a call is handed one of the transactions txs,
// as its receiver or as an argument.
func (s *state) handsTx(call ssa.CallInstruction, txs map[ssa.Value]bool) bool {
	c := call.Common()
	for i := 0; i < ir.NumArgs(c); i++ {
		for r := range s.txRoots(call.Parent(), ir.Arg(c, i)) {
			if txs[r] {
				return true
			}
		}
	}
	return false
}

// txRoots returns the transactions v derives from: the results of calls
// that begin one, and parameters whose type commits one (a *sql.Tx, a
// pgx.Tx, a gorm *DB handed to a Transaction callback). Method chains that
// return their receiver's type (gorm's Model, Where, WithContext) are
// followed to their receiver.
func (s *state) txRoots(fn *ssa.Function, v ssa.Value) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	if v == nil {
		return out
	}
	seen := make(map[ssa.Value]bool)
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if seen[v] {
			return
		}
		seen[v] = true
		for _, root := range s.p.Sum.RootsUpTo(ir.Enclosing(fn), v) {
			switch root := root.(type) {
			case *ssa.Parameter:
				if s.isTxParam(root) {
					out[root] = true
				}
			case *ssa.Call:
				c := &root.Call
				if e := s.p.Sum.Entry(c); e != nil && e.Has(knowledge.TxBegin) {
					out[root] = true
					continue
				}
				if depth < 16 && chainsReceiver(c) {
					walk(ir.Arg(c, 0), depth+1)
				}
			}
		}
	}
	walk(v, 0)
	return out
}

// chainsReceiver reports whether c is a method call whose result has its
// receiver's type (a builder chain such as gorm's db.Model(…).Where(…)).
func chainsReceiver(c *ssa.CallCommon) bool {
	callee := ir.Callee(c)
	if callee == nil || !ir.IsMethod(callee) {
		return false
	}
	sig := c.Signature()
	recv := ir.Arg(c, 0)
	if recv == nil || sig.Results().Len() == 0 {
		return false
	}
	return types.Identical(sig.Results().At(0).Type(), recv.Type())
}

// isTxParam reports whether a parameter holds a transaction: its type
// commits one (a method with role TxCommit) and either cannot begin one
// (*sql.Tx) or says it is one by its name or its type's name (pgx.Tx;
// tx *gorm.DB, whereas db *gorm.DB is the pool).
func (s *state) isTxParam(p *ssa.Parameter) bool {
	commits, begins := s.txMethods(p.Type())
	if !commits {
		return false
	}
	return !begins || strings.Contains(strings.ToLower(p.Name()), "tx") || strings.Contains(typeName(p.Type()), "Tx")
}

// txMethods reports whether t has a method the knowledge says commits a
// transaction, and one that begins one.
func (s *state) txMethods(t types.Type) (commits, begins bool) {
	ms := types.NewMethodSet(t)
	if _, ok := t.Underlying().(*types.Pointer); !ok {
		if _, ok := t.Underlying().(*types.Interface); !ok {
			ms = types.NewMethodSet(types.NewPointer(t))
		}
	}
	for i := 0; i < ms.Len(); i++ {
		if m, ok := ms.At(i).Obj().(*types.Func); ok {
			e := s.p.Sum.Base.Lookup(m)
			commits = commits || e.Has(knowledge.TxCommit)
			begins = begins || e.Has(knowledge.TxBegin)
		}
	}
	return commits, begins
}

// isDedup reports whether a call claims a key or records one in a dedup
// store (summary.Result.DedupRecord, with the suite's words), cached per
// call.
func (s *state) isDedup(call ssa.CallInstruction) bool {
	v, ok := s.dedup[call]
	if !ok {
		v = s.p.Sum.DedupRecord(call.Common(), s.cfg.Dedup)
		s.dedup[call] = v
	}
	return v
}

func typeName(t types.Type) string {
	for i := 0; i < 4; i++ {
		switch x := types.Unalias(t).(type) {
		case *types.Pointer:
			t = x.Elem()
			continue
		case *types.Named:
			return x.Obj().Name()
		case *types.Interface:
			return ""
		}
		break
	}
	return ""
}

// deferTo returns the named function whose transaction parameter the write
// runs on, when every transaction the write derives from is such a
// parameter: the caller, which opens the transaction, decides whether the
// delta is keyed.
func (s *state) deferTo(st *site) (*ssa.Function, int) {
	txs := s.txRoots(st.fn, st.recv)
	if len(txs) == 0 {
		return nil, -1
	}
	out := ir.Enclosing(st.fn)
	if ir.FuncObject(out) == nil {
		return nil, -1
	}
	param := -1
	for v := range txs {
		p, ok := v.(*ssa.Parameter)
		if !ok || p.Parent() != out {
			return nil, -1
		}
		for i, x := range out.Params {
			if x == p && (param < 0 || i < param) {
				param = i
			}
		}
	}
	if param < 0 {
		return nil, -1
	}
	return out, param
}

func (s *state) report(st *site) {
	what := st.what
	if len(st.via) > 0 {
		what += " (in " + (&summary.Item{Via: st.via}).Chain() + ") on the transaction passed here"
	}
	d := analysis.Diagnostic{
		Pos:      st.call.Pos(),
		Category: categoryOf(st.shape),
		Message:  what + " " + harmOf(st.shape, st.kind, st.what),
	}
	if p := report.Lookup(s.p.Fset, st.at); p.IsValid() {
		d.Related = []analysis.RelatedInformation{{Pos: p, Message: "the relative write, on the transaction passed"}}
	}
	s.p.Report(d)
}

// categoryOf returns the category of a finding on a write of shape.
func categoryOf(shape string) string {
	switch shape {
	case summary.ShapeToggle:
		return CategoryToggle
	case summary.ShapeAppend:
		return CategoryAppend
	}
	return CategoryDelta
}

// harmOf says what a replay does to a write of shape, and the fix.
func harmOf(shape string, kind knowledge.EffectKind, what string) string {
	switch shape {
	case summary.ShapeToggle:
		return "flips the value back on every retry or redelivery; set the target value instead, or key it with a dedup insert in the same transaction"
	case summary.ShapeAppend:
		return "appends again on every retry or redelivery; " + fixFor(kind, what)
	}
	return "applies the delta again on every retry or redelivery; " + fixFor(kind, what)
}

func fixFor(kind knowledge.EffectKind, what string) string {
	switch {
	case kind == knowledge.KindSQL:
		return "key it with a dedup insert in the same transaction or write the absolute value"
	case strings.HasPrefix(what, "$"):
		return "record the event id in the same document (filter on it with $ne and $addToSet it in the update) or $set the absolute value"
	case strings.HasPrefix(what, "ADD ") || strings.Contains(what, "dynamodb."):
		return "add a ConditionExpression on the event id (NOT contains(applied, :event)) and record it in the same update, or SET the absolute value"
	}
	return "claim the event id with SET NX in the same MULTI/EXEC or write the absolute value with SET"
}

// zombies reports, when enabled, unconditional UPDATEs on a table whose
// DDL in this package has a version column.
func (s *state) zombies() {
	versioned := s.versionedTables()
	if len(versioned) == 0 {
		return
	}
	for _, fn := range s.p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			e := s.p.Sum.Entry(c)
			if e == nil || !e.Has(knowledge.SQL) || e.Query == "" {
				continue
			}
			t, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
			if !ok {
				continue
			}
			for _, stmt := range sqltext.Split(t) {
				col := versioned[strings.ToLower(stmt.Table)]
				if stmt.Kind != sqltext.Update || col == "" || !lastWriteWins(stmt, col) {
					continue
				}
				s.p.Report(analysis.Diagnostic{
					Pos:      call.Pos(),
					Category: CategoryZombieWrite,
					Message: fmt.Sprintf("UPDATE %s overwrites the row without checking %s, so a late retry or redelivery undoes a newer write; add AND %s = $n to the WHERE clause and SET %s = %s + 1",
						stmt.Table, col, col, col, col),
				})
				break
			}
		}
	}
}

// lastWriteWins reports whether an UPDATE sets columns absolutely, leaves
// the version column alone and does not compare it.
func lastWriteWins(stmt sqltext.Statement, version string) bool {
	if stmt.Holes || len(stmt.Set) == 0 {
		return false
	}
	for _, a := range stmt.Set {
		if a.Rel != sqltext.RelNone || strings.EqualFold(a.Column, version) {
			return false
		}
	}
	for _, w := range stmt.Where {
		if w.Hole || strings.EqualFold(w.Column, version) || strings.Contains(strings.ToLower(w.Text), version) {
			return false
		}
	}
	return len(stmt.Where) > 0
}

// versionedTables maps the tables created by DDL in the package's string
// constants to their version column.
func (s *state) versionedTables() map[string]string {
	out := make(map[string]string)
	for _, f := range s.p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			tv, ok := s.p.TypesInfo.Types[e]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return true
			}
			text := constant.StringVal(tv.Value)
			if !strings.Contains(strings.ToLower(text), "create") {
				return false
			}
			for _, stmt := range sqltext.Split(text) {
				if stmt.Kind != sqltext.CreateTable || stmt.Create == nil {
					continue
				}
				for _, c := range stmt.Create.Columns {
					switch strings.ToLower(c.Name) {
					case "version", "lock_version", "row_version":
						out[strings.ToLower(stmt.Create.Name)] = strings.ToLower(c.Name)
					}
				}
			}
			return false
		})
	}
	return out
}

var (
	ledgerWords = []string{"ledger", "history", "journal", "transactions", "transaction", "txns", "txn", "entries", "audit", "postings", "movements"}
)

// quoteKey renders a key's folded text for a message: run-time parts as ….
func quoteKey(t string) string {
	return "\"" + strings.ReplaceAll(t, sqltext.Hole, "…") + "\""
}
