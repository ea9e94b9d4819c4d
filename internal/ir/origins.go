package ir

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A Tracer walks a value back to the values it is computed from, within
// one function, and stops at roots: parameters, free variables, constants,
// globals, channel receives, and calls it cannot see through.
//
// The walk is a plain graph search with a visited set and a step budget:
// it is linear in the size of the function and never enumerates paths.
type Tracer struct {
	// Through returns, for a call whose result is traced, the argument
	// values that result is derived from (receiver-first), and ok=false
	// when the call is a root. It is also asked about calls that take a
	// traced pointer as an argument (h.Write(b) feeds h.Sum()).
	Through func(c *ssa.CallCommon) (args []ssa.Value, ok bool)
	// Budget bounds the number of values visited (default 4096).
	Budget int
	// Visit, when set, is called for every value the walk visits, roots
	// included: the values v is computed from (ackorder uses them as the
	// points where a new message replaces the old one).
	Visit func(ssa.Value)
}

// Roots returns the roots v derives from, in a deterministic order.
func (t *Tracer) Roots(v ssa.Value) []ssa.Value {
	var roots []ssa.Value
	t.Walk(v, func(r ssa.Value) { roots = append(roots, r) })
	return roots
}

// Walk calls root for every root of v, once each.
func (t *Tracer) Walk(v ssa.Value, root func(ssa.Value)) {
	budget := t.Budget
	if budget == 0 {
		budget = 4096
	}
	seen := make(map[ssa.Value]bool)
	// Fields of locals already followed through whole-struct stores: every
	// load of the same field finds the same values.
	whole := make(map[wholeKey]bool)
	var stack []ssa.Value
	push := func(xs ...ssa.Value) {
		for _, x := range xs {
			if x != nil && !seen[x] {
				seen[x] = true
				stack = append(stack, x)
			}
		}
	}
	push(v)
	for len(stack) > 0 && budget > 0 {
		budget--
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if t.Visit != nil {
			t.Visit(x)
		}
		switch x := x.(type) {
		case *ssa.Phi:
			push(x.Edges...)
		case *ssa.ChangeType:
			push(x.X)
		case *ssa.Convert:
			push(x.X)
		case *ssa.MultiConvert:
			push(x.X)
		case *ssa.ChangeInterface:
			push(x.X)
		case *ssa.MakeInterface:
			push(x.X)
		case *ssa.SliceToArrayPointer:
			push(x.X)
		case *ssa.TypeAssert:
			push(x.X)
		case *ssa.Slice:
			push(x.X)
		case *ssa.Field:
			push(x.X)
		case *ssa.Index:
			push(x.X)
		case *ssa.Lookup:
			push(x.X)
		case *ssa.Extract:
			push(x.Tuple)
		case *ssa.BinOp:
			push(x.X, x.Y)
		case *ssa.UnOp:
			switch x.Op {
			case token.MUL: // load
				push(t.stored(x.X)...)
				push(t.writers(x.X)...)
				switch a := x.X.(type) {
				case *ssa.FieldAddr:
					if base, local := a.X.(*ssa.Alloc); !local {
						push(a.X)
					} else {
						// r := T{Key: k}; use(r.Key): the struct was
						// stored whole; follow the same field.
						if k := (wholeKey{base, a.Field}); !whole[k] {
							whole[k] = true
							push(t.wholeField(base, a.Field)...)
						}
					}
				case *ssa.IndexAddr:
					if _, local := a.X.(*ssa.Alloc); !local {
						push(a.X)
					}
				case *ssa.Alloc:
				default:
					push(a)
				}
			case token.ARROW:
				root(x)
			default:
				push(x.X)
			}
		case *ssa.Alloc:
			push(t.stored(x)...)
			push(t.writers(x)...)
			root(x)
		case *ssa.FieldAddr:
			push(t.stored(x)...)
			push(x.X)
		case *ssa.IndexAddr:
			push(t.stored(x)...)
			push(x.X)
		case *ssa.Call:
			if b, ok := x.Call.Value.(*ssa.Builtin); ok {
				switch b.Name() {
				case "append", "min", "max", "copy":
					push(x.Call.Args...)
				default:
					root(x)
				}
				continue
			}
			if t.Through != nil {
				if args, ok := t.Through(&x.Call); ok {
					push(args...)
					if isPointerLike(x.Type()) {
						push(t.writers(x)...)
					}
					continue
				}
			}
			root(x)
			if isPointerLike(x.Type()) {
				// A hash or builder made by a root call and fed by writes.
				push(t.writers(x)...)
			}
		default:
			// Parameter, FreeVar, Const, Global, Function, Builtin,
			// MakeClosure, MakeMap, MakeChan, MakeSlice, Next, Select…
			root(x)
		}
	}
}

