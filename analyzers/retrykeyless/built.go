package retrykeyless

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
)

// Constructors whose interface result always holds one unexported type of
// the package (repo.New returning Enrollments over *enrollments): an
// importer cannot name the type's methods, so their Unkeyed facts are
// exported again on the constructor, per result and method. The package
// that hands repo.New(db) to a constructor calling it inside a retry reads
// them there (wiredValue), as it reads the facts of a type it can see.

// BuiltUnkeyed is the fact on such a constructor.
type BuiltUnkeyed struct {
	Methods []BuiltUnkeyedMethod // sorted by (Index, Name)
}

// BuiltUnkeyedMethod is the Unkeyed fact of one method of result Index.
type BuiltUnkeyedMethod struct {
	Index   int
	Name    string
	Impl    string // the implementation's name (repo.enrollments.Create)
	Unkeyed Unkeyed
}

func (*BuiltUnkeyed) AFact() {}

func (b *BuiltUnkeyed) String() string {
	var parts []string
	for _, m := range b.Methods {
		parts = append(parts, fmt.Sprintf("%d.%s:%s", m.Index, m.Name, m.Unkeyed.String()))
	}
	return "built(" + strings.Join(parts, ", ") + ")"
}

// builtFact computes the BuiltUnkeyed fact of the constructor fn, or nil.
// A method whose fact leaves the key to a parameter is left out: the
// wiring package has no call of it to read the argument from.
func (c *checker) builtFact(fn *ssa.Function) *BuiltUnkeyed {
	var out []BuiltUnkeyedMethod
	for _, bi := range c.p.Sum.BuiltImpls(fn) {
		if f := c.localFact(bi.Impl); f != nil && f.Obj < 0 {
			out = append(out, BuiltUnkeyedMethod{Index: bi.Index, Name: bi.Method, Impl: inject.FuncName(bi.Impl), Unkeyed: *f})
		}
	}
	if len(out) == 0 {
		return nil
	}
	return &BuiltUnkeyed{Methods: out}
}

// builtUnkeyed returns the Unkeyed fact of method of v, a value made by a
// call of another package's constructor with a BuiltUnkeyed fact, and the
// implementation's name; nil when v is no such value.
func (c *checker) builtUnkeyed(v ssa.Value, method string) (*Unkeyed, string) {
	idx := 0
	v = ir.Strip(v)
	if e, ok := v.(*ssa.Extract); ok {
		idx, v = e.Index, e.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok || call.Call.IsInvoke() {
		return nil, ""
	}
	callee := ir.Callee(&call.Call)
	if callee == nil || callee.Pkg() == nil || callee.Pkg() == c.p.Pkg {
		return nil, ""
	}
	var b BuiltUnkeyed
	if !c.p.ImportObjectFact(callee, &b) {
		return nil, ""
	}
	for _, m := range b.Methods {
		if m.Index == idx && m.Name == method {
			f := m.Unkeyed
			return &f, m.Impl
		}
	}
	return nil, ""
}
