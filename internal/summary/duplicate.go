package summary

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// DuplicateTest marks a function whose bool result is true exactly when
// its error parameter Param is a driver's duplicate (a team's
// isUniqueViolation(err) over pgconn's 23505): a caller's test of it is a
// test of a duplicate.
const DuplicateTest knowledge.Role = "duplicate-test"

// DuplicateError marks a function that returns (or hands up from a callee)
// the package-level error variable Item.Table ("pkgpath.ErrAlreadyExists")
// on a duplicate's branch: a caller's errors.Is against that variable is
// a test of a duplicate.
const DuplicateError knowledge.Role = "duplicate-error"

// DupBranch is an If of a function with one side taken when a write found
// its key already there: a lost claim (SetNX false, no row inserted) or a
// driver's duplicate (a unique violation, a failed attribute_not_exists
// condition).
type DupBranch struct {
	At         *ssa.If
	Dup, Fresh *ssa.BasicBlock
	// Claim is the claim whose outcome the If tests, or nil.
	Claim *ssa.Call
	// ClaimErrs are the claim's own error values: nil on its losing side.
	ClaimErrs []ssa.Value
	// Write is the call whose error the If tests, when it can be told.
	Write *ssa.Call
	// How says, for a message, what the branch found: "SetNX returned
	// false", "pgx (SQLSTATE 23505 unique_violation)".
	How string
}

// Pos is where the branch is tested: its condition, or (a bool tested
// as it is) the write whose outcome it is.
func (br DupBranch) Pos() token.Pos {
	if p := br.At.Cond.Pos(); p.IsValid() {
		return p
	}
	if br.Write != nil {
		return br.Write.Pos()
	}
	for _, instr := range br.Dup.Instrs {
		if instr.Pos().IsValid() {
			return instr.Pos()
		}
	}
	return br.At.Block().Parent().Pos()
}

// Region returns the blocks that only the duplicate's side of br reaches,
// in block order.
func (br DupBranch) Region() []*ssa.BasicBlock {
	dup, fresh := ir.Reachable(br.Dup), ir.Reachable(br.Fresh)
	var out []*ssa.BasicBlock
	for _, b := range br.At.Block().Parent().Blocks {
		if dup[b] && !fresh[b] {
			out = append(out, b)
		}
	}
	return out
}

// Duplicates returns the duplicate branches of fn: the losing side of each
// claim fn tests, and each test of a driver's duplicate (knowledge.
// Duplicates), of a team's DuplicateTest function or of a sentinel a
// callee returns on a duplicate (DuplicateError).
func (r *Result) Duplicates(fn *ssa.Function) []DupBranch { return r.duplicates(fn, true) }

// duplicates: whole is false while the package's summaries are computed
// (only the facts of fn's calls are read then).
func (r *Result) duplicates(fn *ssa.Function, whole bool) []DupBranch {
	var out []DupBranch
	for _, cl := range r.Claims(fn) {
		how := r.CallName(&cl.Call.Call, ir.Callee(&cl.Call.Call)) + " lost the claim"
		for _, br := range cl.Branches {
			out = append(out, DupBranch{At: br.At, Dup: br.Lost, Fresh: br.Won, Claim: cl.Call, ClaimErrs: cl.Errs, Write: cl.Call, How: how})
		}
	}
	d := r.dupScope(fn, whole)
	for _, b := range fn.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 || claimed(out, iff) {
			continue
		}
		t, ok := d.test(iff.Cond, 0)
		if !ok {
			continue
		}
		br := DupBranch{At: iff, Dup: b.Succs[0], Fresh: b.Succs[1], How: t.how}
		if !t.ifTrue {
			br.Dup, br.Fresh = br.Fresh, br.Dup
		}
		if t.err != nil {
			br.Write = writeOf(t.err, 0)
		}
		out = append(out, br)
	}
	return out
}

