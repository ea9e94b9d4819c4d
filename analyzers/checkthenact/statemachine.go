package checkthenact

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// CategoryStatusCheck: the status of a row read without a lock decides an
// external effect, and the row is updated after it: the check-then-act of
// a state machine.
const CategoryStatusCheck = "status-check-then-act"

// gormUpdates are gorm's writes of an existing row: what moves a state
// machine to its next status.
var gormUpdates = map[string]bool{
	"(*gorm.io/gorm.DB).Update":        true,
	"(*gorm.io/gorm.DB).Updates":       true,
	"(*gorm.io/gorm.DB).UpdateColumn":  true,
	"(*gorm.io/gorm.DB).UpdateColumns": true,
	"(*gorm.io/gorm.DB).Save":          true,
}

// rowsAffected are the methods that read how many rows a statement changed:
// a conditional UPDATE whose count is read is an atomic claim of the row.
var rowsAffected = map[string]bool{
	"(database/sql.Result).RowsAffected":                       true,
	"(github.com/jackc/pgx/v5/pgconn.CommandTag).RowsAffected": true,
}

// gormUpdate returns a gorm update of a row as a site, or nil.
func (c *checker) gormUpdate(call *ssa.Call) *site {
	cc := &call.Call
	e := c.p.Sum.Entry(cc)
	if e == nil || !gormUpdates[e.Name] {
		return nil
	}
	s := &site{instr: call, call: cc, fam: famGorm, name: c.calleeName(cc), item: &summary.Item{Role: summary.RowWrite, Param: -1}}
	if e.Has(knowledge.Record) { // Save(&row): the row's model and fields
		s.item.Role = knowledge.Record
	}
	c.gormKey(cc, e, s)
	return s
}

// stateMachine reports each read of one row (a lookup, gorm's First, Take
// or Last) taken without a lock whose row data (not its error) decides an
// external effect, when the same row is updated after the effect and no
// claim (a conditional UPDATE whose count is read, a lock, an atomic
// insert) runs before it: two deliveries both read the old status, both
// run the effect, and both move the row on.
func (c *checker) stateMachine(b *body) {
	updates := append(append([]*site(nil), b.rowWrites...), b.updates...)
	if len(updates) == 0 || len(b.effects) == 0 {
		return
	}
	claims := heldClaims(b.claims)
	for _, rd := range append(c.unheldLocks(b.claims), b.checks...) {
		if !c.rowRead(rd) {
			continue
		}
		guards := c.statusGuards(rd, b.ifs)
		if len(guards) == 0 {
			continue
		}
		again := func(x ssa.Instruction) bool { return x == rd.instr }
	effects:
		for _, e := range b.effects {
			if e.item.Effect == knowledge.KindSQL || e.item.Effect == knowledge.KindStore || !guarded(guards, e.call) {
				continue
			}
			if claimedBefore(rd, claims, e.call) || c.rowClaimedBefore(rd, updates, e.call) {
				continue
			}
			for _, u := range updates {
				if u.instr == e.call || !ir.ReachesWithout(e.call, u.instr, again) || !c.sameRow(rd, u) {
					continue
				}
				if e.unresolved && !sameSide(guards, e.call, u.instr) {
					continue
				}
				c.reportStatus(b.fn, rd, u, e)
				break effects
			}
		}
	}
}

// autocommitHandles are the handles that run each statement in a
// transaction of its own: a row lock taken through one ends with the
// statement.
var autocommitHandles = [...]struct{ path, name string }{
	{"database/sql", "DB"},
	{"github.com/jackc/pgx/v5/pgxpool", "Pool"},
	{"github.com/jmoiron/sqlx", "DB"},
}

// autocommit reports whether an SQL call runs on a handle of
// autocommitHandles (not through an interface, which may hold a
// transaction).
func autocommit(cc *ssa.CallCommon) bool {
	if cc.IsInvoke() {
		return false
	}
	recv := ir.Arg(cc, 0)
	if recv == nil {
		return false
	}
	for _, h := range autocommitHandles {
		if ir.IsNamed(recv.Type(), h.path, h.name) {
			return true
		}
	}
	return false
}

