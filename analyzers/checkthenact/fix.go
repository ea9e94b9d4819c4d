package checkthenact

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// claimedName is the name the fix gives the result of the claim.
const claimedName = "claimed"

// setNXFix rewrites a go-redis Exists + Set of the same key into a SetNX
// claim before the effect, where the rewrite is exact:
//
//	n, err := rdb.Exists(ctx, K).Result()   →  claimed, err := rdb.SetNX(ctx, K, V, TTL).Result()
//	if n == 0 { effect; rdb.Set(ctx, K, V, TTL) }  →  if claimed { effect }
//
// It applies only when the count is read once, in the condition of an if
// statement (n == 0, n > 0, n != 0, n >= 1); the value and the TTL of the
// Set are known before the check (constants or parameters); the Set is a
// statement of its own whose result is dropped; and the Set runs on every
// path that leaves the effect, so that a failed effect did not leave the
// key unrecorded before either.
func (c *checker) setNXFix(fn *ssa.Function, chk, rec *site, e *effect) (analysis.SuggestedFix, bool) {
	var none analysis.SuggestedFix
	if chk.call == nil || rec.call == nil || chk.key.scalar == "" || chk.key.scalar != rec.key.scalar {
		return none, false
	}
	exists, set := ir.Callee(chk.call), ir.Callee(rec.call)
	if exists == nil || set == nil || exists.Name() != "Exists" || set.Name() != "Set" ||
		exists.Pkg() == nil || set.Pkg() != exists.Pkg() || ir.NumArgs(rec.call) != 4 {
		return none, false
	}
	if elems, ok := ir.Varargs(ir.Arg(chk.call, chk.item.Param)); !ok || len(elems) != 1 {
		return none, false
	}
	for _, i := range []int{3, 4} { // value, expiration
		if !availableAt(ir.Arg(rec.call, i), chk.instr) {
			return none, false
		}
	}
	if !alwaysReaches(e.call, rec.instr) {
		return none, false
	}

	file := c.fileOf(chk.call.Pos())
	if file == nil || file != c.fileOf(rec.call.Pos()) {
		return none, false
	}
	info := c.p.TypesInfo

	// The check: n, err := rdb.Exists(ctx, K).Result() (or .Val()).
	path, _ := astutil.PathEnclosingInterval(file, chk.call.Pos(), chk.call.Pos())
	if len(path) < 4 {
		return none, false
	}
	existsCall, ok1 := path[0].(*ast.CallExpr)
	sel, ok2 := path[1].(*ast.SelectorExpr)
	resCall, ok3 := path[2].(*ast.CallExpr)
	assign, ok4 := path[3].(*ast.AssignStmt)
	if !ok1 || !ok2 || !ok3 || !ok4 || existsCall.Lparen != chk.call.Pos() || existsCall.Ellipsis.IsValid() ||
		(sel.Sel.Name != "Result" && sel.Sel.Name != "Val") || len(resCall.Args) != 0 ||
		assign.Tok != token.DEFINE || len(assign.Rhs) != 1 || assign.Rhs[0] != resCall {
		return none, false
	}
	existsSel, ok := existsCall.Fun.(*ast.SelectorExpr)
	if !ok {
		return none, false
	}
	nIdent, ok := assign.Lhs[0].(*ast.Ident)
	if !ok || nIdent.Name == "_" {
		return none, false
	}
	nObj := info.Defs[nIdent]
	if nObj == nil {
		return none, false
	}
	// The one use of n: the whole condition of an if statement.
	var use *ast.Ident
	for id, obj := range info.Uses {
		if obj == nObj {
			if use != nil {
				return none, false
			}
			use = id
		}
	}
	if use == nil {
		return none, false
	}
	upath, _ := astutil.PathEnclosingInterval(file, use.Pos(), use.End())
	if len(upath) < 3 {
		return none, false
	}
	cond, ok := upath[1].(*ast.BinaryExpr)
	ifs, ok2 := upath[2].(*ast.IfStmt)
	if !ok || !ok2 || ifs.Cond != cond || cond.X != use {
		return none, false
	}
	negate, ok := claimTest(info, cond)
	if !ok || c.nameTaken(fn, file) {
		return none, false
	}

	// The record: a statement of its own, alone on its lines.
	rpath, _ := astutil.PathEnclosingInterval(file, rec.call.Pos(), rec.call.Pos())
	setCall, stmt, block := recordStmt(rpath, rec.call.Pos())
	if setCall == nil || len(setCall.Args) != 4 || setCall.Ellipsis.IsValid() {
		return none, false
	}
	del, ok := c.lineRange(file, block, stmt)
	if !ok {
		return none, false
	}

	val, ok1 := render(c.p.Fset, setCall.Args[2])
	ttl, ok2 := render(c.p.Fset, setCall.Args[3])
	if !ok1 || !ok2 {
		return none, false
	}
	newCond := claimedName
	if negate {
		newCond = "!" + claimedName
	}
	return analysis.SuggestedFix{
		Message: "Claim the key with SetNX before the effect and drop the later Set",
		TextEdits: []analysis.TextEdit{
			{Pos: nIdent.Pos(), End: nIdent.End(), NewText: []byte(claimedName)},
			{Pos: existsSel.Sel.Pos(), End: existsSel.Sel.End(), NewText: []byte("SetNX")},
			{Pos: existsCall.Rparen, End: existsCall.Rparen, NewText: []byte(", " + val + ", " + ttl)},
			{Pos: cond.Pos(), End: cond.End(), NewText: []byte(newCond)},
			del,
		},
	}, true
}