func claimed(brs []DupBranch, iff *ssa.If) bool {
	for _, br := range brs {
		if br.At == iff {
			return true
		}
	}
	return false
}

// writeOf returns the call whose error v is: the call itself or the
// error result of its tuple, through conversions to interfaces, wrapping
// and phis.
func writeOf(v ssa.Value, depth int) *ssa.Call {
	if depth > 6 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Call:
		if ir.Callee(&x.Call) != nil && x.Call.Signature().Results().Len() == 1 && ir.IsError(x.Type()) {
			if fn := ir.Callee(&x.Call); fn.Pkg() != nil && (fn.Pkg().Path() == "fmt" || fn.Pkg().Path() == "errors") {
				for _, a := range x.Call.Args {
					if w := writeOf(a, depth+1); w != nil {
						return w
					}
				}
				return nil
			}
		}
		return x
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok {
			return c
		}
	case *ssa.MakeInterface:
		return writeOf(x.X, depth+1)
	case *ssa.ChangeInterface:
		return writeOf(x.X, depth+1)
	case *ssa.Slice:
		return writeOf(x.X, depth+1)
	case *ssa.Alloc:
		for _, ref := range *x.Referrers() {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == x {
				return writeOf(st.Val, depth+1)
			}
		}
	case *ssa.IndexAddr:
		return writeOf(x.X, depth+1)
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			return writeOf(fa.X, depth+1) // gorm's db.Create(&row).Error
		}
	case *ssa.Field:
		return writeOf(x.X, depth+1)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if w := writeOf(e, depth+1); w != nil {
				return w
			}
		}
	}
	return nil
}

// dupTest is what a condition tests: true (or false, !ifTrue) exactly on
// a duplicate of the error err.
type dupTest struct {
	ifTrue bool
	err    ssa.Value
	how    string
}

// dupScope knows the sentinels the program returns on a duplicate, as
// the facts of the calls of one function say.
type dupScope struct {
	r         *Result
	sentinels map[string]bool
}

func (r *Result) dupScope(fn *ssa.Function, whole bool) *dupScope {
	d := &dupScope{r: r, sentinels: map[string]bool{}}
	for _, f := range r.Funcs {
		if !whole {
			break // the summaries of the package are being computed
		}
		for _, it := range r.Func(f).All(DuplicateError) {
			d.sentinels[it.Table] = true
		}
	}
	for _, c := range ir.Calls(fn) {
		for _, it := range r.Call(c.Common()).All(DuplicateError) {
			d.sentinels[it.Table] = true
		}
	}
	return d
}

// test reports whether v tests a duplicate.
func (d *dupScope) test(v ssa.Value, depth int) (dupTest, bool) {
	if depth > 4 {
		return dupTest{}, false
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.NOT {
			t, ok := d.test(x.X, depth+1)
			t.ifTrue = !t.ifTrue
			return t, ok
		}
	case *ssa.Call:
		return d.callTest(x)
	case *ssa.BinOp:
		if x.Op != token.EQL && x.Op != token.NEQ {
			return dupTest{}, false
		}
		for _, pair := range [2][2]ssa.Value{{x.X, x.Y}, {x.Y, x.X}} {
			if t, ok := d.compare(pair[0], pair[1]); ok {
				t.ifTrue = x.Op == token.EQL
				return t, true
			}
		}
	}
	return dupTest{}, false
}