// stored returns the values stored at addr or at addresses derived from it
// by field or element selection of the same field.
func (t *Tracer) stored(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, a := range sameAddrs(addr) {
		refs := a.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			if s, ok := r.(*ssa.Store); ok && s.Addr == a {
				out = append(out, s.Val)
			}
		}
		if _, isAlloc := a.(*ssa.Alloc); isAlloc {
			// Composite literals and variadic slices: stores into the
			// fields and elements of a local.
			for _, r := range *refs {
				switch d := r.(type) {
				case *ssa.FieldAddr:
					out = append(out, t.stored(d)...)
				case *ssa.IndexAddr:
					out = append(out, t.stored(d)...)
				}
			}
		}
	}
	return out
}

type wholeKey struct {
	alloc *ssa.Alloc
	field int
}

// wholeField returns what flows into field f of the local alloc through
// stores of the whole struct (*alloc = v): the same field of the local v
// was loaded from, or v itself when it is not a load of a local. Locals
// are followed through chains of such copies up to 4 deep, each at most
// once: linear in the copies, not in the paths through them (copies among
// a few locals in a loop would otherwise multiply at every level).
func (t *Tracer) wholeField(alloc *ssa.Alloc, f int) []ssa.Value {
	var out []ssa.Value
	done := map[*ssa.Alloc]bool{alloc: true}
	level := []*ssa.Alloc{alloc}
	for depth := 0; depth <= 4 && len(level) > 0; depth++ {
		var next []*ssa.Alloc
		for _, a := range level {
			refs := a.Referrers()
			if refs == nil {
				continue
			}
			for _, r := range *refs {
				s, ok := r.(*ssa.Store)
				if !ok || s.Addr != a {
					continue
				}
				ld, ok := s.Val.(*ssa.UnOp)
				src, local := (*ssa.Alloc)(nil), false
				if ok && ld.Op == token.MUL {
					src, local = ld.X.(*ssa.Alloc)
				}
				if !local {
					out = append(out, s.Val)
					continue
				}
				if done[src] {
					continue
				}
				done[src] = true
				if srefs := src.Referrers(); srefs != nil {
					for _, sr := range *srefs {
						if fa, ok := sr.(*ssa.FieldAddr); ok && fa.X == src && fa.Field == f {
							out = append(out, t.stored(fa)...)
						}
					}
				}
				next = append(next, src)
			}
		}
		level = next
	}
	return out
}

// sameAddrs returns addr and, for a field address, every address of the
// same field of the same base.
func sameAddrs(addr ssa.Value) []ssa.Value {
	fa, ok := addr.(*ssa.FieldAddr)
	if !ok {
		return []ssa.Value{addr}
	}
	out := []ssa.Value{addr}
	if refs := fa.X.Referrers(); refs != nil {
		for _, r := range *refs {
			if o, ok := r.(*ssa.FieldAddr); ok && o != fa && o.X == fa.X && o.Field == fa.Field {
				out = append(out, o)
			}
		}
	}
	return out
}

// writers returns what flows into p through calls that take p as an
// argument: for a call the Through function sees through (h.Write(b),
// sb.WriteString(s)) its other arguments, for any other call (rows.Scan(&v),
// json.Unmarshal(data, &v)) the call itself as a root.
func (t *Tracer) writers(p ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, a := range sameAddrs(p) {
		refs := a.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			c, ok := r.(ssa.CallInstruction)
			if !ok {
				continue
			}
			cc := c.Common()
			if !takes(cc, a) {
				continue
			}
			if t.Through != nil {
				if args, ok := t.Through(cc); ok {
					for _, x := range args {
						if x != a {
							out = append(out, x)
						}
					}
					continue
				}
			}
			if v := c.Value(); v != nil {
				out = append(out, v)
			}
		}
	}
	return out
}

func takes(c *ssa.CallCommon, v ssa.Value) bool {
	if c.IsInvoke() && c.Value == v {
		return true
	}
	for _, a := range c.Args {
		if a == v {
			return true
		}
	}
	return false
}

func isPointerLike(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface:
		return true
	}
	return false
}

// Binding returns the value a free variable of a function literal is bound
// to in the enclosing function, for each MakeClosure that creates the
// literal, or nil.
func Binding(fv *ssa.FreeVar) []ssa.Value {
	fn := fv.Parent()
	idx := -1
	for i, x := range fn.FreeVars {
		if x == fv {
			idx = i
		}
	}
	if idx < 0 || fn.Parent() == nil {
		return nil
	}
	var out []ssa.Value
	for _, b := range fn.Parent().Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
				out = append(out, mc.Bindings[idx])
			}
		}
	}
	return out
}
