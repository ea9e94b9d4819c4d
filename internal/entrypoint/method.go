package entrypoint

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
)

// Under returns a test of the instructions of fn and of the literals
// nested in it: true for those that run only when the request's method is
// method, by the handler's own branch on it (switch { case r.Method ==
// "POST": … }, switch r.Method { case http.MethodPost: … }, if r.Method !=
// http.MethodPost { return }). An instruction runs only then when its
// block is dominated by the successor of an If on r.Method == method (or
// the false successor of one on r.Method != method) that has no other
// predecessor; an instruction of a literal, when every use of the literal
// in its enclosing function does. A router that serves every method
// (gorilla's HandleFunc without Methods) leaves the method to such a
// branch; nil when fn has none.
func Under(fn *ssa.Function, method string) func(ssa.Instruction) bool {
	heads := methodHeads(fn, method)
	if len(heads) == 0 {
		return nil
	}
	memo := map[*ssa.Function]bool{}
	var under func(ssa.Instruction, int) bool
	under = func(instr ssa.Instruction, depth int) bool {
		f := instr.Parent()
		if f == fn {
			for _, h := range heads {
				if h.Dominates(instr.Block()) {
					return true
				}
			}
			return false
		}
		if depth > 8 || f.Parent() == nil {
			return false
		}
		ok, seen := memo[f]
		if !seen {
			memo[f] = false // a literal that refers to itself
			ok = usedUnder(f, func(use ssa.Instruction) bool { return under(use, depth+1) })
			memo[f] = ok
		}
		return ok
	}
	return func(instr ssa.Instruction) bool { return under(instr, 0) }
}

// usedUnder reports whether the literal f is used in its enclosing
// function, and every use satisfies under.
func usedUnder(f *ssa.Function, under func(ssa.Instruction) bool) bool {
	used := false
	for _, b := range f.Parent().Blocks {
		for _, instr := range b.Instrs {
			for _, op := range instr.Operands(nil) {
				if op == nil || *op != ssa.Value(f) {
					continue
				}
				if !under(instr) {
					return false
				}
				used = true
			}
		}
	}
	return used
}

// methodHeads returns the blocks of fn entered only when the request's
// method is method: the successor of a comparison's If on the side where
// it holds, when the If's block is its only predecessor.
func methodHeads(fn *ssa.Function, method string) []*ssa.BasicBlock {
	var out []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 || len(b.Succs) != 2 {
			continue
		}
		branch, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := branch.Cond.(*ssa.BinOp)
		if !ok || cmp.Op != token.EQL && cmp.Op != token.NEQ || !comparesMethod(cmp, method) {
			continue
		}
		head := b.Succs[0]
		if cmp.Op == token.NEQ {
			head = b.Succs[1]
		}
		if len(head.Preds) == 1 {
			out = append(out, head)
		}
	}
	return out
}

// comparesMethod reports whether cmp compares the Method field of an
// *http.Request with the constant method.
func comparesMethod(cmp *ssa.BinOp, method string) bool {
	for _, pair := range [][2]ssa.Value{{cmp.X, cmp.Y}, {cmp.Y, cmp.X}} {
		if s, ok := keytext.ConstString(pair[1]); ok && s == method && methodField(pair[0]) {
			return true
		}
	}
	return false
}

// methodField reports whether v reads the Method field of a request:
// r.Method of an *http.Request (gin's c.Request.Method included).
func methodField(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		return ok && x.Op == token.MUL && ir.FieldName(fa) == "Method" && ir.IsNamed(fa.X.Type(), "net/http", "Request")
	case *ssa.Field:
		f := ir.StructField(x.X.Type(), x.Field)
		return f != nil && f.Name() == "Method" && ir.IsNamed(x.X.Type(), "net/http", "Request")
	}
	return false
}