func (d *dupScope) callTest(x *ssa.Call) (dupTest, bool) {
	c := &x.Call
	callee := ir.Callee(c)
	if callee == nil {
		return dupTest{}, false
	}
	switch name := callee.FullName(); {
	case name == "errors.Is" && len(c.Args) == 2:
		if how, ok := d.sentinel(c.Args[1]); ok {
			return dupTest{ifTrue: true, err: c.Args[0], how: how}, true
		}
	case name == "errors.As" && len(c.Args) == 2:
		if e := dupTarget(c.Args[1]); e != nil {
			return dupTest{ifTrue: true, err: c.Args[0], how: e.Driver}, true
		}
	case name == "strings.Contains" && len(c.Args) == 2:
		if e := dupMessage(c.Args[1]); e != nil && errorText(c.Args[0]) != nil {
			return dupTest{ifTrue: true, err: errorText(c.Args[0]), how: e.Driver}, true
		}
	default:
		if e := knowledge.DuplicateOf(knowledge.DupPredicate, name); e != nil && len(c.Args) > 0 {
			return dupTest{ifTrue: true, err: c.Args[0], how: e.Driver}, true
		}
		if it := d.r.Call(c).First(DuplicateTest); it != nil {
			if a := ir.Arg(c, it.Param); a != nil {
				return dupTest{ifTrue: true, err: a, how: "a duplicate, as " + d.r.CallName(c, callee) + " tells"}, true
			}
		}
	}
	return dupTest{}, false
}

// compare: field == code, or err == sentinel.
func (d *dupScope) compare(a, k ssa.Value) (dupTest, bool) {
	if how, ok := d.sentinel(k); ok && ir.IsError(a.Type()) {
		return dupTest{err: a, how: how}, true
	}
	if t, ok := methodCode(a, k); ok {
		return t, true
	}
	owner, field, base := loadedField(a)
	if owner == nil {
		return dupTest{}, false
	}
	q := qualified(owner.Obj()) + "." + field
	for _, e := range knowledge.Duplicates() {
		if e.Kind != knowledge.DupField || e.Name != q {
			continue
		}
		if kc, ok := k.(*ssa.Const); ok && kc.Value != nil && constText(kc.Value) == e.Value {
			return dupTest{err: asSource(base), how: e.Driver}, true
		}
		if g := global(k); g != nil && qualified(g.Object()) == e.Value {
			return dupTest{err: asSource(base), how: e.Driver}, true
		}
	}
	return dupTest{}, false
}

// methodCode: a.Method() == k, where Method is a DupMethod of the
// knowledge: called on the driver's type itself, or through an interface
// (the program's own interface{ SQLState() string }, filled by errors.As)
// whose method has the same name and signature as the driver's.
func methodCode(a, k ssa.Value) (dupTest, bool) {
	call, ok := a.(*ssa.Call)
	kc, isConst := k.(*ssa.Const)
	if !ok || !isConst || kc.Value == nil || len(call.Call.Args) > 1 {
		return dupTest{}, false
	}
	var name string
	var recv ssa.Value
	switch {
	case call.Call.IsInvoke():
		if _, ok := call.Call.Value.Type().Underlying().(*types.Interface); !ok {
			return dupTest{}, false
		}
		name, recv = call.Call.Method.Name(), call.Call.Value
	default:
		callee := ir.Callee(&call.Call)
		if callee == nil || callee.Signature().Recv() == nil || len(call.Call.Args) != 1 {
			return dupTest{}, false
		}
		recv = call.Call.Args[0]
		t := callee.Signature().Recv().Type()
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if owner, ok := types.Unalias(t).(*types.Named); ok {
			name = qualified(owner.Origin().Obj()) + "." + callee.Name()
		}
	}
	sig := call.Call.Signature()
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return dupTest{}, false
	}
	for _, e := range knowledge.Duplicates() {
		if e.Kind != knowledge.DupMethod || constText(kc.Value) != e.Value {
			continue
		}
		if name == e.Name || (call.Call.IsInvoke() && name == e.Name[strings.LastIndex(e.Name, ".")+1:]) {
			if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return dupTest{err: asSource(recv), how: e.Driver}, true
			}
		}
	}
	return dupTest{}, false
}

func constText(v constant.Value) string {
	if v.Kind() == constant.String {
		return constant.StringVal(v)
	}
	return v.ExactString()
}

