package checkthenact

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Injected stores (internal/inject, docs/resolution.md).
//
// A consumer that deduplicates through a store interface of its own,
// injected by its constructor and implemented in a package it does not
// import, calls two methods on the store around an effect: one whose
// result decides whether the effect runs, one after the effect on the
// same key. It cannot tell which is a check and which a claim. It records
// the pair as a fact on the constructor; the package that wires a concrete
// store reports there when the first method is an existence check and the
// second a record of the same store (not atomic), and stays silent when
// the first is an atomic claim.

// injectedFact is exported on a constructor or an exported field.
type injectedFact = inject.FactOf[Config]

var newInjectedFact = inject.NewFact[Config]()

// storeCall is a call through a field of the package that nothing
// resolves, with the key shape of its arguments.
type storeCall struct {
	call   *ssa.Call
	field  *types.Var
	method string
	key    []string
}

// injectedStores records, for fn, each pair of calls on one injected
// field: the first's result guards an effect, the second runs after the
// effect on the side where the effect ran, with a key the first also took.
func (c *checker) injectedStores(b *body) {
	if len(b.stores) < 2 || len(b.effects) == 0 {
		return
	}
	calls, fn := b.stores, b.fn
	for _, chk := range calls {
		guards := c.guards(&site{instr: chk.call}, b.ifs)
		if len(guards) == 0 {
			continue
		}
		again := func(x ssa.Instruction) bool { return x == chk.call }
		for _, rec := range calls {
			if rec.field != chk.field || rec.method == chk.method || !intersects(chk.key, rec.key) || !ir.Reaches(chk.call, rec.call) {
				continue
			}
			for _, e := range b.effects {
				if c.p.Sum.InjectedField(&e.call.Call) == chk.field {
					continue // another call on the store
				}
				if !ir.ReachesWithout(e.call, rec.call, again) || !guarded(guards, e.call) || !sameSide(guards, e.call, rec.call) {
					continue
				}
				h := inject.New(c.p.Fset, fn, chk.field, chk.method, e.name, e.name, chk.call.Pos())
				h.It.Then = rec.method
				c.hazards = append(c.hazards, h)
				break
			}
		}
	}
}

// storeCallOf returns x as a call through an injected field, or nil.
func (c *checker) storeCallOf(x *ssa.Call) *storeCall {
	fld, method := inject.Through(c.p.Sum, &x.Call)
	if fld == nil || method == "" {
		return nil
	}
	sc := &storeCall{call: x, field: fld, method: method}
	for i := 1; i < ir.NumArgs(&x.Call); i++ { // 0 is the store itself
		a := ir.Arg(&x.Call, i)
		if a == nil || ir.IsNamed(a.Type(), "context", "Context") {
			continue
		}
		sc.key = append(sc.key, c.sh.keyOf(a).all()...)
	}
	if len(sc.key) == 0 {
		return nil
	}
	return sc
}

// wiredValue reports a store handed to a constructor whose package checks
// with one of its methods and records with another around an effect, when
// the first is an existence check and the second a record, both of one
// store: the pair is not atomic.
func (c *checker) wiredValue(at ssa.Instruction, v ssa.Value, it inject.Injection, how string) {
	if it.Then == "" {
		return
	}
	chkF, recF := c.p.Sum.InjectedFact(v, it.Method), c.p.Sum.InjectedFact(v, it.Then)
	if chkF == nil && recF == nil {
		// A field of this package that its own constructor fills (an
		// app holding the store it hands the consumer): the package
		// that builds it judges.
		if h, ok := inject.Rewired(c.p.Sum, v, it); ok {
			c.hazards = append(c.hazards, h)
		}
		return
	}
	if chkF == nil || recF == nil || chkF.Has(knowledge.Claim) || recF.Has(knowledge.Claim) {
		return
	}
	chk, rec := chkF.First(knowledge.Check), recF.First(knowledge.Record)
	if chk == nil || rec == nil {
		return
	}
	fc, fr := familyOf(chk), familyOf(rec)
	if fc != fr || fc == famUnknown || fc.InProcess() {
		return
	}
	c.p.Report(analysis.Diagnostic{
		Pos:      at.Pos(),
		Related:  inject.Related(c.p.Fset, it, "the injected store checks the key here; the effect and the record follow"),
		Category: CategoryCheckThenAct,
		Message: how + " a value whose " + it.Method + " is an existence check (" + libCall(chk) + ") and whose " + it.Then +
			" records the key (" + libCall(rec) + "), and " + it.Func + " checks with " + it.Called() + " at " + it.At +
			", runs " + it.Site + " and then calls " + it.Then + ": two concurrent deliveries both see the key absent and both run it; " + remedy(fc),
	})
}

// libCall names the library call at the end of an item's chain.
func libCall(it *summary.Item) string {
	if len(it.Via) == 0 {
		return "a call"
	}
	return it.Via[len(it.Via)-1]
}
