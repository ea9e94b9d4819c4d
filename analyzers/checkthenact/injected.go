package checkthenact

import (
	"strings"

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
			// Every effect between them is a candidate: one injected
			// too is judged where it is wired (a read there is none).
			for _, e := range b.effects {
				efld := c.p.Sum.InjectedField(&e.call.Call)
				if efld == chk.field {
					continue // another call on the store
				}
				if !ir.ReachesWithout(e.call, rec.call, again) || !guarded(guards, e.call) || !sameSide(guards, e.call, rec.call) {
					continue
				}
				h := inject.New(c.p.Fset, fn, chk.field, chk.method, e.name, e.name, chk.call.Pos())
				h.It.Then = rec.method
				if efld != nil && e.call.Call.IsInvoke() {
					h.AlsoField, h.It.AlsoMethod = efld, e.call.Call.Method.Name()
				}
				c.hazards = append(c.hazards, h)
				if h.AlsoField == nil {
					break // a known effect, or one nothing resolves: the first is enough
				}
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

// wiredPair is a check-and-record pair a wiring call completes: the store
// handed there checks with one method and records with the other. Its
// effect is the likeliest of the candidates the consumer recorded.
type wiredPair struct {
	at       ssa.Instruction
	how      string
	it       inject.Injection
	chk, rec *summary.Item
	fam      family
	rank     effectRank
	effect   string
}

// effectRank orders what a candidate effect is, as the wiring call
// shows it.
type effectRank int

const (
	noEffect    effectRank = iota // the wired value only reads, or a unique insert guards it
	openEffect                    // a call nothing resolves here either: the effect by the policy
	knownEffect                   // the wired value's summary performs an effect
)

// wiredValue files a store handed to a constructor whose package checks
// with one of its methods and records with another around an effect, when
// the first is an existence check and the second a record, both of one
// store: the pair is not atomic. The effect is judged by what the value
// the same call hands for it does (effectOf).
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
	rank, name := c.effectOf(at, it)
	for _, w := range c.wired {
		if w.at == at && w.it.Param == it.Param && w.it.Func == it.Func && w.it.At == it.At && w.it.Then == it.Then {
			if rank > w.rank {
				w.rank, w.effect, w.it = rank, name, it
			}
			return
		}
	}
	c.wired = append(c.wired, &wiredPair{at: at, how: how, it: it, chk: chk, rec: rec, fam: fc, rank: rank, effect: name})
}

// effectOf judges a candidate effect of a pair at the wiring call: the
// consumer's own when it names no injected value, else what the value
// the call hands for it does: nothing (a read), an SQL write behind a
// unique key (a second delivery's insert fails and its transaction rolls
// back), an effect, or, when nothing resolves it here either, the effect
// by the policy.
func (c *checker) effectOf(at ssa.Instruction, it inject.Injection) (effectRank, string) {
	call, ok := at.(ssa.CallInstruction)
	if it.AlsoMethod == "" || !ok || it.Also < 0 || it.Also >= len(call.Common().Args) {
		return openEffect, it.Site
	}
	f := c.p.Sum.InjectedFact(call.Common().Args[it.Also], it.AlsoMethod)
	if f == nil {
		return openEffect, it.Site
	}
	effects := f.All(knowledge.Effect)
	if len(effects) == 0 || uniqueGuarded(f, effects) {
		return noEffect, ""
	}
	name, rest, ok := strings.Cut(effects[0].Chain(), ", which calls ")
	switch {
	case name == "":
		name = it.Site
	case ok:
		name += " (which calls " + rest + ")"
	}
	return knownEffect, name
}

// uniqueGuarded reports whether every effect is an SQL write and one of
// them a plain insert on a unique key: the payments shape, where a second
// delivery's insert fails and rolls back the writes with it.
func uniqueGuarded(f *summary.Fact, effects []summary.Item) bool {
	for _, e := range effects {
		if e.Effect != knowledge.KindSQL {
			return false
		}
	}
	return f.Has(summary.UniqueInsert)
}

// reportWired reports the pairs the wiring calls of a function complete,
// each with its likeliest effect.
func (c *checker) reportWired() {
	for _, w := range c.wired {
		if w.rank == noEffect {
			continue
		}
		it := w.it
		c.p.Report(analysis.Diagnostic{
			Pos:      w.at.Pos(),
			Related:  inject.Related(c.p.Fset, it, "the injected store checks the key here; the effect and the record follow"),
			Category: CategoryCheckThenAct,
			Message: w.how + " a value whose " + it.Method + " is an existence check (" + libCall(w.chk) + ") and whose " + it.Then +
				" records the key (" + libCall(w.rec) + "), and " + it.Func + " checks with " + it.Called() + " at " + it.At +
				", runs " + w.effect + " and then calls " + it.Then + ": two concurrent deliveries both see the key absent and both run it; " + remedy(w.fam),
		})
	}
	c.wired = c.wired[:0]
}

// libCall names the library call at the end of an item's chain.
func libCall(it *summary.Item) string {
	if len(it.Via) == 0 {
		return "a call"
	}
	return it.Via[len(it.Via)-1]
}
