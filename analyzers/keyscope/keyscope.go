package keyscope

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "keyscope"

// CategoryShared is the category of a key namespace shared by two operations.
const CategoryShared = "shared-namespace"

// Config configures the analyzer: it has no options.
type Config struct{ analyzer.Base }

var def = analyzer.Def[Config, *Config]{Name: Name, Doc: doc, Policy: Policy, Run: run, Facts: []analysis.Fact{new(shapeFact), new(nsFact)}}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// site is a key handed to an operation.
type site struct {
	op    string    // the operation: "stripe.RefundParams", "billing.Charge"
	same  string    // what op is compared by (sameOp)
	shape string    // the key's shape
	ns    string    // the namespace of the sink ("": cannot be told)
	pos   token.Pos // where the key is handed over (or the call that does it)
	from  string    // the package whose fact the site comes from, "" when local
	fn    *ssa.Function
}

type state struct {
	p     *analyzer.Pass
	funcs map[*types.Func]*ssa.Function // this package's functions
	ns    map[nsKey]string              // paramNS, memoized
}

func run(p *analyzer.Pass, _ *Config) error {
	s := &state{p: p, funcs: map[*types.Func]*ssa.Function{}, ns: map[nsKey]string{}}
	for _, fn := range p.Sum.Funcs {
		if obj := ir.FuncObject(fn); obj != nil && fn.Parent() == nil {
			s.funcs[obj] = fn
		}
	}
	var sites []site
	for _, fn := range p.Sum.Funcs {
		if p.InTest(fn.Pos()) {
			continue
		}
		local := s.sinks(fn)
		sites = append(sites, local...)
		sites = append(sites, s.imported(fn)...)
		s.export(fn, local)
		s.exportNS(fn)
	}
	sort.SliceStable(sites, func(i, j int) bool { return sites[i].pos < sites[j].pos })
	reported := map[token.Pos]bool{}
	for j, b := range sites {
		for _, a := range sites[:j] {
			if a.same == b.same || a.shape != b.shape || a.ns == "" || a.ns != b.ns || a.from != "" && a.from == b.from || reported[b.pos] {
				continue
			}
			reported[b.pos] = true
			s.report(a, b)
		}
	}
	return nil
}

// sinks returns the keys fn hands to operations: stripe's idempotency key
// (by method or field) of a *Params type, and the key parameter of a
// function whose summary sinks it.
func (s *state) sinks(fn *ssa.Function) []site {
	var out []site
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Store:
				if s.p.Sum.KeyField(x.Addr) == "" {
					continue
				}
				if op := paramsType(x.Addr.(*ssa.FieldAddr).X); op != "" {
					out = s.add(out, fn, op, fieldNS(x.Addr, fn), x.Val, x.Pos())
				}
			case *ssa.Call:
				out = append(out, s.callSinks(fn, x)...)
			}
		}
	}
	return out
}

func (s *state) callSinks(fn *ssa.Function, call *ssa.Call) []site {
	var out []site
	c, pos := &call.Call, call.Pos()
	callee := ir.Callee(c)
	if callee == nil {
		return nil
	}
	for _, it := range s.p.Sum.Call(c).All(knowledge.KeySink) {
		if it.Param < 0 || it.Field != "" {
			continue
		}
		key := ir.Arg(c, it.Param)
		if key == nil {
			continue
		}
		op := ""
		if s.p.Sum.Entry(c) != nil {
			op = paramsType(ir.Arg(c, 0)) // params.SetIdempotencyKey(key)
		} else {
			op = describe(callee)
		}
		if op != "" {
			out = s.add(out, fn, op, s.callNS(fn, call, it.Param), key, pos)
		}
	}
	return out
}

func (s *state) add(out []site, fn *ssa.Function, op, ns string, key ssa.Value, pos token.Pos) []site {
	sh, ok := shapeOf(key)
	if !ok {
		return out
	}
	return append(out, site{op: op, same: sameOp(op), shape: sh, ns: ns, pos: pos, fn: fn})
}

// paramsType names the *Params type whose embedded Params a value
// addresses: &pi.Params is a field of a PaymentIntentParams. A Params
// literal copied into one (PaymentIntentParams{Params: stripe.Params{…}})
// names the type it is copied into.
func paramsType(v ssa.Value) string {
	if alloc, ok := v.(*ssa.Alloc); ok {
		return copiedInto(alloc)
	}
	fa, ok := v.(*ssa.FieldAddr)
	if !ok {
		return ""
	}
	pt, ok := types.Unalias(fa.X.Type()).Underlying().(*types.Pointer)
	if !ok {
		return ""
	}
	n, ok := types.Unalias(pt.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}

// describe names a user function as code reads it: "billing.Client.Charge".
func describe(fn *types.Func) string {
	name := fn.Name()
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

func (s *state) report(a, b site) {
	first := s.p.Fset.Position(a.pos)
	s.p.Report(analysis.Diagnostic{
		Pos:      b.pos,
		Category: CategoryShared,
		Message: fmt.Sprintf("the idempotency key of %s is built as %s, exactly as the key of %s (line %d): "+
			"the second operation on the same value is taken for a replay of the first and answered with its stored result, "+
			"or rejected as a reused key; put the operation in the key, such as %q+…",
			b.op, b.shape, a.op, first.Line, opPrefix(b.op)),
		Related: []analysis.RelatedInformation{{Pos: a.pos, Message: "the same key shape for " + a.op}},
	})
}

// opPrefix proposes a key prefix for an operation: "refund:v1:".
func opPrefix(op string) string {
	name := op[strings.LastIndex(op, ".")+1:]
	name = strings.TrimSuffix(name, "Params")
	return strings.ToLower(name) + ":v1:"
}

// copiedInto names the *Params type a local Params literal is copied into.
func copiedInto(alloc *ssa.Alloc) string {
	for _, r := range *alloc.Referrers() {
		load, ok := r.(*ssa.UnOp)
		if !ok || load.Op != token.MUL || load.Referrers() == nil {
			continue
		}
		for _, u := range *load.Referrers() {
			if st, ok := u.(*ssa.Store); ok && st.Val == load {
				if op := paramsType(st.Addr); op != "" {
					return op
				}
			}
		}
	}
	return ""
}

// sameOp is what an operation is compared by. stripe-go v82 has two APIs
// for one create: paymentintent.New takes PaymentIntentParams, and
// stripe.Client's V1PaymentIntents.Create takes PaymentIntentCreateParams;
// both create a payment intent, so the Create infix is dropped.
func sameOp(op string) string {
	if strings.HasPrefix(op, "stripe.") && strings.HasSuffix(op, "CreateParams") {
		return strings.TrimSuffix(op, "CreateParams") + "Params"
	}
	return op
}
