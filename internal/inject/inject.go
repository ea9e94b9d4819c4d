// Package inject carries an analyzer's finding on an injected dependency
// from the package that calls it to the package that wires it.
//
// A consumer package is analysed before the package that hands its
// exported constructor a concrete handler: when the consumer acks, or
// retries, and then calls the handler held in a field, it cannot know what
// the handler does. The analyzer records what it saw as an Injection, a fact
// of its own type (embedding Set) on each function of the package that
// stores one of its parameters in the field (with the parameter's position),
// and on the field itself when it is exported. The wiring package imports
// the fact of the constructor it calls (or of the field it sets) and asks
// its summary what the value handed there does (summary.Result.Injected*):
// the analyzer reports there when that breaks its rule.
package inject

import (
	"cmp"
	"encoding/gob"
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// Injection is one unsafe call of an injected value.
type Injection struct {
	// Param is the receiver-first position of the constructor's parameter
	// stored in the field; -1 in a fact on the field itself.
	Param int
	// Field names the field: "consumer.Consumer.h".
	Field string
	// Method is the method called on the value, "" for a func-typed field.
	Method string
	// Func is the function that makes the call: "consumer.Consumer.Run".
	Func string
	// Site is what makes the call unsafe, as the analyzer words it (the
	// ack's chain, the retry's name), and Lib the library call at its end.
	Site, Lib string
	// At is where that site is, as file:line (the file's base name): a
	// token.Pos of another package does not survive go vet's processes.
	At string
	// Path is At's file as the driver named it (an absolute path under
	// the CLI and go vet), for Related: the message keeps At alone.
	Path string
	// Then, when the hazard is a pair of calls on the same value, is the
	// method called second (checkthenact: the record after the check
	// Method and the effect Site).
	Then string
	// Obj is the object path (go/types/objectpath) of the function Func
	// names, in the package of the constructor or the field that carries
	// the fact: the wiring package finds its declaration there (FuncPos)
	// and points at it. Empty when the analyzer does not set it.
	Obj string
	// ObjPkg is the path of the package Obj is in, when the fact is on a
	// constructor of another package (a router that hands the handler's
	// constructor a field of its own carries the handler's injection on).
	ObjPkg string
	// Keys and Guards mark, as bit i, the call's receiver-first argument
	// i when the analyzer found it to carry what the caller sent
	// (createkey: a value from the client's request; a gorm model a unique
	// column of which holds one): the wiring package reads whether the
	// wired value keys its effect by that argument. relativewrite marks
	// in Keys the argument that carries the transaction nothing keys.
	Keys, Guards uint64
	// AlsoMethod, when not empty, is the method called on a second
	// injected value the hazard involves, the constructor's parameter Also
	// (receiver-first) filling it (checkthenact: the effect between the
	// check and the record, a call through another field): the wiring
	// package judges what that value does too.
	AlsoMethod string
	Also       int
	// Peers names, comma-separated and sorted, the other methods of the
	// same value that the function hands the same transaction
	// (relativewrite: the wiring package reads whether one of them claims).
	Peers string
}

// Called renders the call: "consumer.Consumer.h.Handle".
func (it Injection) Called() string {
	if it.Method != "" {
		return it.Field + "." + it.Method
	}
	return it.Field
}

// MaxItems bounds the items of a fact, so that it stays small.
const MaxItems = 32

// Set is the content of an analyzer's injection fact; Items are sorted, so
// that the gob encoding is deterministic.
type Set struct{ Items []Injection }

func (s *Set) set() *Set { return s }

// Fact is an analyzer's fact type: a struct embedding Set.
type Fact interface {
	analysis.Fact
	set() *Set
}

// FactOf is the fact type of the analyzer whose own type (its Config)
// instantiates it: facts are told apart by type, so each analyzer that
// records injections needs a type of its own.
type FactOf[Owner any] struct{ Set }

// AFact marks FactOf as an analysis fact.
func (*FactOf[Owner]) AFact() {}

// NewFact registers Owner's fact type with gob and returns its
// constructor, for Export and Wired.
func NewFact[Owner any]() func() Fact {
	gob.Register(new(FactOf[Owner]))
	return func() Fact { return new(FactOf[Owner]) }
}

// String renders the fact stably, for `// want f:"…"`.
func (s *Set) String() string {
	var parts []string
	for _, it := range s.Items {
		if it.Then != "" {
			parts = append(parts, fmt.Sprintf("%d:%s, %s, then %s", it.Param, it.Called(), it.Site, it.Then))
			continue
		}
		parts = append(parts, fmt.Sprintf("%d:%s after %s", it.Param, it.Called(), it.Lib))
	}
	return "injected(" + strings.Join(parts, ", ") + ")"
}

// Sort orders the items.
func (s *Set) Sort() {
	sort.Slice(s.Items, func(i, j int) bool {
		a, b := s.Items[i], s.Items[j]
		return cmp.Or(
			cmp.Compare(a.Param, b.Param),
			cmp.Compare(a.Field, b.Field),
			cmp.Compare(a.Method, b.Method),
			cmp.Compare(a.At, b.At),
			cmp.Compare(a.Then, b.Then),
			cmp.Compare(a.Func, b.Func),
			cmp.Compare(a.Keys, b.Keys),
			cmp.Compare(a.Guards, b.Guards),
			cmp.Compare(a.Also, b.Also),
			cmp.Compare(a.AlsoMethod, b.AlsoMethod),
			cmp.Compare(a.Peers, b.Peers),
		) < 0
	})
}

// Hazard is an unsafe call through an injected field, in this package.
type Hazard struct {
	Field *types.Var
	It    Injection
	// AlsoField is the field of the second injected value (It.AlsoMethod),
	// or nil.
	AlsoField *types.Var
}

// Through returns the field of this package that call calls through when
// the package's type flow leaves it unresolved, and the method called on
// it ("" for a func-typed field), or nil.
func Through(sum *summary.Result, call *ssa.CallCommon) (*types.Var, string) {
	fld := sum.InjectedField(call)
	if fld == nil {
		return nil, ""
	}
	if call.IsInvoke() {
		return fld, call.Method.Name()
	}
	return fld, ""
}

// New returns the injection of a call through fld made in fn, unsafe
// because of site (its chain and library call) at pos.
func New(fset *token.FileSet, fn *ssa.Function, fld *types.Var, method, site, lib string, pos token.Pos) Hazard {
	posn := fset.Position(pos)
	return Hazard{Field: fld, It: Injection{
		Param:  -1,
		Field:  FieldName(fld),
		Method: method,
		Func:   FuncName(fn),
		Site:   site,
		Lib:    lib,
		At:     fmt.Sprintf("%s:%d", filepath.Base(posn.Filename), posn.Line),
		Path:   posn.Filename,
		Also:   -1,
	}}
}

// Related returns the related information of a finding completed in the
// wiring package: where the injected value is called (it.At), when the
// driver's file set holds that file (the CLI and golangci-lint analyse
// every package in one file set; go vet hands a package its own files
// only, and the message names the place instead), or nil.
func Related(fset *token.FileSet, it Injection, msg string) []analysis.RelatedInformation {
	i := strings.LastIndexByte(it.At, ':')
	if it.Path == "" || i < 0 {
		return nil
	}
	line, err := strconv.Atoi(it.At[i+1:])
	if err != nil || line < 1 {
		return nil
	}
	var pos token.Pos
	fset.Iterate(func(f *token.File) bool {
		if f.Name() == it.Path && line <= f.LineCount() {
			pos = f.LineStart(line)
			return false
		}
		return true
	})
	if !pos.IsValid() {
		return nil
	}
	return []analysis.RelatedInformation{{Pos: pos, End: pos, Message: msg}}
}

// Export exports the hazards on the functions that store their parameter
// in the field, and on the field when other packages can set it; mk makes
// an empty fact of the analyzer's type.
func Export(pass *analysis.Pass, sum *summary.Result, hs []Hazard, mk func() Fact) {
	facts := make(map[types.Object]Fact)
	var order []types.Object
	add := func(obj types.Object, it Injection) {
		f := facts[obj]
		if f == nil {
			f = mk()
			facts[obj] = f
			order = append(order, obj)
		}
		s := f.set()
		for _, x := range s.Items {
			if x == it {
				return
			}
		}
		if len(s.Items) < MaxItems {
			s.Items = append(s.Items, it)
		}
	}
	for _, h := range hs {
		if h.Field.Exported() {
			it := h.It
			it.Also, it.AlsoMethod = -1, "" // a field names no parameter
			add(h.Field, it)
		}
		for _, fp := range sum.InjectedParams(h.Field) {
			it := h.It
			it.Param = fp.Param
			it.Also, it.AlsoMethod = alsoParam(sum, h, fp.Func)
			add(ir.FuncObject(fp.Func), it)
		}
	}
	for _, obj := range order {
		facts[obj].set().Sort()
		pass.ExportObjectFact(obj, facts[obj])
	}
}

// alsoParam returns the parameter of fn that fills h.AlsoField, with the
// method called on it, or -1 and "" when fn fills it with none.
func alsoParam(sum *summary.Result, h Hazard, fn *ssa.Function) (int, string) {
	if h.AlsoField == nil || h.It.AlsoMethod == "" {
		return -1, ""
	}
	for _, fp := range sum.InjectedParams(h.AlsoField) {
		if fp.Func == fn {
			return fp.Param, h.It.AlsoMethod
		}
	}
	return -1, ""
}

// Wired calls found for each value that fn hands to a constructor of
// another package, or stores in an exported field of one of its types,
// whose fact says the value is called unsafely there: at is the call or
// the store, v the value, how the way the message names the hand-over
// ("consumer.New is handed", "consumer.Forwarder.Send is set to").
func Wired(pass *analysis.Pass, fn *ssa.Function, mk func() Fact, found func(at ssa.Instruction, v ssa.Value, it Injection, how string)) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case ssa.CallInstruction:
				cc := instr.Common()
				g := cc.StaticCallee()
				if g == nil || cc.IsInvoke() {
					continue
				}
				obj := ir.FuncObject(g)
				if obj == nil || obj.Pkg() == pass.Pkg {
					continue
				}
				f := mk()
				if !pass.ImportObjectFact(obj, f) {
					continue
				}
				for _, it := range f.set().Items {
					if it.Param >= 0 && it.Param < len(cc.Args) {
						found(instr, cc.Args[it.Param], it, summary.Describe(obj)+" is handed")
					}
				}
			case *ssa.Store:
				fa, ok := instr.Addr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				fld := ir.StructField(fa.X.Type(), fa.Field)
				if fld == nil || fld.Pkg() == pass.Pkg {
					continue
				}
				f := mk()
				if !pass.ImportObjectFact(fld, f) {
					continue
				}
				for _, it := range f.set().Items {
					found(instr, instr.Val, it, it.Field+" is set to")
				}
			}
		}
	}
}