// claimTest maps a test of the key count to a test of the claim: n == 0
// (absent) is "claimed", n > 0, n != 0 and n >= 1 (present) are "!claimed".
func claimTest(info *types.Info, cond *ast.BinaryExpr) (negate, ok bool) {
	tv, found := info.Types[cond.Y]
	if !found || tv.Value == nil {
		return false, false
	}
	switch tv.Value.ExactString() {
	case "0":
		switch cond.Op {
		case token.EQL:
			return false, true
		case token.GTR, token.NEQ:
			return true, true
		}
	case "1":
		if cond.Op == token.GEQ {
			return true, true
		}
	}
	return false, false
}

// nameTaken reports whether the function already declares claimedName.
func (c *checker) nameTaken(fn *ssa.Function, file *ast.File) bool {
	syn := ir.Enclosing(fn).Syntax()
	if syn == nil {
		return true
	}
	taken := false
	ast.Inspect(syn, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == claimedName {
			taken = true
		}
		return !taken
	})
	if !taken {
		// A package-level claimedName used in the function would be shadowed.
		taken = c.p.Pkg.Scope().Lookup(claimedName) != nil
	}
	return taken
}

// recordStmt finds the expression statement of the Set call at lparen:
// rdb.Set(…) or rdb.Set(…).Err(), and the block holding it.
func recordStmt(path []ast.Node, lparen token.Pos) (*ast.CallExpr, *ast.ExprStmt, *ast.BlockStmt) {
	if len(path) < 3 {
		return nil, nil, nil
	}
	call, ok := path[0].(*ast.CallExpr)
	if !ok || call.Lparen != lparen {
		return nil, nil, nil
	}
	i := 1
	if sel, ok := path[i].(*ast.SelectorExpr); ok && sel.Sel.Name == "Err" {
		outer, ok := path[i+1].(*ast.CallExpr)
		if !ok || outer.Fun != sel || len(path) < i+4 {
			return nil, nil, nil
		}
		i += 2
	}
	stmt, ok := path[i].(*ast.ExprStmt)
	if !ok {
		return nil, nil, nil
	}
	block, ok := path[i+1].(*ast.BlockStmt)
	if !ok {
		return nil, nil, nil
	}
	return call, stmt, block
}

// lineRange returns an edit deleting stmt with its whole lines, when it is
// alone on them and carries no comment.
func (c *checker) lineRange(file *ast.File, block *ast.BlockStmt, stmt ast.Stmt) (analysis.TextEdit, bool) {
	tf := c.p.Fset.File(stmt.Pos())
	if tf == nil {
		return analysis.TextEdit{}, false
	}
	first, last := tf.Line(stmt.Pos()), tf.Line(stmt.End())
	prevEnd, nextStart := tf.Line(block.Lbrace), tf.Line(block.Rbrace)
	for i, s := range block.List {
		if s != stmt {
			continue
		}
		if i > 0 {
			prevEnd = tf.Line(block.List[i-1].End())
		}
		if i+1 < len(block.List) {
			nextStart = tf.Line(block.List[i+1].Pos())
		}
	}
	if prevEnd >= first || nextStart <= last || last+1 > tf.LineCount() {
		return analysis.TextEdit{}, false
	}
	for _, cg := range file.Comments {
		if l := tf.Line(cg.Pos()); l >= first && l <= last {
			return analysis.TextEdit{}, false
		}
	}
	return analysis.TextEdit{Pos: tf.LineStart(first), End: tf.LineStart(last + 1)}, true
}

// availableAt reports whether v is known before instr runs: a constant, a
// parameter, a free variable, a global, or a value computed before it.
func availableAt(v ssa.Value, at ssa.Instruction) bool {
	v = ir.Strip(v)
	switch x := v.(type) {
	case *ssa.Const, *ssa.Parameter, *ssa.FreeVar, *ssa.Global, *ssa.Function:
		return true
	case ssa.Instruction:
		return ir.Dominates(x, at)
	}
	return false
}

// alwaysReaches reports whether every path that leaves a reaches b: no
// return or panic can be reached from a without passing b.
func alwaysReaches(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == bb && ir.Index(a) < ir.Index(b) {
		return true
	}
	seen := map[*ssa.BasicBlock]bool{ab: true}
	stack := []*ssa.BasicBlock{ab}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(x.Succs) == 0 {
			return false
		}
		for _, s := range x.Succs {
			if s == bb || seen[s] {
				continue
			}
			seen[s] = true
			stack = append(stack, s)
		}
	}
	return true
}

func render(fset *token.FileSet, n ast.Node) (string, bool) {
	var b bytes.Buffer
	if err := format.Node(&b, fset, n); err != nil {
		return "", false
	}
	return b.String(), true
}
