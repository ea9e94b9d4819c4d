package summary

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// ResultField marks a field (Field) of the struct a function returns
// first, or points to, that may hold a value derived from its parameter
// Param and holds nothing minted: one item per parameter and field. Only a
// function whose result also derives from a nondeterministic source (its
// fact has a Source item) carries them: the tracer stops at a call of such
// a function, so without them a caller could not tell that the row a
// service builds (lndhub's AddOutgoingInvoice) holds the invoice it was
// handed in PaymentRequest, beside a preimage it mints in Preimage. A
// field whose values include a minted one has no item, nor has any field
// when one of the returned structs cannot be told apart field by field
// (FieldValues). The items describe the function's own result: a caller
// does not inherit them.
const ResultField knowledge.Role = "result-field"

// maxResultFields bounds the ResultField items of one fact.
const maxResultFields = 16

// markResultFields adds fn's ResultField items to f, its fact so far.
func (r *Result) markResultFields(fn *ssa.Function, f *Fact) {
	res := fn.Signature.Results()
	if !f.Has(knowledge.Source) || res.Len() == 0 {
		return
	}
	st, ok := structOf(res.At(0).Type())
	if !ok {
		return
	}
	var rets []ssa.Value
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if c, ok := ret.Results[0].(*ssa.Const); ok && c.IsNil() {
			continue // return nil, err: no row
		}
		rets = append(rets, ret.Results[0])
	}
	var items []Item
	for i := 0; i < st.NumFields(); i++ {
		name := st.Field(i).Name()
		var vals []ssa.Value
		for _, v := range rets {
			fv, ok := FieldValues(v, name)
			if !ok {
				return
			}
			vals = append(vals, fv...)
		}
		items = append(items, r.fieldParams(fn, name, vals)...)
	}
	if len(items) > maxResultFields {
		items = items[:maxResultFields]
	}
	for _, it := range items {
		f.add(it)
	}
}

// fieldParams returns the ResultField items of the field name of fn's
// result, whose stored values are vals: none when one of them is minted.
func (r *Result) fieldParams(fn *ssa.Function, name string, vals []ssa.Value) []Item {
	var params []int
	for _, v := range vals {
		if r.FromSource(fn, v) {
			return nil
		}
		params = append(params, r.ParamsOf(fn, v)...)
	}
	sortInts(params)
	var out []Item
	for i, p := range params {
		if i == 0 || p != params[i-1] {
			out = append(out, Item{Role: ResultField, Param: p, Field: name})
		}
	}
	return out
}

