package summary

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Verdict is what the summary makes of a call, once, for every analyzer:
// the one answer to "what does this call do", so that no analyzer decides
// alone what a call it cannot resolve means. The resolution order is
// docs/resolution.md's: the knowledge, a role directive, an interface
// library types implement, the package's type flow, the summaries.
type Verdict int

const (
	// Nothing: a static call whose callee's summary says nothing (a
	// function of the package, or of another with no fact), or a builtin.
	Nothing Verdict = iota
	// Pure: a call into a pure package (knowledge.IsPure: formatting,
	// encoding, logging, metrics): never an effect, never the work.
	Pure
	// Known: a knowledge entry, the callee's own or inherited through an
	// interface the library types implement (Resolution.Entry).
	Known
	// Resolved: a function or method with a summary (of the package, a
	// fact, an interface method's implementations, or the targets the
	// package's type flow finds for a dynamic call).
	Resolved
	// Injected: a dynamic call through a field of a struct of this package
	// whose values a constructor's caller or another package store
	// (Resolution.Field): the wiring package sees them.
	Injected
	// Unresolved: a dynamic call nothing resolves and no wiring can: a
	// func parameter, an interface of the module with no implementation in
	// sight, a value a call returns, a library struct's func field.
	Unresolved
)

var verdictNames = [...]string{"nothing", "pure", "known", "resolved", "injected", "unresolved"}

func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return "verdict(?)"
}

// Resolution is the verdict on one call, with what it rests on.
type Resolution struct {
	Verdict Verdict
	// Entry is the knowledge entry (Known).
	Entry *knowledge.Func
	// Fact is what the call does: the entry's roles refined at the call,
	// or the union of its targets' summaries (Known, Resolved). Nil for
	// the others.
	Fact *Fact
	// Field is the field an Injected call reads its value from.
	Field *types.Var
	// Dynamic names the callee of an Injected or Unresolved call for a
	// message ("orders.Handler.Handle", "the func field apply").
	Dynamic string
	// Owner is the package that declares what an Injected or Unresolved
	// call goes through: the interface method's, or the struct's whose
	// field holds the func value; nil for a func parameter or a value a
	// call returns. Analyzers judge the team's own code only
	// (analyzer.Pass.InModule).
	Owner *types.Package
}

// Open reports whether the verdict is one of the two that no summary
// answers: each analyzer's declared policy (analyzer.Policy) decides what
// such a call means.
func (r Resolution) Open() bool { return r.Verdict == Injected || r.Verdict == Unresolved }

// Resolve returns the verdict on c. It is read-only over what the summary
// pass computed, so analyzers may call it concurrently.
func (r *Result) Resolve(c *ssa.CallCommon) Resolution {
	if _, ok := c.Value.(*ssa.Builtin); ok && !c.IsInvoke() {
		return Resolution{Verdict: Nothing}
	}
	callee := ir.Callee(c)
	if knowledge.IsPure(callee) {
		return Resolution{Verdict: Pure}
	}
	if e := r.Entry(c); e != nil {
		return Resolution{Verdict: Known, Entry: e, Fact: r.Call(c)}
	}
	if f := r.Call(c); !f.Empty() {
		return Resolution{Verdict: Resolved, Fact: f}
	}
	if r.flow[c] != nil {
		return Resolution{Verdict: Resolved, Fact: r.Call(c)}
	}
	if !r.unresolved(c) {
		// A static call or a literal whose summary is silent; an interface
		// of the standard library, of a library the knowledge describes,
		// or one whose own package holds a silent implementation.
		return Resolution{Verdict: Nothing}
	}
	res := Resolution{Verdict: Unresolved, Dynamic: DynamicName(c), Owner: dynamicOwner(c)}
	if fld := r.InjectedField(c); fld != nil {
		res.Verdict, res.Field = Injected, fld
	}
	return res
}

// dynamicOwner returns the package that declares what the dynamic call c
// goes through (see Resolution.Owner).
func dynamicOwner(c *ssa.CallCommon) *types.Package {
	if c.IsInvoke() {
		return c.Method.Pkg()
	}
	var t types.Type
	switch x := c.Value.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			t = fa.X.Type()
		}
	case *ssa.Field:
		t = x.X.Type()
	}
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Pkg()
	}
	return nil
}
