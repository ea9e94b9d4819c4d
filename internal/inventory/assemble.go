package inventory

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"
)

// Diagnostic is an analyzer's finding as the driver has it: the inventory
// attaches it to the effects and entry points whose path it lies on.
type Diagnostic struct {
	Analyzer, Message, URL string
	Posn                   token.Position
	Related                []token.Position
}

// Assemble builds the inventory of the entry points the analyzer found in
// each package: one per function (a package and its test variant are
// analysed twice), sorted by position, the findings attached, positions
// printed by rel (a file name relative to the working directory). An
// exported function that another of the packages calls is no entry point:
// its effects are listed under its callers'.
func Assemble(pkgs []*Package, diags []Diagnostic, rel func(string) string) *Inventory {
	called := make(map[string]bool)
	for _, p := range pkgs {
		for _, c := range p.Calls {
			called[c] = true
		}
	}
	bodies := make(map[string]Func)
	for _, p := range pkgs {
		for _, f := range p.Funcs {
			bodies[f.Object] = f
		}
	}
	registered := make(map[string][]string) // registrar → its literals' effects' callees
	for _, p := range pkgs {
		for _, r := range p.Registrars {
			registered[r.Object] = append(registered[r.Object], r.Callees...)
		}
	}
	var all []EntryPoint
	var wires []Wire
	for _, p := range pkgs {
		all = append(all, p.EntryPoints...)
		wires = append(wires, p.Wires...)
	}
	// An injected call is followed into what the wiring hands over; the
	// implementations followed are called, no entry points of their own.
	all = slices.Clone(all)
	for o := range follow(all, wires) {
		called[o] = true
	}
	elsewhere := make(map[string]Registered)
	for _, p := range pkgs {
		for _, r := range p.Registered {
			elsewhere[r.Object] = r
		}
	}
	var eps []EntryPoint
	for _, ep := range all {
		if r, ok := elsewhere[ep.Object]; ok && ep.Kind == KindExported {
			ep = activity(ep, r)
		} else if ep.Kind == KindExported && called[ep.Object] {
			continue
		}
		// An effect a registrar's summary holds because a literal it
		// registers performs it belongs to that literal's entry point.
		ep.Effects = slices.DeleteFunc(slices.Clone(ep.Effects), func(e Effect) bool {
			return e.Through != "" && slices.Contains(registered[e.Through], e.Callee)
		})
		eps = append(eps, ep)
	}
	slices.SortStableFunc(eps, func(a, b EntryPoint) int { return comparePos(a.Pos, b.Pos) })
	eps = slices.CompactFunc(eps, func(a, b EntryPoint) bool { return a.Pos == b.Pos && a.Name == b.Name })
	posn := func(p token.Position) string {
		if !p.IsValid() {
			return ""
		}
		return fmt.Sprintf("%s:%d:%d", rel(p.Filename), p.Line, p.Column)
	}
	inv := &Inventory{Version: Version, EntryPoints: make([]EntryPoint, 0, len(eps))}
	for _, ep := range eps {
		ep.Posn = posn(ep.Pos)
		ep.Effects = slices.Clone(ep.Effects)
		for i := range ep.Effects {
			e := &ep.Effects[i]
			e.Posn = posn(e.At)
			if e.Chain == nil {
				e.Chain = []string{}
			}
			e.Findings = []Finding{}
			if pr := e.Protection; pr != nil {
				cp := *pr
				for _, a := range []*Answer{&cp.Key, &cp.Claim, &cp.Ack, &cp.Retry} {
					a.Posn = posn(a.At)
				}
				e.Protection = &cp
			}
		}
		// Where a wired effect's value is handed over: a finding reported
		// there (completed in the wiring package) belongs to the effects
		// that wiring fills, though its related position, the call in the
		// other package, is shared by every wiring of the same hole.
		var wirings []token.Position
		for _, e := range ep.Effects {
			if e.Wired != nil && len(e.Sites) > 0 {
				wirings = append(wirings, e.Sites[len(e.Sites)-1])
			}
		}
		for _, d := range diags {
			f := Finding{Analyzer: d.Analyzer, Posn: posn(d.Posn), Message: d.Message, URL: d.URL}
			atWiring := slices.ContainsFunc(wirings, func(w token.Position) bool { return sameLine(d.Posn, w) })
			on := false
			for i := range ep.Effects {
				if onPath(&ep.Effects[i], d, atWiring) || inBody(bodies, ep.Effects[i].Through, d.Posn) || slices.ContainsFunc(ep.Effects[i].Wired, func(o string) bool { return inBody(bodies, o, d.Posn) }) {
					ep.Effects[i].Findings = append(ep.Effects[i].Findings, f)
					on = true
				}
			}
			if !on && within(d.Posn, ep.Pos, ep.End) {
				ep.Findings = append(ep.Findings, f)
			}
		}
		if ep.Effects == nil {
			ep.Effects = []Effect{}
		}
		for i := range ep.Effects {
			heed(&ep.Effects[i])
		}
		inv.EntryPoints = append(inv.EntryPoints, ep)
	}
	return inv
}

