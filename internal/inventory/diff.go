package inventory

import (
	"slices"
	"strings"
)

// Changes of an effect since a base (Effect.Change).
const (
	ChangeAdded  = "added"  // the base has no such effect on the entry point
	ChangeWeaker = "weaker" // a protection item answers less than in the base, or a finding is new
)

// Diff returns the entry points of cur with only the effects added since
// base, or whose protection got weaker (Effect.Change says which): an
// entry point keeps its name, an effect is the same if its kind, callee
// and chain are, whatever its position. Entry points left with no effect
// are dropped.
func Diff(base, cur *Inventory) *Inventory {
	old := make(map[string]*Effect)
	for i := range base.EntryPoints {
		ep := &base.EntryPoints[i]
		for j := range ep.Effects {
			old[effectKey(ep, &ep.Effects[j])] = &ep.Effects[j]
		}
	}
	out := &Inventory{Version: cur.Version, EntryPoints: []EntryPoint{}}
	for _, ep := range cur.EntryPoints {
		var kept []Effect
		for _, e := range ep.Effects {
			was, ok := old[effectKey(&ep, &e)]
			switch {
			case !ok:
				e.Change = ChangeAdded
			case weaker(was, &e):
				e.Change = ChangeWeaker
			default:
				continue
			}
			kept = append(kept, e)
		}
		if len(kept) > 0 {
			ep.Effects = kept
			out.EntryPoints = append(out.EntryPoints, ep)
		}
	}
	return out
}

func effectKey(ep *EntryPoint, e *Effect) string {
	return strings.Join(append([]string{ep.Kind, ep.Name, e.Kind, e.Target, e.Callee}, e.Chain...), "\x00")
}

// rank orders answers: yes protects, no does not, unknown and n/a between.
func rank(a Answer) int {
	switch a.Answer {
	case Yes:
		return 2
	case No:
		return 0
	}
	return 1
}

// weaker reports whether e is less protected than was: an item ranks
// lower, or an analyzer reports what it did not report before.
func weaker(was, e *Effect) bool {
	if was.Protection != nil && e.Protection != nil {
		w, n := was.Protection, e.Protection
		if rank(n.Key) < rank(w.Key) || rank(n.Claim) < rank(w.Claim) || rank(n.Ack) < rank(w.Ack) || rank(n.Retry) > rank(w.Retry) {
			return true
		}
	}
	for _, f := range e.Findings {
		if !slices.ContainsFunc(was.Findings, func(g Finding) bool { return g.Analyzer == f.Analyzer && g.Message == f.Message }) {
			return true
		}
	}
	return false
}
