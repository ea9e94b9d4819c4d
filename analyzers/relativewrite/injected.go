package relativewrite

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/summary"
)

// Injected repositories (internal/inject, docs/resolution.md).
//
// A service that calls its injected repository's method on a transaction
// it keys nowhere (one its repository's runner hands its callback, or one
// it begins) cannot see whether that method writes relatively: the value
// in the field is stored by a constructor's caller. The call is recorded
// as a fact on the constructor, with the argument that carries the
// transaction (Injection.Keys) and the other methods of the same field
// handed that transaction (Injection.Peers). The package that wires a
// repository into the constructor reports when the wired method has a
// TxDelta fact on that argument and none of the peers claims.

// injectedFact is exported on a constructor or an exported field.
type injectedFact = inject.FactOf[Config]

var newInjectedFact = inject.NewFact[Config]()

// unkeyedTx is how an injection names the transaction it is handed.
const unkeyedTx = "a transaction nothing keys"

// injectedTx records a call through an injected field that is handed a
// transaction the enclosing function decides (not one of its own
// parameters, which its callers decide) and keys nowhere.
func (s *state) injectedTx(fn *ssa.Function, call ssa.CallInstruction) {
	c := call.Common()
	fld, method := inject.Through(s.p.Sum, c)
	if fld == nil || method == "" {
		return
	}
	for i := 1; i < ir.NumArgs(c); i++ {
		st := &site{call: call, fn: fn, recv: ir.Arg(c, i)}
		txs := s.txRoots(fn, st.recv)
		if len(txs) == 0 {
			continue
		}
		if out, _ := s.deferTo(st); out != nil || s.exempt(st) {
			return
		}
		peers, ok := s.txPeers(call, fld.Name(), txs)
		if !ok {
			return
		}
		h := inject.New(s.p.Fset, fn, fld, method, unkeyedTx, unkeyedTx, call.Pos())
		h.It.Keys = 1 << uint(i)
		h.It.Peers = peers
		s.hazards = append(s.hazards, h)
		return
	}
}

// txPeers returns, comma-separated and sorted, the methods of the same
// injected field that the enclosing function and its literals hand one of
// the transactions txs, besides call; ok is false when another dynamic
// call that nothing resolves is handed one (it may key the transaction,
// and no wiring package can tell).
func (s *state) txPeers(call ssa.CallInstruction, field string, txs map[ssa.Value]bool) (string, bool) {
	var peers []string
	for _, other := range s.scope[ir.Enclosing(call.Parent())] {
		c := other.Common()
		if other == call || !s.handsTx(other, txs) {
			continue
		}
		if fld, m := inject.Through(s.p.Sum, c); fld != nil && fld.Name() == field && m != "" {
			peers = append(peers, m)
			continue
		}
		if s.p.Sum.Resolve(c).Open() {
			return "", false
		}
	}
	sort.Strings(peers)
	return strings.Join(peers, ","), true
}

// wiredValue reports a value handed to a constructor whose package calls
// its method on an unkeyed transaction, when the value's method applies a
// delta on that argument and none of the methods called on the same
// transaction claims.
func (s *state) wiredValue(at ssa.Instruction, v ssa.Value, it inject.Injection, how string) {
	ts := s.p.Sum.InjectedTargets(v, it.Method)
	if ts == nil {
		// A field of this package that its own constructor fills: the
		// package that builds it judges.
		if h, ok := inject.Rewired(s.p.Sum, v, it); ok {
			s.hazards = append(s.hazards, h)
		}
		return
	}
	f, name := s.targetsDelta(ts, it.Keys)
	if f == nil || s.peerClaims(v, it.Peers) {
		return
	}
	via := append([]string{name}, f.Via...)
	if len(via) > summary.MaxVia {
		via = via[:summary.MaxVia]
	}
	d := analysis.Diagnostic{
		Pos:      at.Pos(),
		Category: categoryOf(f.Shape),
		Related:  inject.Related(s.p.Fset, it, "the injected value called with the transaction"),
		Message: fmt.Sprintf("%s a value whose %s runs %s (in %s) on the transaction %s hands it at %s, which nothing keys: it %s",
			how, it.Method, f.What, (&summary.Item{Via: via}).Chain(), it.Func, it.At, harmOf(f.Shape, f.Effect, f.What)),
	}
	if p := report.Lookup(s.p.Fset, f.At); p.IsValid() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: p, Message: "the relative write, on the transaction passed"})
	}
	s.p.Report(d)
}

// targetsDelta returns the first TxDelta fact of the functions fns whose
// transaction parameter is one of the arguments keys marks, and the name
// of that function.
func (s *state) targetsDelta(fns []*ssa.Function, keys uint64) (*TxDelta, string) {
	for _, fn := range fns {
		f := s.local[fn]
		if obj := ir.FuncObject(fn); f == nil && obj != nil && obj.Pkg() != s.p.Pkg {
			imp := new(TxDelta)
			if s.p.ImportObjectFact(obj, imp) {
				f = imp
			}
		}
		if f != nil && f.Param >= 0 && f.Param < 64 && keys&(1<<uint(f.Param)) != 0 {
			return f, inject.FuncName(fn)
		}
	}
	return nil, ""
}

// peerClaims reports whether one of the methods peers (comma-separated) of
// the wired value claims a key, or is unknown.
func (s *state) peerClaims(v ssa.Value, peers string) bool {
	if peers == "" {
		return false
	}
	for _, m := range strings.Split(peers, ",") {
		f := s.p.Sum.InjectedFact(v, m)
		if f == nil || f.Has(knowledge.Claim) {
			return true
		}
	}
	return false
}