// onPath reports whether a finding, or one of its related positions, is on
// the line of a call of the effect's chain, or of the evidence of its
// protection (the key's sink, the claim, the ack). A finding reported at a
// wiring (atWiring) is on the path of the effects that wiring fills only.
func onPath(e *Effect, d Diagnostic, atWiring bool) bool {
	places := append([]token.Position{d.Posn}, d.Related...)
	if atWiring {
		places = places[:1]
	}
	for _, p := range places {
		if sameLine(p, e.At) {
			return true
		}
		if pr := e.Protection; pr != nil && (sameLine(p, pr.Key.At) || sameLine(p, pr.Claim.At) || sameLine(p, pr.Ack.At)) {
			return true
		}
		for _, s := range e.Sites {
			if sameLine(p, s) {
				return true
			}
		}
	}
	return false
}

func sameLine(a, b token.Position) bool {
	return a.IsValid() && a.Filename == b.Filename && a.Line == b.Line
}

// within reports whether p lies in the lines from start to end of a file.
func within(p, start, end token.Position) bool {
	return p.Filename == start.Filename && p.Line >= start.Line && p.Line <= end.Line
}

func comparePos(a, b token.Position) int {
	return cmp.Or(cmp.Compare(a.Filename, b.Filename), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
}

// inBody reports whether p lies in the body of the function named fn.
func inBody(bodies map[string]Func, fn string, p token.Position) bool {
	f, ok := bodies[fn]
	return ok && within(p, f.Start, f.End)
}

// heed lets the analyzers' findings on an effect's path overrule what the
// summary alone answered: a key keyderivation reports is no key; a claim
// checkthenact, dedupschema, keyretention or inprogress reports does not
// hold; an ack ackorder reports comes too early; a retry retrykeyless
// reports is not keyed.
func heed(e *Effect) {
	p := e.Protection
	if p == nil {
		return
	}
	for _, f := range e.Findings {
		no := Answer{Answer: No, Detail: "reported by " + f.Analyzer, Posn: f.Posn}
		overrule := func(a *Answer) {
			if a.Answer != No { // a "no" of the summary's says more
				*a = no
			}
		}
		switch f.Analyzer {
		case "keyderivation":
			overrule(&p.Key)
		case "checkthenact", "dedupschema", "keyretention", "inprogress":
			// A check instead of a claim; a claim with no unique
			// constraint, kept shorter than the replay horizon, or with no
			// in-progress state: no claim that holds under a retry.
			overrule(&p.Claim)
		case "ackorder":
			overrule(&p.Ack)
		case "retrykeyless":
			overrule(&p.Key)
			p.Retry = Answer{Answer: Yes, Detail: "retried without a key, reported by " + f.Analyzer, Posn: f.Posn}
		}
	}
}

// activity makes the exported function ep the activity another package
// registers (r): Temporal retries each of its effects.
func activity(ep EntryPoint, r Registered) EntryPoint {
	ep.Kind = r.Kind
	ep.Effects = slices.Clone(ep.Effects)
	for i, e := range ep.Effects {
		if e.Protection == nil || e.Protection.Retry.Answer == Yes {
			continue
		}
		p := *e.Protection
		p.Retry = Answer{Answer: Yes, Detail: "retried by the Temporal service (an activity " + r.By + " registers)"}
		ep.Effects[i].Protection = &p
	}
	return ep
}
