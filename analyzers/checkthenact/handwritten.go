package checkthenact

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// The stores and orders teams write by hand: a record made by a deferred
// call, a cache fill that is not a dedup, a check repeated under a lock.

// deferredRecords returns the records a defer makes when the function
// returns: a deferred record call (defer rdb.Set(…)), or the records and
// map stores inside a deferred closure (defer func() { if err == nil {
// rdb.Set(…) } }()). Each site's instr is the Defer, its at the record.
func (c *checker) deferredRecords(d *ssa.Defer) []*site {
	var out []*site
	add := func(s *site, at ssa.Instruction) {
		if s == nil {
			return
		}
		s.instr, s.at, s.deferred = d, at, true
		out = append(out, s)
	}
	lit := ir.ClosureOf(d.Call.Value)
	if lit == nil || lit.Parent() == nil { // not a function literal
		add(c.recordSite(d), d)
		return out
	}
	for _, b := range lit.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Call:
				add(c.recordSite(x), x)
			case *ssa.MapUpdate:
				if c.cfg.InMemory {
					add(c.mapSite(x, x.Map, x.Key), x)
				}
			}
		}
	}
	return out
}

// recordSite returns the record a call makes, or nil (a claim is no
// record).
func (c *checker) recordSite(call ssa.CallInstruction) *site {
	f := c.fact(call.Common())
	if f.Has(knowledge.Claim) {
		return nil
	}
	if rec := f.First(knowledge.Record); rec != nil {
		return c.callSite(call, rec)
	}
	return nil
}

// recordAfter reports whether rec may run after chk: a deferred record
// runs at the return of any path on which its defer ran, before or after
// the check.
func recordAfter(chk ssa.Instruction, rec *site) bool {
	if rec.deferred {
		return ir.Reaches(chk, rec.instr) || ir.Reaches(rec.instr, chk)
	}
	return ir.Reaches(chk, rec.instr)
}

// effectBefore reports whether the effect e may run before rec on one
// pass (again: a path that runs the check again has gone to another key).
func effectBefore(e ssa.Instruction, rec *site, again func(ssa.Instruction) bool) bool {
	if rec.deferred {
		return ir.Reaches(rec.instr, e) || ir.ReachesWithout(e, rec.instr, again)
	}
	return ir.ReachesWithout(e, rec.instr, again)
}

func recordedMsg(rec *site) string {
	if rec.deferred {
		return "key recorded here, by a deferred call after the effect"
	}
	return "key recorded here, after the effect"
}

// cacheFill reports whether rec records what an unresolved call computed
// (Get → p := loader.Load(…) → Set of p): a memoization cache, whose
// unresolved calls are the computation, not an effect being deduplicated.
// A marker, a constant or a timestamp is no computed value: the record of
// a dedup. A known effect is judged by the knowledge and stays an effect
// whatever is recorded (a charge's ID stored after the charge).
func (c *checker) cacheFill(rec *site, effects []*effect) bool {
	var computed []ssa.Value
	for _, e := range effects {
		if e.unresolved {
			computed = append(computed, e.call)
		}
	}
	if len(computed) == 0 {
		return false
	}
	for _, v := range recordedValues(rec) {
		if dependsOnAny(v, computed, 2) {
			return true
		}
	}
	return false
}

// recordedValues returns what a record stores beyond its receiver: the
// value of a map store, the arguments of a record call.
func recordedValues(rec *site) []ssa.Value {
	switch x := rec.pos().(type) {
	case *ssa.MapUpdate:
		return []ssa.Value{x.Value}
	case ssa.CallInstruction:
		cc := x.Common()
		start := 0
		if cc.IsInvoke() || cc.Signature().Recv() != nil {
			start = 1 // the receiver
		}
		var out []ssa.Value
		for i := start; i < ir.NumArgs(cc); i++ {
			out = append(out, ir.Arg(cc, i))
		}
		return out
	}
	return nil
}

// dependsOnAny reports whether v is computed from one of the calls,
// following a closure's free variables to what the enclosing function
// binds (a named result written by the return).
func dependsOnAny(v ssa.Value, calls []ssa.Value, depth int) bool {
	return ir.DependsOn(v, func(x ssa.Value) bool {
		for _, c := range calls {
			if x == c {
				return true
			}
		}
		if fv, ok := x.(*ssa.FreeVar); ok && depth > 0 {
			for _, b := range ir.Binding(fv) {
				if dependsOnAny(b, calls, depth-1) {
					return true
				}
			}
		}
		return false
	})
}

// recheckedUnderLock reports whether chk is a fast path: another check of
// the same in-process key runs after it, under a mutex held from that
// check through rec, and decides whether the effect runs (double-checked
// locking: RLock, look, RUnlock; Lock, look again, act, record, Unlock).
func (c *checker) recheckedUnderLock(b *body, chk, rec *site) bool {
	if !chk.fam.InProcess() {
		return false
	}
	for _, again := range b.checks {
		if again == chk || again.fam != chk.fam || again.mapX != chk.mapX || !c.sameKey(again, rec) {
			continue
		}
		if !ir.Reaches(chk.instr, again.instr) || len(c.guards(again, b.ifs)) == 0 {
			continue
		}
		if c.heldLock(again.instr, rec.instr, b.locks, b.unlocks) != nil {
			return true
		}
	}
	return false
}

// failureOnly reports whether rec runs only on the error side of a branch
// on e's error (err != nil, err == nil): what it records is what the
// failure taught (a negative cache: this method refuses gzip), not that
// the work was done, and the call is not an effect it deduplicates.
func (c *checker) failureOnly(b *body, e *effect, rec *site) bool {
	for _, g := range c.guards(&site{instr: e.call}, b.ifs) {
		if g.pol != eitherSide && guarded([]guard{g}, rec.instr) {
			return true
		}
	}
	return false
}
