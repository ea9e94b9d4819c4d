package retrykeyless

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// Injected dependencies (internal/inject, docs/resolution.md).
//
// A call through a field or a parameter that the package's type flow
// resolves has the Unkeyed facts of its targets. A call through a field set
// outside the package (an exported constructor's parameter) inside a retry
// is recorded as a fact on the constructor: the package that wires a
// concrete dependency into it reports there when that dependency mutates
// without a key.

// injectedFact is exported on a constructor or an exported field.
type injectedFact = inject.FactOf[Config]

var newInjectedFact = inject.NewFact[Config]()

// targetsUnkeyed returns the first Unkeyed fact, on no parameter, of the
// functions fns (resolved by type flow), and the name of that function.
func (c *checker) targetsUnkeyed(fns []*ssa.Function) (*Unkeyed, string) {
	for _, fn := range fns {
		obj := ir.FuncObject(fn)
		if obj == nil {
			continue
		}
		var f *Unkeyed
		if fn.Pkg == c.p.Sum.Pkg && fn.Parent() == nil {
			f = c.localFact(fn)
		} else if obj.Pkg() != c.p.Pkg {
			var imp Unkeyed
			if c.p.ImportObjectFact(obj, &imp) {
				f = &imp
			}
		}
		// A fact on a parameter leaves the key to the caller, whose
		// argument positions a func-typed field may shift: silent.
		if f != nil && f.Obj < 0 {
			return f, inject.FuncName(fn)
		}
	}
	return nil, ""
}

// resolvedMutation returns the keyless mutation of a call that the
// package's type flow resolves, or nil.
func (c *checker) resolvedMutation(call ssa.CallInstruction) *mutation {
	f, name := c.targetsUnkeyed(c.p.Sum.Resolved(call.Common()))
	if f == nil {
		return nil
	}
	m := &mutation{Unkeyed: *f, call: call, wrapper: name}
	m.Via = append([]string(nil), f.Via...)
	return m
}

// injectedInRetry records a call through a field set outside the package
// made inside a retry.
func (c *checker) injectedInRetry(call ssa.CallInstruction) {
	fld, method := inject.Through(c.p.Sum, call.Common())
	if fld == nil {
		return
	}
	scope, ok := c.retriedBy(call)
	if !ok || c.claimedBefore(call, scope) {
		return
	}
	site := "a retry loop"
	if scope.Kind != summary.RetryLoop {
		site = scope.Name
	}
	c.hazards = append(c.hazards, inject.New(c.p.Fset, call.Parent(), fld, method, site, site, call.Pos()))
}

// wiredValue reports a value handed to a constructor whose package calls it
// inside a retry, when the value mutates without a key.
func (c *checker) wiredValue(at ssa.Instruction, v ssa.Value, it inject.Injection, how string) {
	ts := c.p.Sum.InjectedTargets(v, it.Method)
	var f *Unkeyed
	var name string
	switch {
	case ts != nil:
		f, name = c.targetsUnkeyed(ts)
	case it.Method != "":
		// Made by another package's constructor over a type this
		// package cannot name (built.go).
		f, name = c.builtUnkeyed(v, it.Method)
	}
	if ts == nil && f == nil {
		// A field of this package that its own constructor fills: the
		// package that builds it judges.
		if h, ok := inject.Rewired(c.p.Sum, v, it); ok {
			c.hazards = append(c.hazards, h)
		}
		return
	}
	if f == nil {
		return
	}
	c.p.Report(analysis.Diagnostic{
		Pos:      at.Pos(),
		Related:  inject.Related(c.p.Fset, it, "the injected value called inside the retry"),
		Category: f.Cat,
		Message: fmt.Sprintf("%s a value whose %s runs %s (%s), and %s calls %s inside %s at %s; %s; %s",
			how, name, join(f.Subject, f.Missing), strings.Join(f.Via, ", which calls "),
			it.Func, it.Called(), it.Site, it.At, f.Harm, f.Fix),
	})
}
