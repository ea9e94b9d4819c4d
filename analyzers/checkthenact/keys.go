package checkthenact

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// A key is what a check or a record names, as shapes: canonical strings
// that are equal for the same SSA value and for values built the same way
// from the same inputs ("idem:"+order.ID written out at both sites).
type key struct {
	// scalar is the shape of a string or number key (a Redis key, a map
	// key), "" when the key is a composite (SQL arguments, a struct).
	scalar string
	// leaves are the shapes of the non-constant scalars a composite key is
	// built from (the SQL arguments, the fields of a model or of a
	// DynamoDB item), sorted.
	leaves []string
	// extra are the non-constant shapes of the arguments after the key (a
	// hash field, a set member, the fields and values of HSET), sorted.
	extra []string
}

func (k key) empty() bool { return k.scalar == "" && len(k.leaves) == 0 }

// all returns every non-constant shape of the key.
func (k key) all() []string {
	out := append([]string(nil), k.leaves...)
	if k.scalar != "" && !constShape(k.scalar) {
		out = append(out, k.scalar)
	}
	return append(out, k.extra...)
}

// shaper computes shapes within one function.
type shaper struct {
	kb *knowledge.Base
	// bound caches the one value each free variable is bound to (nil
	// when it is not exactly one).
	bound map[*ssa.FreeVar]ssa.Value
}

// binding returns the one value the enclosing function binds fv to, or
// nil.
func (s *shaper) binding(fv *ssa.FreeVar) ssa.Value {
	if v, ok := s.bound[fv]; ok {
		return v
	}
	var v ssa.Value
	if b := ir.Binding(fv); len(b) == 1 {
		v = b[0]
	}
	if s.bound == nil {
		s.bound = make(map[*ssa.FreeVar]ssa.Value)
	}
	s.bound[fv] = v
	return v
}

const maxShapeDepth = 12

// dyn marks the part of a shape that stands for a run-time value; a shape
// without it is a constant.
const dyn = "\x01"

// keyOf returns the key that the value v names.
func (s *shaper) keyOf(v ssa.Value) key {
	v = ir.Strip(v)
	if v == nil {
		return key{}
	}
	if elems, ok := ir.Varargs(v); ok {
		if len(elems) == 1 {
			return s.keyOf(elems[0])
		}
		var k key
		for _, e := range elems {
			k.leaves = append(k.leaves, s.leaves(e, 0)...)
		}
		k.leaves = uniq(k.leaves)
		return k
	}
	if isScalar(v.Type()) {
		return key{scalar: s.shape(v, 0)}
	}
	return key{leaves: uniq(s.leaves(v, 0))}
}

// leaves returns the non-constant scalar shapes a composite value is built
// from, following composite literals, maps, variadic slices, interface
// conversions and pointer helpers such as aws.String.
func (s *shaper) leaves(v ssa.Value, depth int) []string {
	v = ir.Strip(v)
	if v == nil || depth > maxShapeDepth {
		return nil
	}
	if isScalar(v.Type()) {
		sh := s.shape(v, 0)
		if constShape(sh) {
			return nil
		}
		return []string{sh}
	}
	if elems, ok := ir.Varargs(v); ok {
		var out []string
		for _, e := range elems {
			out = append(out, s.leaves(e, depth+1)...)
		}
		return out
	}
	var out []string
	switch x := v.(type) {
	case *ssa.Alloc:
		for _, st := range storesInto(x) {
			out = append(out, s.leaves(st, depth+1)...)
		}
		if len(out) > 0 {
			return out
		}
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if a, ok := x.X.(*ssa.Alloc); ok {
				return s.leaves(a, depth+1)
			}
		}
	case *ssa.MakeMap:
		if refs := x.Referrers(); refs != nil {
			for _, r := range *refs {
				if mu, ok := r.(*ssa.MapUpdate); ok && mu.Map == x {
					out = append(out, s.leaves(mu.Key, depth+1)...)
					out = append(out, s.leaves(mu.Value, depth+1)...)
				}
			}
		}
		return out
	case *ssa.Call:
		if e := s.kb.Lookup(ir.Callee(&x.Call)); e != nil && e.Has(knowledge.Propagate) {
			for _, a := range x.Call.Args {
				out = append(out, s.leaves(a, depth+1)...)
			}
			return out
		}
	}
	// An opaque composite (a parameter, a loaded struct): itself.
	return []string{s.shape(v, 0)}
}

