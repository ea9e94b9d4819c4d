package reconcile

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// metricCall is a call that records a metric.
type metricCall struct {
	call ssa.CallInstruction
	name string
	age  bool // a gauge of an age: the time since a record or a run
}

// metricCalls returns the metric calls fn makes itself, in order.
func (s *state) metricCalls(fn *ssa.Function) []*metricCall {
	var out []*metricCall
	for _, c := range ir.Calls(fn) {
		cc := c.Common()
		callee := ir.Callee(cc)
		m := knowledge.MetricOf(callee)
		if m == nil {
			continue
		}
		out = append(out, &metricCall{call: c, name: s.p.Sum.CallName(cc, callee), age: isAge(cc, m)})
	}
	return out
}

// isAge reports whether a metric call records an age: a gauge set to the
// current time (the last run's, which an alert subtracts from now), a
// gauge set from a time (time.Since, Sub, Unix) that is not the job's own
// duration, or a gauge function that returns one.
func isAge(c *ssa.CallCommon, m *knowledge.Metric) bool {
	switch m.Kind {
	case knowledge.MetricNow:
		return true
	case knowledge.MetricGauge:
		return ageValue(ir.EntryArg(c, m.Func, m.Value))
	case knowledge.MetricFunc:
		fn := ir.ClosureOf(ir.EntryArg(c, m.Func, m.Value))
		if fn == nil {
			return false
		}
		for _, b := range fn.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				for _, v := range ret.Results {
					if ageValue(v) {
						return true
					}
				}
			}
		}
	}
	return false
}

// ageValue reports whether v is computed from a time: time.Since or
// time.Until of a time, Time.Sub, or a Unix timestamp. A difference from
// a time.Now() taken in the same run (start := time.Now(); time.Since(start))
// is a duration, not an age.
func ageValue(v ssa.Value) bool {
	if v == nil {
		return false
	}
	return ir.DependsOn(v, func(x ssa.Value) bool {
		c, ok := x.(*ssa.Call)
		if !ok {
			return false
		}
		callee := ir.Callee(&c.Call)
		if callee == nil {
			return false
		}
		switch callee.FullName() {
		case "time.Since", "time.Until":
			return !takenNow(ir.Arg(&c.Call, 0))
		case "(time.Time).Sub":
			return !takenNow(ir.Arg(&c.Call, 1))
		case "(time.Time).Unix", "(time.Time).UnixMilli", "(time.Time).UnixMicro", "(time.Time).UnixNano":
			return true
		}
		return false
	})
}

// takenNow reports whether every value t derives from is a call of
// time.Now, through the variables a literal captures.
func takenNow(t ssa.Value) bool {
	if t == nil {
		return false
	}
	var tr ir.Tracer
	roots := tr.Roots(t)
	now := false
	for i := 0; i < len(roots) && i < 16; i++ {
		if _, ok := roots[i].(*ssa.Alloc); ok {
			continue // a captured variable: the values stored in it are roots too
		}
		if fv, ok := roots[i].(*ssa.FreeVar); ok {
			b := ir.Binding(fv)
			if len(b) == 0 {
				return false
			}
			for _, x := range b {
				roots = append(roots, tr.Roots(x)...)
			}
			continue
		}
		c, ok := roots[i].(*ssa.Call)
		if !ok {
			return false
		}
		if callee := ir.Callee(&c.Call); callee == nil || callee.FullName() != "time.Now" {
			return false
		}
		now = true
	}
	return now
}

// callbacks are the gauge callbacks of a package that record an age: a
// gauge function (NewGaugeFunc) or a literal handed to a library (an
// OpenTelemetry observable's callback). One registered by a constructor of
// a type of the package (a function returning T or *T) watches the jobs
// that are methods of T; any other watches every job of the package.
type callbacks struct {
	all   bool
	types []*types.TypeName
}

func (cb callbacks) watches(job *ssa.Function) bool {
	if cb.all {
		return true
	}
	if recv := job.Signature.Recv(); recv != nil {
		if n := named(recv.Type()); n != nil {
			for _, t := range cb.types {
				if t == n.Obj() {
					return true
				}
			}
		}
	}
	return false
}

// named returns the named type of t or of what t points to, or nil.
func named(t types.Type) *types.Named {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// callbackAges finds the package's age callbacks and whom they watch.
func (s *state) callbackAges() callbacks {
	var cb callbacks
	for _, fn := range s.p.Sum.Funcs {
		if !s.fns[fn] {
			continue
		}
		for _, m := range s.metricCalls(fn) {
			if !m.age {
				continue
			}
			e := knowledge.MetricOf(ir.Callee(m.call.Common()))
			var owner *ssa.Function
			switch {
			case e.Kind == knowledge.MetricFunc:
				owner = fn
			case s.registered(fn):
				owner = fn.Parent()
			default:
				continue
			}
			if t := constructed(ir.Enclosing(owner)); t != nil {
				cb.types = append(cb.types, t)
			} else {
				cb.all = true
			}
		}
	}
	return cb
}

// constructed returns the type of the package a constructor returns (its
// first result, T or *T), or nil.
func constructed(fn *ssa.Function) *types.TypeName {
	res := fn.Signature.Results()
	if fn.Signature.Recv() != nil || res.Len() == 0 {
		return nil
	}
	if n := named(res.At(0).Type()); n != nil && n.Obj().Pkg() == fn.Pkg.Pkg {
		return n.Obj()
	}
	return nil
}

// registered reports whether fn, a literal, is handed to a call outside
// the package (a callback registered with a library) rather than called.
func (s *state) registered(fn *ssa.Function) bool {
	if fn.Parent() == nil {
		return false
	}
	for _, c := range ir.Calls(fn.Parent()) {
		cc := c.Common()
		if g := cc.StaticCallee(); g != nil && s.fns[g] {
			continue
		}
		for _, a := range cc.Args {
			if ir.ClosureOf(a) == fn {
				return true
			}
			if ir.DependsOn(a, func(x ssa.Value) bool { return ir.ClosureOf(x) == fn }) {
				return true
			}
		}
	}
	return false
}
