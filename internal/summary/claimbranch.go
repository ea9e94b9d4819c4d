package summary

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// ClaimBranches is a call that claims a key atomically, with the branches
// that test who won: inprogress reads the losing branch's answer, duperror
// and keyrelease read it as a duplicate's (Duplicates).
type ClaimBranches struct {
	Call *ssa.Call
	// outcomes are the values that tell who won: the claim's own bool or
	// row count, SetNX's Val() or Result(), RowsAffected().
	outcomes []ssa.Value
	// Errs are the claim's own error values: nil on the branch where the
	// claim ran and lost.
	Errs     []ssa.Value
	Branches []Branch
	// Table, for a unique insert used as a claim (UniqueClaims), is the
	// table it inserts into; Dedup says that the dedup words name it.
	Table string
	Dedup bool
}

// Branch is an If on an outcome.
type Branch struct {
	At   *ssa.If
	Lost *ssa.BasicBlock // the successor taken when the claim lost
	Won  *ssa.BasicBlock
}

// Claims returns the claims of fn in a store outside the process whose
// outcome fn tests.
func (r *Result) Claims(fn *ssa.Function) []*ClaimBranches {
	var out []*ClaimBranches
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || !storeClaim(r.Call(&call.Call)) {
				continue
			}
			cl := &ClaimBranches{Call: call}
			cl.follow(call, 0)
			if len(cl.outcomes) == 0 {
				continue
			}
			cl.findBranches(fn)
			if len(cl.Branches) > 0 {
				out = append(out, cl)
			}
		}
	}
	return out
}

// storeClaim reports whether f claims a key in a store outside the
// process: a claim on a process-local sync.Map (a cache a library keeps,
// reached through a chain of wrappers) has no in-progress state to lose.
func storeClaim(f *Fact) bool {
	for _, it := range f.All(knowledge.Claim) {
		if !it.Store.InProcess() {
			return true
		}
	}
	return false
}

// follow collects the outcome and error values derived from v: the
// components of a tuple, the results of methods called on it (Val,
// Result, RowsAffected), the fields loaded from it (gorm's RowsAffected).
func (cl *ClaimBranches) follow(v ssa.Value, depth int) {
	if depth > 2 {
		return
	}
	switch {
	case isOutcomeType(v.Type()):
		cl.outcomes = append(cl.outcomes, v)
		return
	case ir.IsError(v.Type()):
		cl.Errs = append(cl.Errs, v)
		return
	}
	refs := v.Referrers()
	if refs == nil {
		return
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Extract:
			cl.follow(r, depth)
		case *ssa.Call:
			c := &r.Call
			if c.IsInvoke() && c.Value == v || !c.IsInvoke() && c.Signature().Recv() != nil && len(c.Args) > 0 && c.Args[0] == v {
				cl.follow(r, depth+1)
			}
		case *ssa.FieldAddr:
			if refs := r.Referrers(); refs != nil {
				for _, l := range *refs {
					if u, ok := l.(*ssa.UnOp); ok && u.Op == token.MUL {
						cl.follow(u, depth+1)
					}
				}
			}
		}
	}
}

func isOutcomeType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsInteger) != 0
}

// findBranches finds the Ifs of fn whose condition is an outcome of the
// claim, and which side of each the claim lost.
func (cl *ClaimBranches) findBranches(fn *ssa.Function) {
	for _, b := range fn.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		if wonIfTrue, ok := cl.polarity(iff.Cond, 0); ok {
			br := Branch{At: iff, Won: b.Succs[0], Lost: b.Succs[1]}
			if !wonIfTrue {
				br.Won, br.Lost = br.Lost, br.Won
			}
			cl.Branches = append(cl.Branches, br)
		}
	}
}

// polarity reports whether the condition v is true when the claim won; ok
// is false when v is not a test of the claim's outcome.
func (cl *ClaimBranches) polarity(v ssa.Value, depth int) (wonIfTrue, ok bool) {
	if depth > 3 {
		return false, false
	}
	if cl.isOutcome(v) {
		if b, isBasic := v.Type().Underlying().(*types.Basic); isBasic && b.Info()&types.IsBoolean != 0 {
			return true, true
		}
		return false, false
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.NOT {
			w, ok := cl.polarity(x.X, depth+1)
			return !w, ok
		}
	case *ssa.BinOp:
		operand, k := x.X, x.Y
		op := x.Op
		if _, isConst := operand.(*ssa.Const); isConst {
			operand, k = k, operand
			op = mirror(op)
		}
		kc, isConst := k.(*ssa.Const)
		if !isConst || kc.Value == nil || !cl.isOutcome(operand) {
			return false, false
		}
		return compare(op, kc.Value)
	}
	return false, false
}

func (cl *ClaimBranches) isOutcome(v ssa.Value) bool {
	for _, o := range cl.outcomes {
		if o == v {
			return true
		}
	}
	return false
}

// mirror turns `k op x` into `x op' k`.
func mirror(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// compare says whether `x op k` holds when the claim won, x being true or
// a positive row count when it won and false or 0 when it lost.
func compare(op token.Token, k constant.Value) (wonIfTrue, ok bool) {
	if k.Kind() == constant.Bool {
		won := constant.BoolVal(k) // x == k holds when the claim won
		switch op {
		case token.EQL:
			return won, true
		case token.NEQ:
			return !won, true
		}
		return false, false
	}
	n, exact := constant.Int64Val(constant.ToInt(k))
	if !exact {
		return false, false
	}
	holdsFor := func(x int64) bool {
		switch op {
		case token.EQL:
			return x == n
		case token.NEQ:
			return x != n
		case token.LSS:
			return x < n
		case token.LEQ:
			return x <= n
		case token.GTR:
			return x > n
		case token.GEQ:
			return x >= n
		}
		return false
	}
	won, lost := holdsFor(1), holdsFor(0)
	if won == lost {
		return false, false
	}
	return won, true
}

// IsErr reports whether v is nil on a branch where the claim ran and
// lost: a nil constant, or the claim's own error.
func (cl *ClaimBranches) IsErr(v ssa.Value) bool {
	if k, ok := v.(*ssa.Const); ok && k.IsNil() {
		return true
	}
	for _, e := range cl.Errs {
		if e == v {
			return true
		}
	}
	return false
}