// shape returns a canonical string for a scalar value: constants by value,
// concatenations and propagating calls (fmt.Sprintf, strconv.Itoa) by
// structure, loads by the address they read, and every other value by its
// identity within the function.
func (s *shaper) shape(v ssa.Value, depth int) string {
	if v == nil {
		return "?"
	}
	if depth > maxShapeDepth {
		return dyn + "#" + v.Name()
	}
	d := depth + 1
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil {
			return "nil"
		}
		if x.Value.Kind() == constant.String {
			return strconv.Quote(constant.StringVal(x.Value))
		}
		return "c:" + x.Value.ExactString()
	case *ssa.ChangeType:
		return s.shape(x.X, d)
	case *ssa.Convert:
		return s.shape(x.X, d)
	case *ssa.MakeInterface:
		return s.shape(x.X, d)
	case *ssa.ChangeInterface:
		return s.shape(x.X, d)
	case *ssa.BinOp:
		return "(" + s.shape(x.X, d) + x.Op.String() + s.shape(x.Y, d) + ")"
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return "*" + s.shape(x.X, d)
		}
		return x.Op.String() + s.shape(x.X, d)
	case *ssa.FieldAddr:
		return s.shape(x.X, d) + ".&" + strconv.Itoa(x.Field)
	case *ssa.Field:
		return s.shape(x.X, d) + "." + strconv.Itoa(x.Field)
	case *ssa.IndexAddr:
		return s.shape(x.X, d) + "[&" + s.shape(x.Index, d) + "]"
	case *ssa.Index:
		return s.shape(x.X, d) + "[" + s.shape(x.Index, d) + "]"
	case *ssa.Parameter:
		return dyn + "param:" + x.Name()
	case *ssa.FreeVar:
		// A deferred closure's record names the key by what the
		// enclosing function binds (handwritten.go).
		if b := s.binding(x); b != nil {
			return s.shape(b, d)
		}
		return dyn + "free:" + x.Name()
	case *ssa.Global:
		return dyn + "global:" + x.RelString(nil)
	case *ssa.Call:
		callee := ir.Callee(&x.Call)
		if e := s.kb.Lookup(callee); e != nil && e.Has(knowledge.Propagate) {
			var b strings.Builder
			b.WriteString(callee.FullName())
			b.WriteByte('(')
			n := ir.NumArgs(&x.Call)
			for i := 0; i < n; i++ {
				if i > 0 {
					b.WriteByte(',')
				}
				a := ir.Arg(&x.Call, i)
				if elems, ok := ir.Varargs(a); ok {
					for j, e := range elems {
						if j > 0 {
							b.WriteByte(',')
						}
						b.WriteString(s.shape(e, d))
					}
					continue
				}
				b.WriteString(s.shape(a, d))
			}
			b.WriteByte(')')
			return b.String()
		}
	}
	return dyn + "#" + v.Name()
}

// constShape reports whether a shape holds no run-time value.
func constShape(sh string) bool {
	return !strings.Contains(sh, dyn)
}

// storesInto returns the values stored into the fields or elements of a
// local composite literal, in instruction order.
func storesInto(alloc *ssa.Alloc) []ssa.Value {
	var out []ssa.Value
	refs := alloc.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		var addr ssa.Value
		switch d := r.(type) {
		case *ssa.FieldAddr:
			addr = d
		case *ssa.IndexAddr:
			addr = d
		case *ssa.Store:
			if d.Addr == alloc {
				out = append(out, d.Val)
			}
			continue
		default:
			continue
		}
		if arefs := addr.Referrers(); arefs != nil {
			for _, ar := range *arefs {
				if st, ok := ar.(*ssa.Store); ok && st.Addr == addr {
					out = append(out, st.Val)
				}
			}
		}
	}
	return out
}

func isScalar(t types.Type) bool {
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

func uniq(xs []string) []string {
	sort.Strings(xs)
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func intersects(a, b []string) bool {
	set := make(map[string]bool, len(a))
	for _, x := range a {
		set[x] = true
	}
	for _, y := range b {
		if set[y] {
			return true
		}
	}
	return false
}

func subset(a, b []string) bool {
	set := make(map[string]bool, len(b))
	for _, x := range b {
		set[x] = true
	}
	for _, y := range a {
		if !set[y] {
			return false
		}
	}
	return true
}