// sentinel reports whether v loads an error variable that says duplicate:
// a driver's (gorm.ErrDuplicatedKey) or the program's (DuplicateError).
func (d *dupScope) sentinel(v ssa.Value) (string, bool) {
	g := global(v)
	if g == nil {
		return "", false
	}
	q := qualified(g.Object())
	if e := knowledge.DuplicateOf(knowledge.DupSentinel, q); e != nil {
		return e.Driver, true
	}
	if d != nil && d.sentinels[q] {
		return g.Object().Name() + ", which the store returns on a duplicate", true
	}
	return "", false
}

// global returns the package-level variable v loads, through conversions
// to interfaces.
func global(v ssa.Value) *ssa.Global {
	if x, ok := ir.Strip(v).(*ssa.UnOp); ok && x.Op == token.MUL {
		g, _ := x.X.(*ssa.Global)
		return g
	}
	return nil
}

func qualified(obj types.Object) string {
	if obj == nil || obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

// loadedField returns the named struct type and field name v loads:
// p.Code of a *pgconn.PgError, e.Number of a mysql.MySQLError value.
func loadedField(v ssa.Value) (*types.Named, string, ssa.Value) {
	var x ssa.Value
	var i int
	switch l := v.(type) {
	case *ssa.UnOp:
		fa, ok := l.X.(*ssa.FieldAddr)
		if l.Op != token.MUL || !ok {
			return nil, "", nil
		}
		x, i = fa.X, fa.Field
	case *ssa.Field:
		x, i = l.X, l.Field
	default:
		return nil, "", nil
	}
	t := x.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil, "", nil
	}
	f := ir.StructField(n, i)
	if f == nil {
		return nil, "", nil
	}
	return n.Origin(), f.Name(), x
}

// asSource returns the error a driver's error value x was taken from: the
// first argument of the errors.As that filled the variable x is loaded
// from, or the operand of the type assertion x is.
func asSource(x ssa.Value) ssa.Value {
	switch v := x.(type) {
	case *ssa.UnOp, *ssa.Alloc:
		// A pointer loaded from the variable errors.As filled
		// (*pgconn.PgError), or the variable itself (a sqlite3.Error
		// value's field read in place).
		addr := x
		if u, ok := v.(*ssa.UnOp); ok {
			if u.Op != token.MUL {
				return nil
			}
			addr = u.X
		}
		if addr.Referrers() == nil {
			return nil
		}
		targets := []ssa.Value{addr}
		for _, r := range *addr.Referrers() {
			if mi, ok := r.(*ssa.MakeInterface); ok {
				targets = append(targets, mi)
			}
		}
		for _, t := range targets {
			for _, r := range *t.Referrers() {
				c, ok := r.(*ssa.Call)
				if !ok || len(c.Call.Args) != 2 || c.Call.Args[1] != t {
					continue
				}
				if fn := ir.Callee(&c.Call); fn != nil && fn.FullName() == "errors.As" {
					return c.Call.Args[0]
				}
			}
		}
	case *ssa.Extract:
		if ta, ok := v.Tuple.(*ssa.TypeAssert); ok {
			return ta.X
		}
	case *ssa.TypeAssert:
		return v.X
	}
	return nil
}