// unheldLocks returns, as row reads, the SQL reads that lock (SELECT …
// FOR UPDATE) on a handle outside any transaction: the lock ends with the
// statement and serializes nothing.
func (c *checker) unheldLocks(claims []*site) []*site {
	var out []*site
	for _, cl := range claims {
		call, ok := cl.instr.(*ssa.Call)
		if !ok || !cl.lock || cl.fam != famSQL || !autocommit(&call.Call) {
			continue
		}
		s := c.callSite(call, &summary.Item{Role: summary.Lookup, Param: -1, Store: knowledge.StoreSQL})
		s.lookup, s.lock = true, true
		out = append(out, s)
	}
	return out
}

// heldClaims returns the claims less the locks unheldLocks returns.
func heldClaims(claims []*site) []*site {
	var out []*site
	for _, cl := range claims {
		if call, ok := cl.instr.(*ssa.Call); ok && cl.lock && cl.fam == famSQL && autocommit(&call.Call) {
			continue
		}
		out = append(out, cl)
	}
	return out
}

// rowRead reports whether a check reads one row whose data the caller can
// inspect: a lookup (QueryRow … Scan, sqlx Get, sqlc's :one), or gorm's
// First, Take or Last. A locked read is a claim, never a check.
func (c *checker) rowRead(s *site) bool {
	if s.lookup {
		return true
	}
	if s.fam != famGorm || s.call == nil {
		return false
	}
	e := c.p.Sum.Entry(s.call)
	return e != nil && e.Result == knowledge.ResultErr
}

// rowDests returns what a row read writes the row into: the pointers
// handed to Scan on a QueryRow's row, or gorm's destination.
func (c *checker) rowDests(rd *site) []ssa.Value {
	call, ok := rd.instr.(*ssa.Call)
	if !ok {
		return nil
	}
	if rd.fam == famGorm {
		if d := ir.Strip(ir.Arg(rd.call, 1)); d != nil {
			return []ssa.Value{d}
		}
		return nil
	}
	var out []ssa.Value
	if refs := call.Referrers(); refs != nil {
		for _, r := range *refs {
			scan, ok := r.(*ssa.Call)
			if !ok || ir.NumArgs(&scan.Call) == 0 || ir.Arg(&scan.Call, 0) != call {
				continue
			}
			for i := 1; i < ir.NumArgs(&scan.Call); i++ {
				a := ir.Arg(&scan.Call, i)
				elems, ok := ir.Varargs(a)
				if !ok {
					elems = []ssa.Value{a}
				}
				for _, x := range elems {
					if x = ir.Strip(x); x != nil {
						out = append(out, x)
					}
				}
			}
		}
	}
	return out
}

// statusGuards returns the branches whose condition reads the row's data:
// a load of what the read wrote (status scanned into a variable, a field
// of gorm's destination), or the first result of a function that returns
// the row (sqlc's :one). A branch on the read's error alone is the dedup
// rule's matter.
func (c *checker) statusGuards(rd *site, ifs []*ssa.If) []guard {
	dests := c.rowDests(rd)
	isDest := func(v ssa.Value) bool { return slices.Contains(dests, v) }
	rowData := func(x ssa.Value) bool {
		switch x := x.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return false
			}
			base := x.X
			for {
				switch a := base.(type) {
				case *ssa.FieldAddr:
					base = a.X
					continue
				case *ssa.IndexAddr:
					base = a.X
					continue
				}
				break
			}
			return isDest(base)
		case *ssa.Extract:
			call, ok := x.Tuple.(*ssa.Call)
			return ok && x.Index == 0 && ssa.Instruction(call) == rd.instr && !ir.IsError(x.Type())
		}
		return false
	}
	var out []guard
	for _, ifi := range ifs {
		if ir.Reaches(rd.instr, ifi) && ir.DependsOn(ifi.Cond, rowData) {
			out = append(out, guard{ifi: ifi, pol: eitherSide})
		}
	}
	return out
}

