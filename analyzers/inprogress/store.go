package inprogress

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

// stores are the tables and gorm models the package uses as a request's
// idempotency store: a function that answers a request claims or looks up
// a key in them, and an effect the store does not commit with follows.
type stores struct {
	tables map[string]bool // lower-case table names
	models map[*types.TypeName]bool
}

// findStores collects the package's request stores.
func (s *state) findStores() stores {
	st := stores{tables: map[string]bool{}, models: map[*types.TypeName]bool{}}
	if s.p.Sum.Pkg == nil {
		return st
	}
	for _, fn := range s.p.Sum.Funcs {
		if !s.handWritten(fn) || !answers(ir.Enclosing(fn)) {
			continue
		}
		for _, cl := range s.p.Sum.Claims(fn) {
			if !s.effectFollowsClaim(fn, cl) {
				continue
			}
			for _, t := range s.claimTables(cl.Call) {
				st.tables[strings.ToLower(t)] = true
			}
			if m := s.claimedModel(cl.Call); m != nil {
				st.models[m] = true
			}
		}
		for _, c := range ir.Calls(fn) {
			call, ok := c.(*ssa.Call)
			if !ok {
				continue
			}
			for _, t := range s.lookupTables(call) {
				if s.effectReached(call, false) {
					st.tables[strings.ToLower(t)] = true
				}
			}
		}
	}
	return st
}

// answers reports whether fn answers a request, so that a duplicate is
// answered from what the store holds: an HTTP handler (net/http, gin,
// echo) or a function that returns a result and an error. A message
// handler, which returns only an error, acks a duplicate: its dedup table
// needs no stored outcome (done-before-effect judges its claim).
func answers(fn *ssa.Function) bool {
	if isHandler(fn) {
		return true
	}
	for _, p := range fn.Params {
		if ir.IsNamed(p.Type(), "github.com/gin-gonic/gin", "Context") || ir.IsNamed(p.Type(), "github.com/labstack/echo/v4", "Context") {
			return true
		}
	}
	res := fn.Signature.Results()
	return res.Len() >= 2 && ir.IsError(res.At(res.Len()-1).Type())
}

// effectFollowsClaim reports whether, on the claim's winning side, an
// effect follows that the claim's row does not commit with.
func (s *state) effectFollowsClaim(fn *ssa.Function, cl *summary.ClaimBranches) bool {
	for _, br := range cl.Branches {
		won := ir.Reachable(br.Won)
		if s.effectIn(fn, won, s.inTx(cl.Call)) {
			return true
		}
	}
	return false
}

// effectReached reports whether a call that call reaches performs an
// effect the store does not commit with.
func (s *state) effectReached(call *ssa.Call, tx bool) bool {
	for _, c := range ir.Calls(call.Parent()) {
		if c != ssa.CallInstruction(call) && ir.Reaches(call, c) && s.storeEffect(c, tx) {
			return true
		}
	}
	return false
}

// effectIn reports whether a call in the blocks performs an effect the
// store does not commit with.
func (s *state) effectIn(fn *ssa.Function, blocks map[*ssa.BasicBlock]bool, tx bool) bool {
	for _, b := range fn.Blocks {
		if !blocks[b] {
			continue
		}
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && s.storeEffect(c, tx) {
				return true
			}
		}
	}
	return false
}

// storeEffect reports whether c is an effect a store's claim does not
// commit with: an external effect, the handler a middleware wraps, or,
// when the claim is not in a transaction, a SQL write.
func (s *state) storeEffect(c ssa.CallInstruction, tx bool) bool {
	if s.externalEffect(c.Common()) != nil || servesNext(c) {
		return true
	}
	if tx {
		return false
	}
	f := s.fact(c.Common())
	for _, it := range f.All(knowledge.Effect) {
		if it.Effect == knowledge.KindSQL {
			return true
		}
	}
	return f.Has(knowledge.Insert)
}

// inTx reports whether call runs in a transaction: in the callback of a
// call that begins one (gorm's Transaction), or on a transaction begun in
// its function (tx, _ := db.BeginTx(…); tx.ExecContext(…)), through a
// builder chain that returns its receiver's type.
func (s *state) inTx(call *ssa.Call) bool {
	fn := call.Parent()
	if parent := fn.Parent(); parent != nil {
		for _, c := range ir.Calls(parent) {
			cc := c.Common()
			if !s.p.Sum.Entry(cc).Has(knowledge.TxBegin) {
				continue
			}
			for i := 0; i < ir.NumArgs(cc); i++ {
				if ir.ClosureOf(ir.Arg(cc, i)) == fn {
					return true
				}
			}
		}
	}
	v := ir.Arg(&call.Call, 0)
	for depth := 0; v != nil && depth < 16; depth++ {
		next := ssa.Value(nil)
		for _, root := range s.p.Sum.RootsUpTo(ir.Enclosing(fn), v) {
			rc, ok := root.(*ssa.Call)
			if !ok {
				continue
			}
			if s.p.Sum.Entry(&rc.Call).Has(knowledge.TxBegin) {
				return true
			}
			if recv := ir.Arg(&rc.Call, 0); recv != nil && ir.IsMethod(ir.Callee(&rc.Call)) &&
				rc.Call.Signature().Results().Len() > 0 && types.Identical(rc.Call.Signature().Results().At(0).Type(), recv.Type()) {
				next = recv
			}
		}
		v = next
	}
	return false
}

// lookupTables returns the tables a call's SQL selects from.
func (s *state) lookupTables(call *ssa.Call) []string {
	var out []string
	for _, st := range s.statements(call) {
		if st.Kind == sqltext.Select && st.Table != "" {
			out = append(out, st.Table)
		}
	}
	return out
}

// usedTables returns the tables the package's SQL reads or writes (any
// statement on a table but its DDL).
func usedTables(stmts []sqltext.Statement) map[string]bool {
	out := map[string]bool{}
	for _, st := range stmts {
		switch st.Kind {
		case sqltext.Select, sqltext.Insert, sqltext.Update, sqltext.Delete:
			if st.Table != "" {
				out[strings.ToLower(st.Table)] = true
			}
		}
	}
	return out
}

// requestName reports whether a table's or a model's name says request
// idempotency (dedupstore.Words.Request).
func (s *state) requestName(names ...string) bool { return s.cfg.Dedup.Request(names...) }