// dupTarget returns the duplicate entry of the error type errors.As
// targets, when the type alone says duplicate (DupType).
func dupTarget(v ssa.Value) *knowledge.Duplicate {
	for i := 0; i < 3; i++ {
		if m, ok := v.(*ssa.MakeInterface); ok {
			v = m.X
		}
	}
	p, ok := v.Type().Underlying().(*types.Pointer)
	if !ok {
		return nil
	}
	t := p.Elem()
	if q, ok := t.Underlying().(*types.Pointer); ok {
		t = q.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	return knowledge.DuplicateOf(knowledge.DupType, qualified(n.Origin().Obj()))
}

// dupMessage returns the DupMessage entry a constant substring names.
func dupMessage(v ssa.Value) *knowledge.Duplicate {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.String {
		return nil
	}
	s := constant.StringVal(k.Value)
	if len(s) < 9 {
		return nil
	}
	for _, e := range knowledge.Duplicates() {
		if e.Kind == knowledge.DupMessage && (strings.Contains(s, e.Value) || strings.Contains(e.Value, s)) {
			e := e
			return &e
		}
	}
	return nil
}

// errorText returns the error whose Error() text v is, or nil.
func errorText(v ssa.Value) ssa.Value {
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	c := &call.Call
	if c.IsInvoke() && c.Method.Name() == "Error" && ir.IsError(c.Value.Type()) {
		return c.Value
	}
	if fn := ir.Callee(c); fn != nil && fn.Name() == "Error" && len(c.Args) == 1 && c.Signature().Recv() != nil {
		if types.Implements(c.Args[0].Type(), errorIface) {
			return c.Args[0]
		}
	}
	return nil
}

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// markDuplicate adds DuplicateTest to f when fn's bool result tests its
// error parameter for a duplicate, and DuplicateError for each program
// error variable fn returns on a duplicate's branch.
func (r *Result) markDuplicate(fn *ssa.Function, f *Fact) {
	brs := r.duplicates(fn, false)
	d := r.dupScope(fn, false)
	if p := errParam(fn); p >= 0 && len(fn.Blocks) > 0 {
		if d.returnsTest(fn, brs) {
			f.add(Item{Role: DuplicateTest, Param: p})
		}
	}
	res := fn.Signature.Results()
	if res.Len() == 0 || !ir.IsError(res.At(res.Len()-1).Type()) {
		return
	}
	for _, br := range brs {
		for _, b := range br.Region() {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok {
				continue
			}
			g := global(ret.Results[len(ret.Results)-1])
			if g != nil && ir.IsError(g.Type().(*types.Pointer).Elem()) && knowledge.DuplicateOf(knowledge.DupSentinel, qualified(g.Object())) == nil {
				f.add(Item{Role: DuplicateError, Param: -1, Table: qualified(g.Object()), Via: []string{fn.Name()}})
			}
		}
	}
}

// errParam returns the receiver-first position of fn's one error
// parameter when fn returns one bool, or -1.
func errParam(fn *ssa.Function) int {
	res := fn.Signature.Results()
	if res.Len() != 1 {
		return -1
	}
	if b, ok := res.At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return -1
	}
	pos := -1
	for i, p := range fn.Params {
		if ir.IsError(p.Type()) {
			if pos >= 0 {
				return -1
			}
			pos = i
		}
	}
	return pos
}

// returnsTest reports whether every return of fn answers false, a test of
// a duplicate that is true on one, or true on a duplicate's branch, and
// some return is not false.
func (d *dupScope) returnsTest(fn *ssa.Function, brs []DupBranch) bool {
	dupBlocks := map[*ssa.BasicBlock]bool{}
	for _, br := range brs {
		for _, b := range br.Region() {
			dupBlocks[b] = true
		}
	}
	some := false
	var ok func(v ssa.Value, b *ssa.BasicBlock, depth int) bool
	ok = func(v ssa.Value, b *ssa.BasicBlock, depth int) bool {
		if depth > 3 {
			return false
		}
		switch x := v.(type) {
		case *ssa.Const:
			if x.Value == nil || x.Value.Kind() != constant.Bool {
				return false
			}
			if !constant.BoolVal(x.Value) {
				return true
			}
			some = some || dupBlocks[b]
			return dupBlocks[b]
		case *ssa.Phi:
			for i, e := range x.Edges {
				if !ok(e, x.Block().Preds[i], depth+1) {
					return false
				}
			}
			return true
		}
		t, isTest := d.test(v, 0)
		if isTest && t.ifTrue {
			some = true
			return true
		}
		return false
	}
	for _, b := range fn.Blocks {
		if ret, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return); isRet && !ok(ret.Results[0], b, 0) {
			return false
		}
	}
	return some
}
