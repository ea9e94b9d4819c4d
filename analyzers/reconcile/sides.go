package reconcile

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// side is the set of sources a value is read from.
type side uint8

const (
	local    side = 1 << iota // the service's own store: a SELECT, a lookup, gorm's Find, mongo's Find
	provider                  // a provider: its SDK's reads, an HTTP GET
	open                      // a call nothing resolves (the declared policy: Read)
)

// callSide returns what a call reads: by the knowledge and the summaries,
// by the closure of a function of the package it calls, or open when the
// summary's verdict is open and its result is used.
func (s *state) callSide(c ssa.CallInstruction) side {
	cc := c.Common()
	if g := cc.StaticCallee(); g != nil && s.fns[g] {
		return s.closureReads(g)
	}
	return s.librarySide(c, true)
}

// librarySide is callSide for a call outside the package; withOpen says
// whether a call nothing resolves counts (open), which costs its verdict.
func (s *state) librarySide(c ssa.CallInstruction, withOpen bool) side {
	cc := c.Common()
	if r := s.importedReads(cc); r != 0 {
		return r
	}
	if s.p.Sum.ReadsStore(cc) {
		return local
	}
	f := s.p.Sum.Call(cc)
	e := s.p.Sum.Entry(cc)
	if f.Has(knowledge.Effect) {
		return 0
	}
	if e != nil && (e.Has(knowledge.HTTPSend) || httpGets[e.Name]) {
		return provider // a send the summary does not call a mutation: a GET
	}
	if callee := ir.Callee(cc); callee != nil && callee.Pkg() != nil && s.payPkgs[callee.Pkg().Path()] {
		return provider
	}
	if v := c.Value(); withOpen && v != nil && ir.UsesResult(v) && s.p.Sum.Resolve(cc).Open() {
		return open
	}
	return 0
}

// httpGets are the knowledge's HTTP calls that read: a GET by name.
var httpGets = map[string]bool{
	"net/http.Get":                                        true,
	"(*net/http.Client).Get":                              true,
	"github.com/hashicorp/go-retryablehttp.Get":           true,
	"(*github.com/hashicorp/go-retryablehttp.Client).Get": true,
}

// closureReads returns the local and provider reads fn's closure makes.
func (s *state) closureReads(fn *ssa.Function) side {
	if r, ok := s.reads[fn]; ok {
		return r
	}
	var r side
	for _, g := range s.closure(fn) {
		r |= s.ownReads(g)
	}
	s.reads[fn] = r
	return r
}

// ownReads returns the local and provider reads fn makes itself, by its
// calls outside the package's functions: computed once per function, so
// that the closures of a package's functions, which overlap, cost the
// size of the call graph and not the calls of every closure.
func (s *state) ownReads(fn *ssa.Function) side {
	if r, ok := s.own[fn]; ok {
		return r
	}
	var r side
	for _, c := range ir.Calls(fn) {
		if callee := c.Common().StaticCallee(); callee == nil || !s.fns[callee] {
			r |= s.librarySide(c, false)
		}
	}
	s.own[fn] = r
	return r
}

// valueSide returns the sides v is computed from, within its function,
// through the keys and values stored into a map it reads (a provider's
// records indexed by ID).
func (s *state) valueSide(v ssa.Value) side {
	return s.valueSideDepth(v, 0)
}

func (s *state) valueSideDepth(v ssa.Value, depth int) side {
	var out side
	ir.DependsOn(v, func(x ssa.Value) bool {
		switch x := x.(type) {
		case *ssa.Call:
			out |= s.callSide(x)
		case *ssa.Function, *ssa.MakeClosure:
			// A function of the package handed to a call (a Temporal
			// activity, a callback): what the call returns is what it reads.
			if fn := s.target(ir.ClosureOf(x)); fn != nil {
				out |= s.closureReads(fn)
			}
		case *ssa.MakeMap:
			if depth < 2 && x.Referrers() != nil {
				for _, r := range *x.Referrers() {
					if u, ok := r.(*ssa.MapUpdate); ok && u.Map == ssa.Value(x) {
						out |= s.valueSideDepth(u.Key, depth+1) | s.valueSideDepth(u.Value, depth+1)
					}
				}
			}
		}
		return false
	})
	return out
}

// compares reports whether the pair reads one side each: local and
// provider, or either beside an open call (never two open calls).
func compares(a, b side) bool {
	known := func(x, y side) bool {
		return x&local != 0 && y&(provider|open) != 0 || x&provider != 0 && y&(local|open) != 0
	}
	return known(a, b) || known(b, a)
}

// comparison returns the first If of fn whose condition compares a value
// read from one side with a value read from the other.
func (s *state) comparison(fn *ssa.Function) *ssa.If {
	for _, b := range fn.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if ok && s.condCompares(iff.Cond, 0) {
			return iff
		}
	}
	return nil
}

// condCompares looks through negations, comparisons with a constant (the
// ok of a map lookup, a call's error tested against nil) and the results
// of calls for two operands, or two arguments of a call (strings.EqualFold,
// a map lookup's map and key), that read from both sides.
func (s *state) condCompares(v ssa.Value, depth int) bool {
	if depth > 3 {
		return false
	}
	pair := func(vals ...ssa.Value) bool {
		sides := make([]side, len(vals))
		for i, x := range vals {
			if _, isConst := x.(*ssa.Const); !isConst {
				sides[i] = s.valueSide(x)
			}
		}
		for i := range vals {
			for j := i + 1; j < len(vals); j++ {
				if compares(sides[i], sides[j]) {
					return true
				}
			}
		}
		return false
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.NOT {
			return s.condCompares(x.X, depth+1)
		}
	case *ssa.BinOp:
		switch x.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return pair(x.X, x.Y) || s.condCompares(x.X, depth+1) || s.condCompares(x.Y, depth+1)
		}
	case *ssa.Extract:
		return s.condCompares(x.Tuple, depth+1)
	case *ssa.Lookup:
		return pair(x.X, x.Index)
	case *ssa.Call:
		vals := append([]ssa.Value{}, x.Call.Args...)
		if x.Call.IsInvoke() {
			vals = append(vals, x.Call.Value)
		}
		return pair(vals...)
	}
	return false
}

// target returns the function of the package a function value runs: fn
// itself, or the method a bound method value (a.ListCharges) calls.
func (s *state) target(fn *ssa.Function) *ssa.Function {
	if fn == nil || s.fns[fn] {
		return fn
	}
	if fn.Synthetic == "" {
		return nil
	}
	for _, c := range ir.Calls(fn) {
		if g := c.Common().StaticCallee(); g != nil && s.fns[g] {
			return g
		}
	}
	return nil
}
