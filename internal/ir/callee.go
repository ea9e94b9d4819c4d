// Package ir holds the SSA queries every idemlint analyzer needs: which
// function a call reaches, which argument value stands at a named position,
// where a value comes from, and in which order instructions can run.
package ir

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// Callee returns the function object a call reaches: the static callee's
// declaring object (promoted-method and bound-method wrappers resolve to
// the method they wrap; generic instances to their origin), or the interface
// method of a dynamic call. It returns nil for calls of func values.
func Callee(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method.Origin()
	}
	if fn := c.StaticCallee(); fn != nil {
		return FuncObject(fn)
	}
	return nil
}

// FuncObject returns the declaring *types.Func of an SSA function, or nil
// for function literals and synthetic functions without one.
func FuncObject(fn *ssa.Function) *types.Func {
	if fn == nil {
		return nil
	}
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return obj.Origin()
	}
	return nil
}

// IsMethod reports whether fn is a method (its receiver counts as
// parameter 0 in idemlint's receiver-first numbering).
func IsMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}

// ParamPos returns the receiver-first position of parameter i of sig:
// i+1 for a method, whose receiver is 0, else i.
func ParamPos(sig *types.Signature, i int) int {
	if sig.Recv() != nil {
		return i + 1
	}
	return i
}

// EntryArg returns the value a call of the knowledge entry e passes for
// e's parameter name ("recv" for the receiver), or nil when there is none
// or the name is not in e.Params (knowledge.NoParam; the entries'
// validation rejects such a name, so a typo fails the tests). The call
// is numbered as Arg numbers it: an invoke's receiver is c.Value, a static
// method call's is Args[0].
func EntryArg(c *ssa.CallCommon, e *knowledge.Func, name string) ssa.Value {
	return Arg(c, e.Pos(name))
}

// Arg returns the value passed at receiver-first position i of a call
// (for a method, 0 is the receiver), or nil when there is none. Positions
// match ssa.Function.Params of the callee.
func Arg(c *ssa.CallCommon, i int) ssa.Value {
	if i < 0 {
		return nil
	}
	if c.IsInvoke() {
		if i == 0 {
			return c.Value
		}
		i--
	}
	if i >= len(c.Args) {
		return nil
	}
	return c.Args[i]
}

// NumArgs returns the number of receiver-first positions of a call.
func NumArgs(c *ssa.CallCommon) int {
	if c.IsInvoke() {
		return len(c.Args) + 1
	}
	return len(c.Args)
}

// Calls returns every call-like instruction of fn in block order:
// *ssa.Call, *ssa.Defer and *ssa.Go.
func Calls(fn *ssa.Function) []ssa.CallInstruction {
	var out []ssa.CallInstruction
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok {
				out = append(out, c)
			}
		}
	}
	return out
}

// ClosureOf returns the function literal a value evaluates to, looking
// through MakeClosure and the changes of type SSA inserts, or nil.
func ClosureOf(v ssa.Value) *ssa.Function {
	switch x := Unconvert(v).(type) {
	case *ssa.Function:
		return x
	case *ssa.MakeClosure:
		fn, _ := x.Fn.(*ssa.Function)
		return fn
	case *ssa.UnOp:
		// A local func variable that holds one literal: var visit
		// func(…); visit = func(…) { … visit(…) … } (a recursive
		// closure is declared before it is assigned).
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return onlyClosure(alloc)
		}
	}
	return nil
}

// onlyClosure returns the function every store to the local variable
// alloc stores (a literal or a named function; the zero value of its
// declaration aside), or nil when it holds anything else or has escaped
// into a call.
func onlyClosure(alloc *ssa.Alloc) *ssa.Function {
	refs := alloc.Referrers()
	if refs == nil {
		return nil
	}
	var fn *ssa.Function
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != alloc {
				return nil // the variable's address is stored elsewhere
			}
			if k, ok := r.Val.(*ssa.Const); ok && k.IsNil() {
				continue
			}
			var got *ssa.Function
			switch v := Unconvert(r.Val).(type) {
			case *ssa.Function:
				got = v
			case *ssa.MakeClosure:
				got, _ = v.Fn.(*ssa.Function)
			}
			if got == nil || fn != nil && got != fn {
				return nil
			}
			fn = got
		case *ssa.UnOp:
			// a load: a call of the variable
		case *ssa.MakeClosure:
			// captured by a literal (the recursive call): the literal
			// reads it, and may store to it, through its free variable.
			for i, b := range r.Bindings {
				if b == alloc && storesThrough(r, i) {
					return nil
				}
			}
		case *ssa.DebugRef:
		default:
			return nil // handed to a call, or its address taken
		}
	}
	return fn
}

// storesThrough reports whether the literal mc stores to its i-th free
// variable (the variable's address, handed to the literal), or lets it
// escape.
func storesThrough(mc *ssa.MakeClosure, i int) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || i >= len(fn.FreeVars) {
		return true
	}
	refs := fn.FreeVars[i].Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch r.(type) {
		case *ssa.UnOp, *ssa.DebugRef: // a load: the recursive call
		default:
			return true // a store, or handed on (a nested literal, a call)
		}
	}
	return false
}

// Enclosing returns the outermost function that fn is nested in (fn itself
// when it is not a literal).
func Enclosing(fn *ssa.Function) *ssa.Function {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}

// Within reports whether fn is target or a literal nested in it.
func Within(fn, target *ssa.Function) bool {
	for ; fn != nil; fn = fn.Parent() {
		if fn == target {
			return true
		}
	}
	return false
}
