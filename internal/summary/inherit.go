package summary

import (
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// An inheritance is what a call through an interface method inherits from
// the library types the knowledge describes that implement the interface:
// sqlc's DBTX over pgx or database/sql, a team's Payments interface over
// stripe-go's service client, a Store interface over *redis.Client.
type inheritance struct {
	entry *knowledge.Func // the representative entry (the first by name)
	impls []string        // the implementing library types, as code reads them
}

// Inherited is an object fact on a method of an interface declared in a
// summarized package: the knowledge entry a call through it inherits, and
// the library types that implement the interface. It is computed where the
// interface is declared, whose imports are complete under every driver
// (under go vet -vettool a package sees only the parts of an indirect
// import that its direct imports mention), and read where it is called.
type Inherited struct {
	Entry string   // the representative knowledge entry's name
	Impls []string // the implementing library types, in order
}

// AFact marks Inherited as an analysis fact.
func (*Inherited) AFact() {}

func (f *Inherited) String() string {
	return "inherits " + f.Entry + " (implemented by " + strings.Join(f.Impls, ", ") + ")"
}

// libMethod is a method of a library type the knowledge has an entry for.
type libMethod struct {
	named *types.Named
	entry *knowledge.Func
}

// libMethods indexes, by method name, the knowledge's methods on types of
// the packages this package imports, directly or not: the types a value
// the package holds can have.
func (r *Result) libMethods() map[string][]libMethod {
	pkgs := make(map[string]*types.Package)
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if pkgs[imp.Path()] == nil {
				pkgs[imp.Path()] = imp
				walk(imp)
			}
		}
	}
	walk(r.pkg)
	out := make(map[string][]libMethod)
	for _, e := range r.Base.Funcs() {
		path, typ, method, ok := splitMethod(e.Name)
		if !ok {
			continue
		}
		p := pkgs[path]
		if p == nil {
			continue
		}
		tn, ok := p.Scope().Lookup(typ).(*types.TypeName)
		if !ok {
			continue
		}
		n, ok := types.Unalias(tn.Type()).(*types.Named)
		if !ok || n.TypeParams().Len() > 0 {
			continue
		}
		out[method] = append(out[method], libMethod{named: n, entry: e})
	}
	return out
}

// splitMethod splits a knowledge name "(*path/pkg.Type).Method" into its
// parts; ok is false for a function.
func splitMethod(name string) (path, typ, method string, ok bool) {
	if !strings.HasPrefix(name, "(") {
		return "", "", "", false
	}
	end := strings.Index(name, ").")
	if end < 0 {
		return "", "", "", false
	}
	recv := strings.TrimPrefix(name[1:end], "*")
	dot := strings.LastIndex(recv, ".")
	if dot < 0 {
		return "", "", "", false
	}
	return recv[:dot], recv[dot+1:], name[end+2:], true
}

// inherit resolves a method of an interface that the knowledge does not
// describe: when library types the knowledge knows implement the interface
// that declares it, and their entries for the method agree on what it does
// and where its arguments are, a call through it does that. It returns nil
// when none implements it or they disagree.
//
// Interfaces of the standard library (io.Writer, io.Closer, http.Handler)
// are left out: their implementations are everywhere, and the knowledge
// sees only a few of them.
func (r *Result) inherit(m *types.Func, index map[string][]libMethod) *inheritance {
	if m.Pkg() == nil || r.declaredInStd(m) {
		return nil
	}
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return nil
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var found []libMethod
	for _, lm := range index[m.Name()] {
		var T types.Type = lm.named
		if !types.Implements(T, iface) {
			T = types.NewPointer(lm.named)
			if !types.Implements(T, iface) {
				continue
			}
		}
		found = append(found, lm)
	}
	if len(found) == 0 {
		return nil
	}
	sort.Slice(found, func(i, j int) bool { return found[i].entry.Name < found[j].entry.Name })
	shape := entryShape(found[0].entry)
	inh := &inheritance{entry: found[0].entry}
	for _, lm := range found {
		if entryShape(lm.entry) != shape {
			return nil
		}
		name := lm.named.Obj().Pkg().Name()
		if lm.named.Obj().Exported() {
			name += "." + lm.named.Obj().Name()
		}
		if !slices.Contains(inh.impls, name) {
			inh.impls = append(inh.impls, name)
		}
	}
	if !hasRole(inh.entry) {
		return nil
	}
	return inh
}

