package summary

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// Constructors that return an interface.
//
// A package that wires a service hands its consumers values that
// constructors of other packages built: `consumer.New(store.New(rdb))`.
// When the constructor returns its concrete type, the wiring package's type
// flow knows the value's methods. When it returns an interface of its own
// package (`func New(rdb *redis.Client) Store { return &RedisStore{rdb} }`,
// the shape wire and most hand-written constructors have), the type is
// hidden behind the signature and, without this fact, the value is unknown
// and the injected call stays open. The constructor's package knows: a Made
// fact on the function names, for each interface result, the one type
// every return of it makes, when there is exactly one. The wiring package
// looks that type up in the constructor's package and resolves the value's
// methods as it would for the type itself. A constructor that can return
// two types (a flag that chooses between two stores) gets no fact: the
// value stays unknown rather than taking the union of types it may not
// hold. Nor does one whose type is unexported: go vet hands the wiring
// package the compiler's export data of the constructor's package, which
// holds no unexported type the package's API does not mention, so the CLI
// (which type-checks from source) would resolve what go vet cannot; every
// driver must report the same findings.

// Made is the fact: the concrete type of each interface result a function
// of the package always returns.
type Made struct {
	Results []MadeResult // sorted by Index
}

// MadeResult is one result of a constructor and the type it always holds.
type MadeResult struct {
	// Index is the result's position.
	Index int
	// Type names a type declared at package level in the function's own
	// package; Pointer says that the value is a pointer to it.
	Type    string
	Pointer bool
}

// label renders the result as the facts' String does: 0:*T.
func (r MadeResult) label() string {
	star := ""
	if r.Pointer {
		star = "*"
	}
	return fmt.Sprintf("%d:%s%s", r.Index, star, r.Type)
}

// AFact marks Made as an analysis fact.
func (*Made) AFact() {}

// String renders the fact for `// want f:"…"` assertions: made(0:*T).
func (m *Made) String() string {
	var parts []string
	for _, r := range m.Results {
		parts = append(parts, r.label())
	}
	return "made(" + strings.Join(parts, " ") + ")"
}

// exportConstructors exports a Made fact on each top-level function of the
// package whose interface results each hold one type the package declares,
// and a Built fact (built.go) on each function, not a method, whose value's
// methods do something or leave calls to its arguments. It runs after the
// summaries are computed: a Built fact carries its methods'.
func (r *Result) exportConstructors(pass *analysis.Pass) {
	for _, fn := range r.Funcs {
		if fn.Parent() != nil || fn.TypeParams().Len() > 0 {
			continue
		}
		obj := ir.FuncObject(fn)
		if obj == nil || obj.Pkg() != r.pkg {
			continue
		}
		if m := r.made(fn); m != nil {
			pass.ExportObjectFact(obj, m)
		}
		if ir.IsMethod(obj) {
			continue
		}
		if b := r.built(pass, fn); b != nil {
			pass.ExportObjectFact(obj, b)
		}
	}
}

// made computes fn's Made fact, or nil when no result qualifies.
func (r *Result) made(fn *ssa.Function) *Made {
	res := fn.Signature.Results()
	var out []MadeResult
	for i := 0; i < res.Len(); i++ {
		if !types.IsInterface(res.At(i).Type()) {
			continue
		}
		if t, ptr := r.madeType(fn, i); t != nil {
			out = append(out, MadeResult{Index: i, Type: t.Obj().Name(), Pointer: ptr})
		}
	}
	if len(out) == 0 {
		return nil
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Index < out[b].Index })
	return &Made{Results: out}
}

// madeType returns the one named type (or pointer to it) that every return
// of fn holds in result i, declared at package level in fn's package and
// exported, or nil.
func (r *Result) madeType(fn *ssa.Function, i int) (*types.Named, bool) {
	n, ptr := r.oneType(fn, i)
	if n == nil || !n.Obj().Exported() {
		return nil, false
	}
	return n, ptr
}

// madeValue stands, among the origins of a value, for the result of a
// constructor of another package whose Made fact names its type: the
// wiring package knows the type, not the instruction that made it.
type madeValue struct {
	typ  types.Type
	call *ssa.CallCommon
}

func (v *madeValue) Name() string                  { return "made" }
func (v *madeValue) String() string                { return "made " + v.typ.String() }
func (v *madeValue) Type() types.Type              { return v.typ }
func (v *madeValue) Parent() *ssa.Function         { return nil }
func (v *madeValue) Referrers() *[]ssa.Instruction { return nil }
func (v *madeValue) Pos() token.Pos                { return v.call.Pos() }

// madeOrigin returns the value a call of another package's function g
// returns in result i, from g's Made fact, or nil when it has none, or the
// type cannot be found in g's package.
func (r *Result) madeOrigin(c *ssa.CallCommon, g *ssa.Function, i int) ssa.Value {
	obj := ir.FuncObject(g)
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	m := r.madeFacts[obj]
	if m == nil || r.Pkg.Prog.ImportedPackage(obj.Pkg().Path()) == nil {
		return nil
	}
	for _, mr := range m.Results {
		if mr.Index != i {
			continue
		}
		tn, ok := obj.Pkg().Scope().Lookup(mr.Type).(*types.TypeName)
		if !ok {
			return nil
		}
		var t types.Type = tn.Type()
		if mr.Pointer {
			t = types.NewPointer(t)
		}
		return &madeValue{typ: t, call: c}
	}
	return nil
}
