package summary

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// unresolved reports whether c is a dynamic call that nothing resolves:
// through an interface method or a func value, with no knowledge entry (of
// its own or inherited from library types), no summary (of the package's
// implementations, or a fact), and no target by the package's type flow.
// An interface declared in the standard library, in a library the
// knowledge describes or in a pure package (a logger's, a metric's) is not
// unresolved: it is known, or known to do nothing that matters; nor is one
// whose declaring package holds a concrete type that implements it, since
// that type's summary, silent, says it does nothing that matters. A silent
// implementation in the calling package of an interface declared elsewhere
// proves nothing: the value the call goes through (a constructor's
// parameter) may be any implementation, and what the package stores itself
// is the type flow's to resolve. What is left is a call into code this
// package cannot see: a handler or a service injected from a package it
// does not import.
func (r *Result) unresolved(c *ssa.CallCommon) bool {
	if !r.Call(c).Empty() || r.Entry(c) != nil || r.flow[c] != nil {
		return false
	}
	if !c.IsInvoke() {
		if _, builtin := c.Value.(*ssa.Builtin); builtin {
			return false
		}
		return c.StaticCallee() == nil && ir.ClosureOf(c.Value) == nil
	}
	m := c.Method
	if m.Pkg() == nil || knowledge.IsPure(m) || r.Base.Knows(m.Pkg().Path()) || r.declaredInStd(m) {
		return false
	}
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	return ok && !implementedIn(m.Pkg(), iface)
}

// implementedIn reports whether a named type declared in pkg, or a pointer
// to one, implements iface.
func implementedIn(pkg *types.Package, iface *types.Interface) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		t := tn.Type()
		if n, ok := t.(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue
		}
		if types.Implements(t, iface) || types.Implements(types.NewPointer(t), iface) {
			return true
		}
	}
	return false
}

// DynamicName renders the callee of a dynamic call for a message: the
// interface method ("orders.Handler.Handle"), or the parameter or field
// that holds the func value.
func DynamicName(cc *ssa.CallCommon) string {
	if cc.IsInvoke() {
		return Describe(cc.Method)
	}
	switch v := cc.Value.(type) {
	case *ssa.Parameter:
		return "the func parameter " + v.Name()
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL {
			return "the func field " + ir.FieldName(fa)
		}
	case *ssa.Field:
		if f := ir.StructField(v.X.Type(), v.Field); f != nil {
			return "the func field " + f.Name()
		}
	}
	return "a func value"
}