// hasRole reports whether an entry does anything: a deliberate negative
// resolves the call to nothing.
func hasRole(e *knowledge.Func) bool {
	for _, r := range e.Roles {
		if r != knowledge.None {
			return true
		}
	}
	return false
}

// entryShape renders what an entry does and where its named arguments
// stand, without its name: two entries with the same shape describe the
// same call.
func entryShape(e *knowledge.Func) string {
	roles := make([]string, len(e.Roles))
	for i, r := range e.Roles {
		roles[i] = string(r)
	}
	sort.Strings(roles)
	// Every entry compared is a method: positions in Params compare.
	pos := func(name string) int {
		if name == "" {
			return -2
		}
		return e.Index(name) // -1 for "recv"
	}
	var b strings.Builder
	b.WriteString(strings.Join(roles, ","))
	for _, s := range []string{e.Effect.String(), e.Source.String(), e.SQL.String(), e.Verb, e.Consume.String(), strconv.FormatBool(e.Retries), strconv.FormatBool(e.Activity), e.Result.String(), e.AutoAck, e.Opt} {
		b.WriteString("|" + s)
	}
	for _, n := range []string{e.Key, e.Msg, e.Callback, e.Query, e.Method} {
		b.WriteString("|")
		b.WriteString(strconv.Itoa(pos(n)))
	}
	return b.String()
}

// declaredInStd reports whether obj is declared in the standard library, by
// where its source is: an import path without a dot is no proof (a module
// may be named "ledger"). Export data records GOROOT files as "$GOROOT/…".
func (r *Result) declaredInStd(obj types.Object) bool {
	name := r.fset.Position(obj.Pos()).Filename
	return isStd(name) || strings.HasPrefix(name, "$GOROOT")
}

// DeclaredInStd reports whether obj is declared in the standard library,
// by where its source is (declaredInStd), for analyzers that must tell the
// team's code from the standard library's.
func (r *Result) DeclaredInStd(obj types.Object) bool { return r.declaredInStd(obj) }

// inheritedName renders a call through an interface method for a message:
// "db.DBTX.Exec (implemented by pgx.Conn and pgx.Tx)".
func inheritedName(callee *types.Func, inh *inheritance) string {
	return Describe(callee) + " (" + implementedBy(inh.impls) + ")"
}

// implementedBy renders the library types an interface method inherits
// from: "implemented by pgx.Conn and pgx.Tx", at most three named.
func implementedBy(impls []string) string {
	more := ""
	if len(impls) > 3 {
		more = " and others"
		impls = impls[:3]
	}
	list := strings.Join(impls, ", ")
	if len(impls) > 1 && more == "" {
		list = strings.Join(impls[:len(impls)-1], ", ") + " and " + impls[len(impls)-1]
	}
	return "implemented by " + list + more
}

// inheritAll resolves, while the pass runs, the interface methods the
// package declares (exporting an Inherited fact on each that inherits a
// role) and the calls through interface methods in calls: by the
// package's own methods, or by the fact of a method declared elsewhere.
func (r *Result) inheritAll(pass *analysis.Pass, calls []*ssa.CallCommon) {
	var index map[string][]libMethod
	lib := func() map[string][]libMethod {
		if index == nil {
			index = r.libMethods()
		}
		return index
	}
	own := make(map[*types.Func]*inheritance)
	scope := r.pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 {
			continue
		}
		it, ok := n.Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for i := 0; i < it.NumExplicitMethods(); i++ {
			m := it.ExplicitMethod(i)
			if r.Base.Lookup(m) != nil {
				continue
			}
			if inh := r.inherit(m, lib()); inh != nil {
				own[m] = inh
				pass.ExportObjectFact(m, &Inherited{Entry: inh.entry.Name, Impls: inh.impls})
			}
		}
	}
	for _, c := range calls {
		m := c.Method.Origin()
		if r.Base.Lookup(m) != nil {
			continue
		}
		if m.Pkg() == r.pkg {
			if inh := own[m]; inh != nil {
				r.inherited[c] = inh
			}
			continue
		}
		var f Inherited
		if !pass.ImportObjectFact(m, &f) {
			continue
		}
		if e := r.Base.LookupName(f.Entry); e != nil {
			r.inherited[c] = &inheritance{entry: e, impls: f.Impls}
		}
	}
}