// structOf returns the struct t is or points to.
func structOf(t types.Type) (*types.Struct, bool) {
	t = types.Unalias(t)
	if pt, ok := t.Underlying().(*types.Pointer); ok {
		t = types.Unalias(pt.Elem())
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// ResultFieldArgs returns the arguments that field of v may hold, when v
// is the first result of a static call whose fact has ResultField items
// for that field (inv.PaymentRequest of the row AddOutgoingInvoice(ctx,
// userID, paymentRequest, …) returns is its paymentRequest), or is loaded
// from a variable assigned only that result, and neither the function v is
// in nor a literal in it stores into that field of the result, hands the
// field's address on, or calls a method of the result (a setter may store
// into it). ok is false when the field cannot be told apart this way: then
// v, whole, is what the field derives from.
func (r *Result) ResultFieldArgs(v ssa.Value, field string) ([]ssa.Value, bool) {
	call, aliases, ok := resultOf(v)
	if !ok || call.Call.IsInvoke() || call.Call.StaticCallee() == nil {
		return nil, false
	}
	for _, a := range aliases {
		if !fieldOnlyRead(a, field) {
			return nil, false
		}
	}
	var out []ssa.Value
	for _, it := range r.Call(&call.Call).All(ResultField) {
		if it.Field != field {
			continue
		}
		a := ir.Arg(&call.Call, it.Param)
		if a == nil {
			return nil, false
		}
		out = append(out, a)
	}
	return out, len(out) > 0
}

// resultOf returns the call v is the first result of, and the values that
// stand for that result where it is used: the call itself or #0 of the
// tuple it returns; or, for a load of a local variable that only that
// result is assigned to (captured by a literal or not), that value, the
// variable and its loads, there and in the literals it is bound to.
func resultOf(v ssa.Value) (*ssa.Call, []ssa.Value, bool) {
	v = ir.Strip(v)
	if c, ok := firstResult(v); ok {
		return c, []ssa.Value{v}, true
	}
	ld, ok := v.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		return nil, nil, false
	}
	alloc, ok := ld.X.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil, nil, false
	}
	var call *ssa.Call
	aliases := []ssa.Value{alloc}
	for _, ref := range *alloc.Referrers() {
		switch x := ref.(type) {
		case *ssa.Store:
			c, ok := firstResult(ir.Strip(x.Val))
			if !ok || x.Addr != ssa.Value(alloc) || call != nil {
				return nil, nil, false // assigned twice, or something else
			}
			call = c
			aliases = append(aliases, x.Val)
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil, nil, false
			}
			aliases = append(aliases, x)
		case *ssa.MakeClosure:
			fv, ok := freeVarOf(x, alloc)
			if !ok {
				return nil, nil, false
			}
			aliases = append(aliases, fv...)
		case *ssa.FieldAddr, *ssa.DebugRef:
			// a field of a struct variable: fieldOnlyRead judges it
		default:
			return nil, nil, false // &v handed on
		}
	}
	return call, aliases, call != nil
}

// freeVarOf returns the free variable of the literal mc makes that alloc
// is bound to, and its loads there, or false when the literal assigns it
// or binds it on into another literal.
func freeVarOf(mc *ssa.MakeClosure, alloc *ssa.Alloc) ([]ssa.Value, bool) {
	lit, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return nil, false
	}
	var out []ssa.Value
	for i, b := range mc.Bindings {
		if b != ssa.Value(alloc) || i >= len(lit.FreeVars) {
			continue
		}
		fv := lit.FreeVars[i]
		out = append(out, fv)
		if fv.Referrers() == nil {
			continue
		}
		for _, ref := range *fv.Referrers() {
			switch x := ref.(type) {
			case *ssa.UnOp:
				if x.Op != token.MUL {
					return nil, false
				}
				out = append(out, x)
			case *ssa.FieldAddr, *ssa.DebugRef:
			default:
				return nil, false
			}
		}
	}
	return out, len(out) > 0
}

// firstResult returns the call v is the first result of: the call itself,
// or #0 of the tuple it returns.
func firstResult(v ssa.Value) (*ssa.Call, bool) {
	switch x := v.(type) {
	case *ssa.Call:
		return x, true
	case *ssa.Extract:
		c, ok := x.Tuple.(*ssa.Call)
		return c, ok && x.Index == 0
	}
	return nil, false
}

// fieldOnlyRead reports whether the field called name of v (a struct, a
// pointer to one, or a variable holding one) is only read where v is
// used: no store into it, no address of it handed on, no method called on
// v.
func fieldOnlyRead(v ssa.Value, name string) bool {
	refs := v.Referrers()
	if refs == nil {
		return true
	}
	for _, ref := range *refs {
		switch x := ref.(type) {
		case *ssa.FieldAddr:
			if ir.FieldName(x) != name || x.Referrers() == nil {
				continue
			}
			for _, u := range *x.Referrers() {
				if ld, ok := u.(*ssa.UnOp); !ok || ld.Op != token.MUL {
					if _, dbg := u.(*ssa.DebugRef); !dbg {
						return false
					}
				}
			}
		case ssa.CallInstruction:
			if c := x.Common(); c.Signature().Recv() != nil && len(c.Args) > 0 && c.Args[0] == v {
				return false
			}
		}
	}
	return true
}