// FuncObj returns the function it names (it.Obj), found in the package of
// the constructor called, or of the field set, at at (an instruction Wired
// handed over), or nil. Its position is the type checker's, which the
// imported package's export data or syntax gives in this pass's file set.
func FuncObj(at ssa.Instruction, it Injection) types.Object {
	if it.Obj == "" {
		return nil
	}
	var pkg *types.Package
	switch at := at.(type) {
	case ssa.CallInstruction:
		if obj := ir.FuncObject(at.Common().StaticCallee()); obj != nil {
			pkg = obj.Pkg()
		}
	case *ssa.Store:
		if fa, ok := at.Addr.(*ssa.FieldAddr); ok {
			if fld := ir.StructField(fa.X.Type(), fa.Field); fld != nil {
				pkg = fld.Pkg()
			}
		}
	}
	if pkg != nil && it.ObjPkg != "" && it.ObjPkg != pkg.Path() {
		pkg = importedPkg(pkg, it.ObjPkg)
	}
	if pkg == nil {
		return nil
	}
	obj, err := objectpath.Object(pkg, objectpath.Path(it.Obj))
	if err != nil {
		return nil
	}
	return obj
}

// importedPkg returns the package of path among the packages pkg imports,
// directly or not, or nil (a driver that loads export data may not list
// them all).
func importedPkg(pkg *types.Package, path string) *types.Package {
	seen := map[*types.Package]bool{pkg: true}
	queue := []*types.Package{pkg}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, imp := range p.Imports() {
			if imp.Path() == path {
				return imp
			}
			if !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	return nil
}

// Rewired returns the hazard to carry one package up when the value v this
// package hands to a constructor whose fact has it is a field of this
// package that its own constructors fill (a router holding the service it
// hands to a handler's constructor): the wiring package above sees the
// value. ok is false otherwise.
func Rewired(sum *summary.Result, v ssa.Value, it Injection) (Hazard, bool) {
	fld := sum.LoadedField(v)
	if fld == nil || len(sum.InjectedParams(fld)) == 0 {
		return Hazard{}, false
	}
	return Hazard{Field: fld, It: it}, true
}

// ObjPath returns the object path of fn's enclosing named function, for
// Injection.Obj, or "".
func ObjPath(fn *ssa.Function) string {
	obj := ir.FuncObject(ir.Enclosing(fn))
	if obj == nil {
		return ""
	}
	p, err := objectpath.For(obj)
	if err != nil {
		return ""
	}
	return string(p)
}

// FieldName renders a field as code reads it: "consumer.Consumer.h".
func FieldName(fld *types.Var) string {
	if fld.Pkg() == nil {
		return fld.Name()
	}
	owner := fld.Pkg().Name() + "."
	scope := fld.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i) == fld {
				return owner + tn.Name() + "." + fld.Name()
			}
		}
	}
	return owner + fld.Name()
}

// FuncName renders the named function fn is in, its receiver named even
// when unexported: "consumer.Consumer.run".
func FuncName(fn *ssa.Function) string {
	obj := ir.FuncObject(ir.Enclosing(fn))
	if obj == nil {
		return fn.Name()
	}
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil && obj.Pkg() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return obj.Pkg().Name() + "." + n.Obj().Name() + "." + obj.Name()
		}
	}
	return summary.Describe(obj)
}
