package ir

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// DependsOn reports whether the value v is computed, within its function,
// from a value for which hit returns true. hit is called for every value
// the walk visits (v included), once each; the walk stops at the first true.
//
// Unlike a Tracer, which stops at the calls it cannot see through, the walk
// goes into every call's arguments and receiver (n, err := cmd.Result()
// derives from cmd; errors.Is(err, redis.Nil) from err), into what is
// stored at an address, and into the calls that write through a pointer
// handed to them, directly or inside a variadic slice (row.Scan(&seen)
// writes seen, and derives from row). It is bounded and never enumerates
// paths.
func DependsOn(v ssa.Value, hit func(ssa.Value) bool) bool {
	const budget = 1024
	seen := make(map[ssa.Value]bool)
	stack := []ssa.Value{v}
	seen[v] = true
	push := func(xs ...ssa.Value) {
		for _, x := range xs {
			if x != nil && !seen[x] {
				seen[x] = true
				stack = append(stack, x)
			}
		}
	}
	for n := 0; len(stack) > 0 && n < budget; n++ {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if hit(x) {
			return true
		}
		switch x := x.(type) {
		case *ssa.Call:
			c := &x.Call
			if c.IsInvoke() {
				push(c.Value)
			}
			push(c.Args...)
		case *ssa.UnOp:
			if x.Op == token.MUL {
				push(addrSources(x.X)...)
				continue
			}
			push(x.X)
		case *ssa.Alloc:
			push(addrSources(x)...)
		case *ssa.FieldAddr, *ssa.IndexAddr:
			push(addrSources(x)...)
		case ssa.Instruction:
			var ops [8]*ssa.Value
			for _, op := range x.Operands(ops[:0]) {
				if *op != nil {
					push(*op)
				}
			}
		}
	}
	return false
}

// addrSources returns what a load from addr derives from: the values
// stored there, the calls that take addr (or an interface or variadic
// slice holding it) as an argument, and the base of a field or element
// address that is not a local variable.
func addrSources(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, a := range sameAddrs(addr) {
		refs := a.Referrers()
		if refs != nil {
			for _, r := range *refs {
				if s, ok := r.(*ssa.Store); ok && s.Addr == a {
					out = append(out, s.Val)
				}
			}
		}
		out = append(out, callsTaking(a)...)
	}
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		out = append(out, a.X)
	case *ssa.IndexAddr:
		out = append(out, a.X)
	case *ssa.Alloc:
		// Composite literals: stores into the fields and elements.
		if refs := a.Referrers(); refs != nil {
			for _, r := range *refs {
				switch d := r.(type) {
				case *ssa.FieldAddr:
					out = append(out, d)
				case *ssa.IndexAddr:
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// callsTaking returns the calls that receive p as an argument, directly,
// converted to an interface, or as an element of a variadic slice.
func callsTaking(p ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := make(map[ssa.Value]bool)
	work := []ssa.Value{p}
	for steps := 0; len(work) > 0 && steps < 64; steps++ {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case ssa.CallInstruction:
				if takes(r.Common(), v) {
					if cv := r.Value(); cv != nil {
						out = append(out, cv)
					}
				}
			case *ssa.MakeInterface:
				work = append(work, r)
			case *ssa.ChangeType:
				work = append(work, r)
			case *ssa.Store:
				// &v stored into an element of a variadic array.
				if r.Val == v {
					if ia, ok := r.Addr.(*ssa.IndexAddr); ok {
						if arr, ok := ia.X.(*ssa.Alloc); ok {
							if arefs := arr.Referrers(); arefs != nil {
								for _, ar := range *arefs {
									if sl, ok := ar.(*ssa.Slice); ok {
										work = append(work, sl)
									}
								}
							}
						}
					}
				}
			}
		}
	}
	return out
}
