package checkthenact

import (
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// CategoryClaimUnchecked: an atomic claim whose outcome is never read,
// followed by an effect that every duplicate then runs.
const CategoryClaimUnchecked = "claim-unchecked"

// uncheckedClaim reports whether call is a claim whose outcome nothing
// consults (summary.ClaimUnchecked). A function of the program that
// carries the mark and also performs effects of its own beyond the claim's
// store write is left out: its own body, where the claim is, reports them.
func (c *checker) uncheckedClaim(call *ssa.Call) bool {
	if !c.p.Sum.ClaimUnchecked(call) {
		return false
	}
	f := c.fact(&call.Call)
	if f.Has(knowledge.Claim) && c.p.Sum.Entry(&call.Call) != nil {
		return true // the claim itself
	}
	for _, it := range f.All(knowledge.Effect) {
		if it.Effect != knowledge.KindStore && it.Effect != knowledge.KindSQL {
			return false
		}
	}
	return true
}

// claimsUnchecked reports, for each claim whose outcome is never
// consulted, the first effect that may run after it: every duplicate
// delivery takes the same path and runs it again.
func (c *checker) claimsUnchecked(b *body) {
	for _, cl := range b.unchecked {
		again := func(x ssa.Instruction) bool { return x == cl }
		for _, e := range b.effects {
			if e.call == cl || !ir.ReachesWithout(cl, e.call, again) {
				continue
			}
			c.reportUnchecked(b.fn, cl, e)
			break
		}
	}
}

// tableClaim is an INSERT … ON CONFLICT DO NOTHING into a table the dedup
// words do not name, its outcome never consulted (summary.TableClaimUnchecked).
type tableClaim struct {
	call  *ssa.Call
	table string
}

// tableClaimsUnchecked reports an unconsulted insert into an ordinary
// table as a claim when the code treats its row as one: an effect runs
// after it, and after the effect a write of the same table by the same
// key completes or releases the row (UPDATE payment_claims SET state =
// 'done' WHERE order_id = $1). An insert whose row is never written again
// records it idempotently, and stays silent.
func (c *checker) tableClaimsUnchecked(b *body) {
	for _, cl := range b.tableClaims {
		again := func(x ssa.Instruction) bool { return x == cl.call }
		var key *site
		for _, it := range c.fact(&cl.call.Call).All(knowledge.Claim) {
			if it.Table == cl.table {
				key = c.callSite(cl.call, &it)
				break
			}
		}
		if key == nil {
			continue
		}
	effects:
		for _, e := range b.effects {
			if e.call == cl.call || e.unresolved || e.item.Effect == knowledge.KindSQL || e.item.Effect == knowledge.KindStore || !ir.ReachesWithout(cl.call, e.call, again) {
				continue
			}
			for _, w := range b.rowWrites {
				if w.item.Table != cl.table || !ir.Reaches(e.call, w.instr) || !c.sameKey(key, w) {
					continue
				}
				c.reportUnchecked(b.fn, cl.call, e)
				break effects
			}
		}
	}
}

func (c *checker) reportUnchecked(fn *ssa.Function, cl *ssa.Call, e *effect) {
	pos, end := c.span(fn, cl)
	if !pos.IsValid() {
		return
	}
	f := c.fact(&cl.Call)
	name := c.calleeName(&cl.Call)
	what, how := name, ""
	if it := f.First(summary.UncheckedClaim); it != nil {
		// A function of the program that claims and returns no outcome.
		if ch := it.Chain(); ch != "" && !strings.HasSuffix(name, it.Via[0]) {
			what += " (which calls " + ch + ")"
		}
		how = "it returns nothing that says whether the key was taken, so every duplicate runs " + e.name + " again; return the claim's outcome from " + name + " and skip the effect when the key was already taken"
	} else {
		ent := c.p.Sum.Entry(&cl.Call)
		switch {
		case ent != nil && ent.Has(knowledge.SQL):
			what = "INSERT … ON CONFLICT DO NOTHING through " + name
			how = "its rows-affected count (or RETURNING row) is never read, so every duplicate runs " + e.name + " again; read RowsAffected and skip the effect when it is 0"
		case ent == nil && f.Has(summary.ClaimResult):
			how = "the count of rows it inserted is never read, so every duplicate runs " + e.name + " again; skip the effect when the count is 0"
		case ent != nil && ent.Name == knowledge.GormCreate:
			how = "its RowsAffected is never read, so every duplicate runs " + e.name + " again; test RowsAffected and skip the effect when it is 0"
		default:
			how = "its result (Val or Result) is never read, so every duplicate runs " + e.name + " again; branch on the claim's result and skip the effect when it is false"
		}
	}
	ep, ee := c.span(fn, e.call)
	c.p.Report(analysis.Diagnostic{
		Pos:      pos,
		End:      end,
		Category: CategoryClaimUnchecked,
		Message:  "atomic claim by " + what + " is never consulted: " + how,
		Related:  []analysis.RelatedInformation{{Pos: ep, End: ee, Message: "effect runs here: " + e.name}},
	})
}