// sameRow reports whether an update writes the row rd read: the same
// table and a common key argument (SQL), or the same model and either the
// same destination (Model(&o), Save(&o)) or a common key (gorm).
func (c *checker) sameRow(rd, u *site) bool {
	if !sqlish(rd.fam) || rd.fam != u.fam {
		return false
	}
	if rd.fam == famSQL {
		return rd.table != "" && rd.table == u.table && intersects(rd.key.all(), u.key.all())
	}
	if rd.model == nil || u.model == nil || !types.Identical(rd.model, u.model) {
		return false
	}
	for _, d := range c.rowDests(rd) {
		if gormTarget(u.call) == d {
			return true
		}
	}
	return intersects(rd.key.all(), u.key.all())
}

// gormTarget returns the row a gorm update writes: Save's value, or the
// argument of a Model call on the receiver chain.
func gormTarget(cc *ssa.CallCommon) ssa.Value {
	if fn := ir.Callee(cc); fn != nil && fn.Name() == "Save" {
		return ir.Strip(ir.Arg(cc, 1))
	}
	for _, call := range gormChain(cc) {
		if fn := ir.Callee(&call.Call); fn != nil && fn.Name() == "Model" {
			return ir.Strip(ir.Arg(&call.Call, 1))
		}
	}
	return nil
}

// rowClaimedBefore reports whether an update of the same row, whose count
// of affected rows the code reads, may run before the effect: a
// conditional UPDATE … WHERE id = $1 AND status = 'pending' that only one
// delivery wins.
func (c *checker) rowClaimedBefore(rd *site, updates []*site, e ssa.Instruction) bool {
	for _, u := range updates {
		if u.instr != e && ir.Reaches(u.instr, e) && c.sameRow(rd, u) && countRead(u.instr.(ssa.Value)) {
			return true
		}
	}
	return false
}

// countRead reports whether the count of rows a statement changed is read:
// RowsAffected on its sql.Result or pgconn.CommandTag, or the
// RowsAffected field of the *gorm.DB it returns.
func countRead(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.Extract:
			if x.Index == 0 && countRead(x) {
				return true
			}
		case *ssa.Call:
			if fn := ir.Callee(&x.Call); fn != nil && rowsAffected[fn.FullName()] && ir.Arg(&x.Call, 0) == v {
				return used(x)
			}
		case *ssa.FieldAddr:
			if ir.FieldName(x) == "RowsAffected" && ir.IsNamed(x.X.Type(), "gorm.io/gorm", "DB") {
				return used(x)
			}
		}
	}
	return false
}

// used reports whether anything reads v.
func used(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if _, ok := r.(*ssa.DebugRef); !ok {
			return true
		}
	}
	return false
}

func (c *checker) reportStatus(fn *ssa.Function, rd, u *site, e *effect) {
	pos, end := c.span(fn, rd.instr)
	if !pos.IsValid() {
		return
	}
	fix := "claim the row with a conditional UPDATE … WHERE status = … and check RowsAffected before the effect, or read it with SELECT … FOR UPDATE in the transaction"
	if rd.fam == famGorm {
		fix = "claim the row with a conditional Update (Where status = ?) and check RowsAffected before the effect, or read it with Clauses(clause.Locking{Strength: \"UPDATE\"}) in the transaction"
	}
	what := rd.name
	if rd.chain != "" {
		what += " (" + rd.chain + ")"
	}
	ep, ee := c.span(fn, e.call)
	up, ue := c.span(fn, u.instr)
	msg := "status of the row read by " + what + " without a lock decides " + e.name + ", and the row is updated after it by " + u.name + ": two concurrent deliveries both read the old status and both run " + e.name + "; " + fix
	if rd.lock {
		msg = "status of the row read by " + what + " with FOR UPDATE outside a transaction decides " + e.name + ": the lock ends with the statement, so two concurrent deliveries both read the old status and both run " + e.name + "; run the read, the check and the update in one transaction"
	}
	c.p.Report(analysis.Diagnostic{
		Pos:      pos,
		End:      end,
		Category: CategoryStatusCheck,
		Message:  msg,
		Related: []analysis.RelatedInformation{
			{Pos: ep, End: ee, Message: "effect runs here: " + e.name},
			{Pos: up, End: ue, Message: "row updated here, after the effect"},
		},
	})
}
