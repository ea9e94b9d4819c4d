package checkthenact

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// body is what one function's body holds for the checks, collected in one
// pass over its instructions: each category reads it and reports.
type body struct {
	fn *ssa.Function
	// checks are existence checks and row reads; claims, atomic claims
	// and locks (FOR UPDATE, an advisory lock); records, the writes of a
	// key (also deferred ones).
	checks, claims, records []*site
	// rowWrites are SQL UPDATEs and DELETEs of one key's rows; updates,
	// gorm's writes of an existing row.
	rowWrites, updates []*site
	effects            []*effect
	// unchecked are claims whose outcome nothing reads; tableClaims,
	// unread INSERT … ON CONFLICT DO NOTHING into ordinary tables.
	unchecked   []*ssa.Call
	tableClaims []*tableClaim
	// stores are calls through an injected store interface (injected.go).
	stores         []*storeCall
	ifs            []*ssa.If
	locks, unlocks []*ssa.Call
}

// collect gathers the body of fn.
func (c *checker) collect(fn *ssa.Function) *body {
	b := &body{fn: fn}
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			switch x := instr.(type) {
			case *ssa.If:
				b.ifs = append(b.ifs, x)
			case *ssa.Lookup:
				if c.cfg.InMemory {
					if s := c.mapSite(x, x.X, x.Index); s != nil {
						b.checks = append(b.checks, s)
					}
				}
			case *ssa.MapUpdate:
				if c.cfg.InMemory {
					if s := c.mapSite(x, x.Map, x.Key); s != nil {
						b.records = append(b.records, s)
					}
				}
			case *ssa.Defer:
				b.records = append(b.records, c.deferredRecords(x)...)
			case *ssa.Call:
				c.collectCall(b, x)
			}
		}
	}
	return b
}

// collectCall files a call under every role it plays.
func (c *checker) collectCall(b *body, x *ssa.Call) {
	switch mutexOp(&x.Call) {
	case "lock":
		b.locks = append(b.locks, x)
		return
	case "unlock":
		b.unlocks = append(b.unlocks, x)
		return
	}
	f := c.fact(&x.Call)
	if f.Empty() {
		c.collectOpaque(b, x)
		return
	}
	claim := f.First(knowledge.Claim)
	if claim != nil {
		b.claims = append(b.claims, c.callSite(x, claim))
		if c.uncheckedClaim(x) {
			b.unchecked = append(b.unchecked, x)
		}
	}
	if it := f.First(summary.RowWrite); it != nil {
		b.rowWrites = append(b.rowWrites, c.callSite(x, it))
	}
	if u := c.gormUpdate(x); u != nil {
		b.updates = append(b.updates, u)
	}
	if t := c.p.Sum.TableClaimUnchecked(x); t != "" {
		b.tableClaims = append(b.tableClaims, &tableClaim{call: x, table: t})
	}
	if claim != nil {
		// A claim is neither a check nor a record nor an effect, but its
		// text may also lock (SELECT … FOR UPDATE).
		if s := c.sqlLock(x); s != nil {
			b.claims = append(b.claims, s)
		}
		return
	}
	c.collectCheck(b, x, f)
	rec := f.First(knowledge.Record)
	if rec != nil {
		b.records = append(b.records, c.callSite(x, rec))
	}
	for _, it := range f.All(knowledge.Effect) {
		// An absolute write of a key to a key-value store (SET, HSET,
		// PutItem) is the record itself, not an effect that doubles.
		if rec != nil && it.Effect == knowledge.KindStore {
			continue
		}
		b.effects = append(b.effects, &effect{call: x, item: it, name: c.calleeName(&x.Call)})
		break
	}
}

// collectCheck files a call that checks a key, locks, or reads one row.
func (c *checker) collectCheck(b *body, x *ssa.Call, f *summary.Fact) {
	if it := f.First(knowledge.Check); it != nil {
		s := c.callSite(x, it)
		if s.lock {
			b.claims = append(b.claims, s)
		} else if c.cfg.InMemory || !s.fam.InProcess() {
			b.checks = append(b.checks, s)
		}
	} else if s := c.sqlLock(x); s != nil {
		b.claims = append(b.claims, s)
	} else if it := f.First(summary.Lookup); it != nil {
		s := c.callSite(x, it)
		s.lookup = true
		b.checks = append(b.checks, s)
	}
}

// collectOpaque files a call with no summary: a lock in SQL text the
// knowledge runs, a call nothing resolves, a call through an injected
// store.
func (c *checker) collectOpaque(b *body, x *ssa.Call) {
	if s := c.sqlLock(x); s != nil {
		b.claims = append(b.claims, s)
	}
	if e := c.unresolvedEffect(x); e != nil {
		b.effects = append(b.effects, e)
	}
	if sc := c.storeCallOf(x); sc != nil {
		b.stores = append(b.stores, sc)
	}
}
