package keyretention

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// Folding. A TTL is known when it is a constant: the type checker folds
// named and untyped constants, 24 * time.Hour and time.Duration(n) *
// time.Minute with a constant n into one. A TTL read from a struct field is
// known when every store to that field in the package stores the same
// constant (the default of a config struct, Config{TTL: time.Hour}); a
// field that any code sets from something else, or that no code of the
// package sets, is configuration and is not folded. Nor are variables,
// flags, environment lookups and arithmetic on them.

// defaults are the constants stored into struct fields, by field.
type defaults struct {
	val map[*types.Var]int64
	pos map[*types.Var]token.Pos
	bad map[*types.Var]bool // stored from something not constant, or two constants
}

// fieldDefaults scans the stores of the package's functions.
func fieldDefaults(pkg *ssa.Package, funcs []*ssa.Function) *defaults {
	d := &defaults{val: map[*types.Var]int64{}, pos: map[*types.Var]token.Pos{}, bad: map[*types.Var]bool{}}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok {
					continue
				}
				fa, ok := st.Addr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				f := ir.StructField(fa.X.Type(), fa.Field)
				if f == nil {
					continue
				}
				n, ok := constInt(st.Val)
				switch {
				case !ok:
					d.bad[f] = true
				case d.pos[f] == token.NoPos:
					d.val[f], d.pos[f] = n, st.Pos()
				case d.val[f] != n:
					d.bad[f] = true
				}
			}
		}
	}
	return d
}

// fold returns the constant value of a TTL and, when the constant is
// declared away from the call, the position that declares it.
func (s *state) fold(v ssa.Value) (time.Duration, token.Pos, bool) {
	if n, ok := constInt(v); ok {
		return time.Duration(n), token.NoPos, true
	}
	var f *types.Var
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			f = ir.StructField(fa.X.Type(), fa.Field)
		}
	case *ssa.Field:
		f = ir.StructField(x.X.Type(), x.Field)
	}
	if f == nil || s.defs.bad[f] || s.defs.pos[f] == token.NoPos {
		return 0, token.NoPos, false
	}
	return time.Duration(s.defs.val[f]), s.defs.pos[f], true
}

// constDecl returns the declaration of a named constant (not one of package
// time) that the TTL argument of a call spells, when it has one. A TTL read
// from inside an argument (a struct literal, an item) is looked for among
// all the call's arguments, as a constant of type time.Duration.
func (s *state) constDecl(st site) token.Pos {
	call := s.calls[st.call.Pos()]
	if call == nil {
		return token.NoPos
	}
	args := call.Args
	if i := st.arg; i >= 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if x, ok := s.p.TypesInfo.Selections[sel]; ok && x.Kind() == types.MethodVal {
				i-- // the receiver is not among the arguments
			}
		}
		if i < 0 || i >= len(call.Args) {
			return token.NoPos
		}
		args = call.Args[i : i+1]
	}
	pos := token.NoPos
	for _, arg := range args {
		ast.Inspect(arg, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok || pos != token.NoPos {
				return pos == token.NoPos
			}
			k, ok := s.p.TypesInfo.Uses[id].(*types.Const)
			if ok && k.Pkg() != nil && k.Pkg().Path() != "time" && (st.arg >= 0 || isDuration(k.Type())) {
				pos = k.Pos()
			}
			return true
		})
	}
	return pos
}

// check reports a site whose TTL folds to a constant under the floor.
func (s *state) check(st site) {
	ttl, where := st.lit, token.NoPos
	if ttl == 0 {
		if paramIndex(st.fn, st.ttl) >= 0 {
			return // the callers decide: a wrapper (fact)
		}
		var ok bool
		if ttl, where, ok = s.fold(st.ttl); !ok {
			return // configuration
		}
	}
	if ttl <= 0 {
		return // no expiry at all
	}
	if st.cat == CategoryNATSDuplicates && !s.publishesMsgID() {
		return // nobody publishes with a Msg-Id: the window deduplicates nothing
	}
	floor, money := s.floor(st.money, st.fn)
	if ttl >= floor {
		return
	}
	if where == token.NoPos {
		where = s.constDecl(st)
	}
	why := "a redelivery or client retry can arrive after"
	if money {
		why = "a redelivery or client retry of a payment can arrive after"
	}
	via := ""
	if st.via != "" {
		via = " (through " + st.via + ")"
	}
	cat, msg := st.cat, ""
	switch cat {
	case CategorySQLCleanup:
		msg = fmt.Sprintf("rows of dedup table %q%s are %s once older than %s, less than the %s %s; keep idempotency records at least %s (%s where they guard payments) before deleting them",
			st.key, via, st.op, human(ttl), human(floor), why, human(s.cfg.MinTTL), human(s.cfg.MoneyMinTTL))
	case CategoryDynamoTTL:
		msg = fmt.Sprintf("dedup item of DynamoDB table %q%s %s %s after it is written, less than the %s %s; keep idempotency records at least %s (%s where they guard payments)",
			st.key, via, st.op, human(ttl), human(floor), why, human(s.cfg.MinTTL), human(s.cfg.MoneyMinTTL))
	case CategoryNATSDuplicates:
		stream := "stream"
		if st.key != "" {
			stream = fmt.Sprintf("stream %q", st.key)
		}
		msg = fmt.Sprintf("%s%s %s for %s (StreamConfig.Duplicates), less than the %s a publisher's retry or an outbox replay can arrive after, and this program publishes with a Msg-Id; set Duplicates to at least %s (%s where the messages drive payments) or deduplicate in the consumer",
			stream, via, st.op, human(ttl), human(floor), human(s.cfg.MinTTL), human(s.cfg.MoneyMinTTL))
	default:
		cat = CategoryRedisTTL
		key := "dedup key"
		if st.key != "" {
			key = fmt.Sprintf("dedup key %q", st.key)
		}
		msg = fmt.Sprintf("%s%s is %s for %s, less than the %s %s; keep idempotency keys at least %s (%s where they guard payments)",
			key, via, st.op, human(ttl), human(floor), why, human(s.cfg.MinTTL), human(s.cfg.MoneyMinTTL))
	}
	d := analysis.Diagnostic{Pos: st.call.Pos(), Category: cat, Message: msg}
	if where != token.NoPos && s.p.Fset.Position(where).Line != s.p.Fset.Position(st.call.Pos()).Line {
		rel := "TTL set here"
		if cat != CategoryRedisTTL {
			rel = "retention set here"
		}
		d.Related = []analysis.RelatedInformation{{Pos: where, Message: rel}}
	}
	s.p.Report(d)
}

// human prints a duration as people write retention: 7 days, 24h, 30m.
func human(d time.Duration) string {
	day := 24 * time.Hour
	switch {
	case d >= 2*day && d%day == 0:
		return fmt.Sprintf("%d days", d/day)
	case d%time.Hour == 0:
		return fmt.Sprintf("%dh", d/time.Hour)
	case d%time.Minute == 0:
		return fmt.Sprintf("%dm", d/time.Minute)
	case d%time.Second == 0:
		return fmt.Sprintf("%ds", d/time.Second)
	}
	return d.String()
}
