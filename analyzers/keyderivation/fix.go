package keyderivation

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// hoist returns the fix that mints the key once, above the retry call,
// when that is mechanical: the key is minted by a single-valued call
// directly in the body of a function literal handed to the retry wrapper,
// outside any loop of the literal, and every variable the minting
// expression reads is declared outside the literal. Never for a Temporal
// activity: a key minted at its registration would be shared by every
// execution.
func (c *checker) hoist(src source, scope *summary.RetryScope) *analysis.SuggestedFix {
	call, ok := src.call.(*ssa.Call)
	if !ok || scope.Kind != summary.RetryCallback || scope.Call == nil || scope.Activity {
		return nil
	}
	lit := scope.Fn
	if lit.Parent() == nil || call.Parent() != lit || scope.Call.Parent() != lit.Parent() || ir.InLoop(call) {
		return nil
	}
	if _, tuple := call.Type().(*types.Tuple); tuple {
		return nil
	}
	litSyntax, ok := lit.Syntax().(*ast.FuncLit)
	if !ok {
		return nil
	}
	file := c.fileOf(call.Pos())
	if file == nil {
		return nil
	}
	expr := callExprAt(file, call.Pos())
	if expr == nil || expr.Pos() < litSyntax.Body.Pos() || expr.End() > litSyntax.Body.End() {
		return nil
	}
	info := c.p.TypesInfo
	inside := false
	ast.Inspect(expr, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			inside = true // a literal in the expression: not mechanical
			return false
		case *ast.Ident:
			if v, ok := info.Uses[n].(*types.Var); ok && v.Pos() >= litSyntax.Pos() && v.Pos() < litSyntax.End() {
				inside = true
			}
		}
		return true
	})
	if inside {
		return nil
	}
	stmt := stmtAt(file, scope.Call.Pos())
	if stmt == nil || stmt.Pos() > litSyntax.Pos() {
		return nil
	}
	name := c.freshName(stmt.Pos(), expr.Pos())
	if name == "" {
		return nil
	}
	var buf bytes.Buffer
	if err := format.Node(&buf, c.p.Fset, expr); err != nil {
		return nil
	}
	indent := strings.Repeat("\t", c.p.Fset.Position(stmt.Pos()).Column-1)
	return &analysis.SuggestedFix{
		Message: fmt.Sprintf("Mint the key once before %s", scope.Name),
		TextEdits: []analysis.TextEdit{
			{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(name + " := " + buf.String() + "\n" + indent)},
			{Pos: expr.Pos(), End: expr.End(), NewText: []byte(name)},
		},
	}
}

func (c *checker) fileOf(pos token.Pos) *ast.File {
	for _, f := range c.p.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// callExprAt returns the call expression whose opening parenthesis is at
// lparen (the position SSA gives a call).
func callExprAt(file *ast.File, lparen token.Pos) *ast.CallExpr {
	path, _ := astutil.PathEnclosingInterval(file, lparen, lparen)
	for _, n := range path {
		if ce, ok := n.(*ast.CallExpr); ok && ce.Lparen == lparen {
			return ce
		}
	}
	return nil
}

// stmtAt returns the statement of a block that holds pos.
func stmtAt(file *ast.File, pos token.Pos) ast.Stmt {
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	for i, n := range path {
		st, ok := n.(ast.Stmt)
		if !ok || i+1 >= len(path) {
			continue
		}
		switch path[i+1].(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			return st
		}
	}
	return nil
}

// freshName returns a variable name free at both positions.
func (c *checker) freshName(positions ...token.Pos) string {
	for i := 0; i < 10; i++ {
		name := "idempotencyKey"
		if i > 0 {
			name = fmt.Sprintf("idempotencyKey%d", i+1)
		}
		free := true
		for _, pos := range positions {
			if s := c.p.Pkg.Scope().Innermost(pos); s != nil {
				if _, obj := s.LookupParent(name, pos); obj != nil {
					free = false
				}
			}
		}
		if free {
			return name
		}
	}
	return ""
}
