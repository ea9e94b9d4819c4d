package keyretention

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// TTLParam says that a function passes one of its parameters as the TTL
// of a dedup key: a caller's constant there decides the key's retention.
type TTLParam struct {
	Param int    // receiver-first position of the parameter
	Op    string // what the call does to the key: "claimed with SetNX"
	Key   string // the key as folded, "" when unknown
	Money bool   // the claiming function performs a payment
	Cat   string // the category of the finding at a caller; "" is CategoryRedisTTL
}

// ttlFact is exported on a function with TTL parameters; Params are sorted
// by Param, one per parameter, so the gob encoding is deterministic.
type ttlFact struct{ Params []TTLParam }

// AFact marks ttlFact as an analysis fact.
func (*ttlFact) AFact() {}

// String renders the fact stably, for `// want f:"…"`.
func (f *ttlFact) String() string {
	var parts []string
	for _, p := range f.Params {
		parts = append(parts, fmt.Sprintf("%d", p.Param))
	}
	return "ttlParam(" + strings.Join(parts, ",") + ")"
}

// sort orders the parameters and reports whether there are any.
func (f *ttlFact) sort() bool {
	sort.Slice(f.Params, func(i, j int) bool { return f.Params[i].Param < f.Params[j].Param })
	return len(f.Params) > 0
}

// export records that fn passes its parameter pi as the TTL of site st;
// it reports whether that is new.
func (s *state) export(st site, pi int) bool {
	f := s.local[st.fn]
	if f == nil {
		f = new(ttlFact)
		s.local[st.fn] = f
	}
	for _, p := range f.Params {
		if p.Param == pi {
			return false
		}
	}
	f.Params = append(f.Params, TTLParam{Param: pi, Op: st.op, Key: st.key, Money: st.money || s.pays(st.fn), Cat: st.cat})
	f.sort()
	return true
}

// wrapperFact returns the fact of a call's static callee: computed in this
// run for the package's own functions, imported for others.
func (s *state) wrapperFact(c *ssa.CallCommon) *ttlFact {
	fn := c.StaticCallee()
	if fn == nil {
		return nil
	}
	if f := s.local[fn]; f != nil {
		return f
	}
	obj := ir.FuncObject(fn)
	if obj == nil || obj.Pkg() == s.p.Pkg {
		return nil
	}
	f := new(ttlFact)
	if s.p.ImportObjectFact(obj, f) {
		return f
	}
	return nil
}

// paramIndex returns the receiver-first position of v among fn's
// parameters, or -1.
func paramIndex(fn *ssa.Function, v ssa.Value) int {
	p, ok := v.(*ssa.Parameter)
	if !ok {
		return -1
	}
	for i, q := range fn.Params {
		if q == p {
			return i
		}
	}
	return -1
}
