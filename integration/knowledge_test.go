package integration

// The knowledge tables are proved here against the real libraries at the
// versions pinned in go.mod, and the stubs under ../testdata/src against the
// same libraries:
//
//   - every import path the tables name loads (TestKnowledgePackagesLoad);
//   - every Func resolves, by walking the package scope, to the *types.Func
//     whose FullName is the entry's Name, with the entry's parameters
//     (TestKnowledgeFuncsResolve);
//   - every Field is a direct field of the named struct (TestKnowledgeFieldsResolve);
//   - the resolvers reject fabricated entries (TestResolverRejectsBogusEntries);
//   - the stubs type-check, and every knowledge entry and every declaration a
//     stub makes has the real signature (TestStubsTypeCheck, TestStubFidelity,
//     TestStubDeclarationsMatchReal).
//
// Nothing here knows an ecosystem: a table added to internal/knowledge is
// checked as soon as its packages are blank-imported in deps.go.

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// universe maps an import path to its type-checked package.
type universe map[string]*types.Package

// loadMode loads types from export data; syntax is not needed to walk scopes.
const loadMode = packages.NeedName | packages.NeedTypes | packages.NeedTypesSizes |
	packages.NeedImports | packages.NeedDeps

// loadUniverse loads paths from this module. A path that does not load is
// reported in the second result with the reason, and is absent from the first.
func loadUniverse(paths []string) (universe, map[string]string, error) {
	cfg := &packages.Config{Mode: loadMode}
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		return nil, nil, err
	}
	u := universe{}
	bad := map[string]string{}
	byPath := map[string]*packages.Package{}
	for _, p := range pkgs {
		byPath[p.PkgPath] = p
		if p.ID != p.PkgPath {
			byPath[p.ID] = p
		}
	}
	for _, path := range paths {
		p := byPath[path]
		switch {
		case p == nil:
			bad[path] = "go/packages returned no package for it"
		case len(p.Errors) > 0:
			var msgs []string
			for _, e := range p.Errors {
				msgs = append(msgs, e.Error())
			}
			bad[path] = strings.Join(msgs, "; ")
		case p.Types == nil || !p.Types.Complete():
			bad[path] = "no complete type information"
		default:
			u[path] = p.Types
		}
	}
	return u, bad, nil
}

var realPkgs struct {
	once sync.Once
	u    universe
	bad  map[string]string
	err  error
}

// realUniverse loads every package the default knowledge names, once.
func realUniverse(t *testing.T) universe {
	t.Helper()
	realPkgs.once.Do(func() {
		realPkgs.u, realPkgs.bad, realPkgs.err = loadUniverse(knowledge.Default.Packages())
	})
	if realPkgs.err != nil {
		t.Fatalf("loading the knowledge packages: %v", realPkgs.err)
	}
	return realPkgs.u
}

// unloadable explains how to fix a package that does not load.
func unloadable(path, why string) string {
	return fmt.Sprintf("knowledge names package %q, which does not load from the integration module "+
		"(blank-import it in integration/deps.go and run `go mod tidy`): %s", path, why)
}

func TestKnowledgePackagesLoad(t *testing.T) {
	u := realUniverse(t)
	paths := knowledge.Default.Packages()
	if len(paths) == 0 {
		t.Fatal("knowledge.Default names no package")
	}
	for _, path := range paths {
		if why, ok := realPkgs.bad[path]; ok {
			t.Error(unloadable(path, why))
		} else if u[path] == nil {
			t.Errorf("package %q: not loaded", path)
		}
	}
}

// Resolution by scope walking.

// errNotDeclared marks a name whose package, type or member does not exist,
// as opposed to one that exists under another form (alias, promoted, other
// receiver).
var errNotDeclared = errors.New("not declared")

// splitFullName splits a (*types.Func).FullName() into the package path, the
// receiver type name ("" for a package-level function), whether the receiver
// is a pointer, and the function or method name.
func splitFullName(full string) (pkgPath, typeName string, ptr bool, name string, err error) {
	bad := func() (string, string, bool, string, error) {
		return "", "", false, "", fmt.Errorf("%q is not a full name such as \"(*example.com/p.T).M\" or \"example.com/p.F\"", full)
	}
	if strings.HasPrefix(full, "(") {
		end := strings.Index(full, ")")
		if end < 0 || !strings.HasPrefix(full[end:], ").") {
			return bad()
		}
		recv := full[1:end]
		name = full[end+2:]
		if strings.HasPrefix(recv, "*") {
			ptr = true
			recv = recv[1:]
		}
		if i := strings.Index(recv, "["); i >= 0 { // generic receiver: (*p.T[K, V]).M
			recv = recv[:i]
		}
		i := strings.LastIndex(recv, ".")
		if i <= 0 || strings.LastIndex(recv, "/") > i {
			return bad()
		}
		pkgPath, typeName = recv[:i], recv[i+1:]
	} else {
		i := strings.LastIndex(full, ".")
		if i <= 0 || strings.LastIndex(full, "/") > i {
			return bad()
		}
		pkgPath, name = full[:i], full[i+1:]
	}
	if pkgPath == "" || name == "" || strings.ContainsAny(name, ".()[]* ") {
		return bad()
	}
	return pkgPath, typeName, ptr, name, nil
}

// lookupNamed finds the defined (non-alias) type typeName in pkgPath.
func lookupNamed(u universe, pkgPath, typeName string) (*types.Named, error) {
	pkg := u[pkgPath]
	if pkg == nil {
		return nil, fmt.Errorf("package %q is not loaded: %w", pkgPath, errNotDeclared)
	}
	obj := pkg.Scope().Lookup(typeName)
	if obj == nil {
		return nil, fmt.Errorf("%s has no type %s: %w", pkgPath, typeName, errNotDeclared)
	}
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return nil, fmt.Errorf("%s.%s is a %T, not a type", pkgPath, typeName, obj)
	}
	if tn.IsAlias() {
		target := types.TypeString(types.Unalias(tn.Type()), qualifyByPath)
		return nil, fmt.Errorf("%s.%s is an alias of %s: key the entry by the declaring type", pkgPath, typeName, target)
	}
	named, ok := tn.Type().(*types.Named)
	if !ok {
		return nil, fmt.Errorf("%s.%s is not a defined type", pkgPath, typeName)
	}
	return named, nil
}

// resolveFunc returns the package-level function, the method of a defined
// type (exported or not) or the interface method that full names. It walks
// the package scope; it never compares printed signatures.
func resolveFunc(u universe, full string) (*types.Func, error) {
	pkgPath, typeName, _, name, err := splitFullName(full)
	if err != nil {
		return nil, err
	}
	if typeName == "" {
		pkg := u[pkgPath]
		if pkg == nil {
			return nil, fmt.Errorf("package %q is not loaded: %w", pkgPath, errNotDeclared)
		}
		obj := pkg.Scope().Lookup(name)
		if obj == nil {
			return nil, fmt.Errorf("%s has no function %s: %w", pkgPath, name, errNotDeclared)
		}
		fn, ok := obj.(*types.Func)
		if !ok {
			return nil, fmt.Errorf("%s.%s is a %T, not a function", pkgPath, name, obj)
		}
		return fn, nil
	}
	named, err := lookupNamed(u, pkgPath, typeName)
	if err != nil {
		return nil, err
	}
	var fn *types.Func
	if iface, ok := named.Underlying().(*types.Interface); ok {
		// The complete method set: a method of an embedded interface is
		// found here, and its FullName then names the embedded interface.
		for i := 0; i < iface.NumMethods(); i++ {
			if m := iface.Method(i); m.Name() == name {
				fn = m
			}
		}
	} else {
		for i := 0; i < named.NumMethods(); i++ {
			if m := named.Method(i); m.Name() == name {
				fn = m
			}
		}
	}
	if fn == nil {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(named), true, named.Obj().Pkg(), name)
		if m, ok := obj.(*types.Func); ok {
			return nil, fmt.Errorf("%s is promoted into %s.%s from an embedded type: key it as %s", name, pkgPath, typeName, m.FullName())
		}
		return nil, fmt.Errorf("%s.%s has no method %s: %w", pkgPath, typeName, name, errNotDeclared)
	}
	if fn.FullName() != full {
		return nil, fmt.Errorf("%s resolves to %s: use that name", full, fn.FullName())
	}
	return fn, nil
}

// checkFunc resolves f and checks its parameters against the real signature.
func checkFunc(u universe, f *knowledge.Func) error {
	fn, err := resolveFunc(u, f.Name)
	if err != nil {
		return err
	}
	var errs []error
	if fn.FullName() != f.Name {
		errs = append(errs, fmt.Errorf("FullName() is %s, the entry says %s", fn.FullName(), f.Name))
	}
	sig := fn.Type().(*types.Signature)
	params := sig.Params()
	if params.Len() != len(f.Params) {
		errs = append(errs, fmt.Errorf("%s has %d parameters %s, the entry lists %d %q",
			f.Name, params.Len(), types.TypeString(sig, qualifyByPath), len(f.Params), f.Params))
	} else {
		for i, want := range f.Params {
			got := params.At(i).Name()
			if got != "" && got != "_" && got != want {
				errs = append(errs, fmt.Errorf("%s parameter %d is named %q, the entry says %q", f.Name, i, got, want))
			}
		}
	}
	for _, p := range f.Params {
		if p == "recv" {
			errs = append(errs, fmt.Errorf("%s: \"recv\" is reserved for the receiver and cannot be a parameter name", f.Name))
		}
	}
	named := map[string]string{"Key": f.Key, "Msg": f.Msg, "Callback": f.Callback, "Query": f.Query, "Method": f.Method, "Pattern": f.Pattern, "Schema": f.Schema, "AutoAck": f.AutoAck}
	for _, field := range keysSorted(named) {
		arg := named[field]
		switch {
		case arg == "":
		case arg == "recv":
			if sig.Recv() == nil {
				errs = append(errs, fmt.Errorf("%s: %s is \"recv\" but it is not a method", f.Name, field))
			}
		case !containsName(f.Params, arg):
			errs = append(errs, fmt.Errorf("%s: %s names %q, which is not among the parameters %q", f.Name, field, arg, f.Params))
		}
	}
	if f.Opt != "" {
		if _, err := resolveFunc(u, f.Opt); err != nil {
			// The option may live in a package of its own: load it on demand.
			ou, bad, lerr := loadUniverse([]string{knowledge.PkgOf(f.Opt)})
			if lerr != nil || len(bad) > 0 {
				errs = append(errs, fmt.Errorf("%s: Opt %s: %v%v", f.Name, f.Opt, lerr, bad))
			} else if _, err := resolveFunc(ou, f.Opt); err != nil {
				errs = append(errs, fmt.Errorf("%s: Opt %s: %v", f.Name, f.Opt, err))
			}
		}
	}
	return errors.Join(errs...)
}

// resolveField returns the struct field "pkgpath.Type.Field", declared
// directly in the struct (not promoted from an embedded one).
func resolveField(u universe, name string) (*types.Var, error) {
	i := strings.LastIndex(name, ".")
	if i < 0 {
		return nil, fmt.Errorf("%q is not pkgpath.Type.Field", name)
	}
	owner, fieldName := name[:i], name[i+1:]
	j := strings.LastIndex(owner, ".")
	if j <= 0 || strings.LastIndex(owner, "/") > j || fieldName == "" {
		return nil, fmt.Errorf("%q is not pkgpath.Type.Field", name)
	}
	pkgPath, typeName := owner[:j], owner[j+1:]
	named, err := lookupNamed(u, pkgPath, typeName)
	if err != nil {
		return nil, err
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil, fmt.Errorf("%s.%s is not a struct", pkgPath, typeName)
	}
	for k := 0; k < st.NumFields(); k++ {
		if f := st.Field(k); f.Name() == fieldName {
			return f, nil
		}
	}
	if obj, _, _ := types.LookupFieldOrMethod(named, true, named.Obj().Pkg(), fieldName); obj != nil {
		if v, ok := obj.(*types.Var); ok && v.IsField() {
			return nil, fmt.Errorf("%s is promoted into %s.%s from an embedded struct: key it by the declaring struct", fieldName, pkgPath, typeName)
		}
	}
	return nil, fmt.Errorf("%s.%s has no field %s: %w", pkgPath, typeName, fieldName, errNotDeclared)
}

func TestKnowledgeFuncsResolve(t *testing.T) {
	u := realUniverse(t)
	funcs := knowledge.Default.Funcs()
	for _, f := range funcs {
		if why, ok := realPkgs.bad[knowledge.PkgOf(f.Name)]; ok {
			t.Errorf("%s: %s", f.Name, unloadable(knowledge.PkgOf(f.Name), why))
			continue
		}
		if err := checkFunc(u, f); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
	}
	t.Logf("%d function entries checked", len(funcs))
}

func TestKnowledgeFieldsResolve(t *testing.T) {
	u := realUniverse(t)
	fields := knowledge.Default.Fields()
	for _, f := range fields {
		if _, err := resolveField(u, f.Name); err != nil {
			t.Errorf("field %s: %v", f.Name, err)
		}
	}
	t.Logf("%d field entries checked", len(fields))
}

// TestKnowledgeFillsResolve checks the fill entries (io.ReadFull) against
// the real signatures, their Reader argument, and that every random reader
// is a package-level io.Reader variable.
func TestKnowledgeFillsResolve(t *testing.T) {
	u, bad, err := loadUniverse([]string{"io", "crypto/rand"})
	if err != nil || len(bad) > 0 {
		t.Fatalf("loading: %v %v", err, bad)
	}
	for _, f := range knowledge.Fills() {
		if err := checkFunc(u, f.Func); err != nil {
			t.Errorf("fill %s: %v", f.Name, err)
		}
		if f.Reader != "recv" && !containsName(f.Params, f.Reader) {
			t.Errorf("fill %s: Reader names %q, which is not among the parameters %q", f.Name, f.Reader, f.Params)
		}
	}
	reader := u["io"].Scope().Lookup("Reader").Type()
	for _, r := range knowledge.RandomReaders() {
		i := strings.LastIndex(r.Name, ".")
		pkg := u[r.Name[:i]]
		if pkg == nil {
			t.Errorf("random reader %s: package not loaded", r.Name)
			continue
		}
		v, ok := pkg.Scope().Lookup(r.Name[i+1:]).(*types.Var)
		if !ok || !types.Identical(v.Type(), reader) {
			t.Errorf("random reader %s: not a package-level io.Reader variable (%v)", r.Name, v)
		} else if knowledge.RandomReaderOf(v) != r {
			t.Errorf("random reader %s: RandomReaderOf does not find it", r.Name)
		}
	}
}

// TestHeaderSetters checks every function of the knowledge packages that the
// table calls a header setter takes (key, value). The table does not list its
// setters, so a setter whose name resolves to nothing cannot be caught here.
func TestHeaderSetters(t *testing.T) {
	u := realUniverse(t)
	found := 0
	for _, path := range keysSorted(u) {
		forEachFunc(u[path], func(fn *types.Func) {
			if !knowledge.Default.IsHeaderSetter(fn) {
				return
			}
			found++
			if n := fn.Type().(*types.Signature).Params().Len(); n != 2 {
				t.Errorf("header setter %s takes %d parameters, want (key, value)", fn.FullName(), n)
			}
		})
	}
	t.Logf("%d header setters found", found)
}

// TestResolverRejectsBogusEntries proves the checks above can fail: each
// fabricated entry is wrong in one way and must be rejected with that reason,
// and its correct twin must pass.
func TestResolverRejectsBogusEntries(t *testing.T) {
	u, bad, err := loadUniverse([]string{
		"database/sql",
		"github.com/segmentio/kafka-go",
		"github.com/nats-io/nats.go",
		"github.com/aws/aws-sdk-go-v2/service/sqs",
		"go.temporal.io/sdk/client",
		"go.temporal.io/sdk/internal",
	})
	if err != nil || len(bad) > 0 {
		t.Fatalf("loading: %v %v", err, bad)
	}
	good := &knowledge.Func{Name: "(*github.com/segmentio/kafka-go.Reader).CommitMessages", Params: []string{"ctx", "msgs"}, Msg: "msgs"}
	if err := checkFunc(u, good); err != nil {
		t.Fatalf("the correct entry is rejected: %v", err)
	}
	for _, tc := range []struct {
		f    knowledge.Func
		want string
	}{
		{knowledge.Func{Name: "(*github.com/segmentio/kafka-go.Reader).CommitMessagez", Params: []string{"ctx", "msgs"}}, "has no method CommitMessagez"},
		{knowledge.Func{Name: "(*github.com/segmentio/kafka-go.Reader).CommitMessages", Params: []string{"ctx"}}, "has 2 parameters"},
		{knowledge.Func{Name: "(*github.com/segmentio/kafka-go.Reader).CommitMessages", Params: []string{"ctx", "messages"}}, `is named "msgs"`},
		{knowledge.Func{Name: "(github.com/segmentio/kafka-go.Reader).CommitMessages", Params: []string{"ctx", "msgs"}}, "resolves to (*github.com/segmentio/kafka-go.Reader).CommitMessages"},
		{knowledge.Func{Name: "(*github.com/segmentio/kafka-go.Rader).CommitMessages", Params: []string{"ctx", "msgs"}}, "has no type Rader"},
		{knowledge.Func{Name: "github.com/segmentio/kafka-go.CommitMessages"}, "has no function CommitMessages"},
		{knowledge.Func{Name: "(*github.com/segmentio/kafka-go.Reader).CommitMessages", Params: []string{"ctx", "msgs"}, Msg: "msg"}, `Msg names "msg"`},
		{knowledge.Func{Name: "github.com/segmentio/kafka-go.NewReader", Params: []string{"config"}, Msg: "recv"}, "not a method"},
		{knowledge.Func{Name: "(github.com/nats-io/nats.go.JetStreamContext).Publish", Params: []string{"subj", "data", "opts"}}, "resolves to (github.com/nats-io/nats.go.JetStream).Publish"},
		{knowledge.Func{Name: "(*database/sql.DB).ExecContext", Params: []string{"ctx", "query"}}, "has 3 parameters"},
		{knowledge.Func{Name: "(*example.com/nowhere.T).M"}, "is not loaded"},
		{knowledge.Func{Name: "CommitMessages"}, "not a full name"},
		{knowledge.Func{Name: "(go.temporal.io/sdk/client.Client).ExecuteWorkflow", Params: []string{"ctx", "options", "workflow", "args"}, Opt: "go.temporal.io/sdk/client.NoSuchOption"}, "has no function NoSuchOption"},
	} {
		err := checkFunc(u, &tc.f)
		if err == nil {
			t.Errorf("%s %q: accepted, want an error containing %q", tc.f.Name, tc.f.Params, tc.want)
		} else if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %q: error %q, want one containing %q", tc.f.Name, tc.f.Params, err, tc.want)
		}
	}

	if _, err := resolveField(u, "github.com/aws/aws-sdk-go-v2/service/sqs.SendMessageInput.MessageDeduplicationId"); err != nil {
		t.Fatalf("the correct field is rejected: %v", err)
	}
	for name, want := range map[string]string{
		"github.com/aws/aws-sdk-go-v2/service/sqs.SendMessageInput.DedupId": "has no field DedupId",
		"go.temporal.io/sdk/client.StartWorkflowOptions.ID":                 "is an alias of go.temporal.io/sdk/internal.StartWorkflowOptions",
		"github.com/aws/aws-sdk-go-v2/service/sqs.NewFromConfig.cfg":        "not a type",
	} {
		_, err := resolveField(u, name)
		if err == nil {
			t.Errorf("field %s: accepted, want an error containing %q", name, want)
		} else if !strings.Contains(err.Error(), want) {
			t.Errorf("field %s: error %q, want one containing %q", name, err, want)
		}
	}
}

// Stubs.

// stubRoot is the GOPATH-mode source tree the analyzer tests run against.
var stubRoot = filepath.Join("..", "testdata", "src")

func stubDir(path string) string { return filepath.Join(stubRoot, filepath.FromSlash(path)) }

// stubFiles lists the Go files of the stub for path, honoring build
// constraints; none means there is no stub.
func stubFiles(path string) []string {
	dir := stubDir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	ctxt := build.Default
	ctxt.CgoEnabled = false
	var files []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		if ok, err := ctxt.MatchFile(dir, name); err == nil && ok {
			files = append(files, filepath.Join(dir, name))
		}
	}
	return files
}

// stubImporter type-checks stubs from source and imports everything else
// from the standard library's export data, as analysistest would in GOPATH
// mode with only std and the stubs present.
type stubImporter struct {
	fset  *token.FileSet
	std   types.Importer
	pkgs  map[string]*types.Package
	errs  map[string][]string
	stack map[string]bool
}

func newStubImporter() *stubImporter {
	fset := token.NewFileSet()
	return &stubImporter{
		fset:  fset,
		std:   importer.ForCompiler(fset, "gc", nil),
		pkgs:  map[string]*types.Package{},
		errs:  map[string][]string{},
		stack: map[string]bool{},
	}
}

func (im *stubImporter) Import(path string) (*types.Package, error) {
	return im.ImportFrom(path, "", 0)
}

func (im *stubImporter) ImportFrom(path, _ string, _ types.ImportMode) (*types.Package, error) {
	if p, ok := im.pkgs[path]; ok {
		return p, nil
	}
	files := stubFiles(path)
	if len(files) == 0 {
		if !isStd(path) {
			return nil, fmt.Errorf("%s is neither the standard library nor a stub under testdata/src", path)
		}
		return im.std.Import(path)
	}
	if im.stack[path] {
		return nil, fmt.Errorf("import cycle through %s", path)
	}
	im.stack[path] = true
	defer delete(im.stack, path)
	var syntax []*ast.File
	for _, name := range files {
		f, err := parser.ParseFile(im.fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			im.errs[path] = append(im.errs[path], err.Error())
			continue
		}
		syntax = append(syntax, f)
	}
	conf := types.Config{
		Importer: im,
		Error:    func(err error) { im.errs[path] = append(im.errs[path], err.Error()) },
	}
	pkg, _ := conf.Check(path, im.fset, syntax, nil)
	im.pkgs[path] = pkg
	if len(im.errs[path]) > 0 {
		return pkg, fmt.Errorf("stub %s does not type-check: %s", path, strings.Join(im.errs[path], "; "))
	}
	return pkg, nil
}

// isStd reports whether path looks like a standard-library path (no dot in
// its first element), the only non-stub imports a stub may have.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// stubPackages lists every stub of a library under testdata/src: a folder
// with Go files whose import path's first element holds a dot. Folders of
// analyzer cases (testdata/src/ackorder/...) are not stubs.
func stubPackages(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(stubRoot, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() || p == stubRoot {
			return err
		}
		rel, _ := filepath.Rel(stubRoot, p)
		path := filepath.ToSlash(rel)
		if isStd(path) {
			return filepath.SkipDir
		}
		if len(stubFiles(path)) > 0 {
			out = append(out, path)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("walking %s: %v", stubRoot, err)
	}
	sort.Strings(out)
	return out
}

var stubs struct {
	once sync.Once
	im   *stubImporter
	u    universe
	errs map[string]error
}

// stubUniverse type-checks every stub once.
func stubUniverse(t *testing.T) (universe, map[string]error) {
	t.Helper()
	stubs.once.Do(func() {
		stubs.im = newStubImporter()
		stubs.u = universe{}
		stubs.errs = map[string]error{}
		for _, path := range stubPackages(t) {
			pkg, err := stubs.im.Import(path)
			if err != nil {
				stubs.errs[path] = err
			}
			if pkg != nil {
				stubs.u[path] = pkg
			}
		}
	})
	return stubs.u, stubs.errs
}

func TestStubsTypeCheck(t *testing.T) {
	u, errs := stubUniverse(t)
	if len(u) == 0 {
		t.Fatalf("no stub found under %s", stubRoot)
	}
	for _, path := range keysSorted(errs) {
		t.Errorf("%v", errs[path])
	}
	for _, path := range keysSorted(u) {
		want := fmt.Sprintf("Package %s simulates %s for idemlint's tests", u[path].Name(), path)
		found := false
		for _, file := range stubFiles(path) {
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.PackageClauseOnly|parser.ParseComments)
			if err == nil && f.Doc != nil && strings.HasPrefix(strings.Join(strings.Fields(f.Doc.Text()), " "), want) {
				found = true
			}
		}
		if !found {
			t.Errorf("stub %s: no file starts with the package comment \"// %s: ...\"", path, want)
		}
	}
	t.Logf("%d stub packages type-checked", len(u))
}

// qualifyByPath prints a package by its import path: stub and real packages
// are different objects, so their types are compared in this printed form.
func qualifyByPath(p *types.Package) string { return p.Path() }

// typeString prints t with full package paths. interface{} and any are the
// same type and print alike.
func typeString(t types.Type) string {
	return strings.ReplaceAll(types.TypeString(t, qualifyByPath), "interface{}", "any")
}

// TestStubFidelity checks that every knowledge entry a stub declares has the
// real signature, and reports the entries a stub leaves out.
func TestStubFidelity(t *testing.T) {
	ru := realUniverse(t)
	su, _ := stubUniverse(t)
	var missing []string
	checked := 0
	for _, f := range knowledge.Default.Funcs() {
		path := knowledge.PkgOf(f.Name)
		if su[path] == nil {
			continue
		}
		realFn, err := resolveFunc(ru, f.Name)
		if err != nil {
			continue // TestKnowledgeFuncsResolve reports it
		}
		stubFn, err := resolveFunc(su, f.Name)
		if errors.Is(err, errNotDeclared) {
			missing = append(missing, f.Name)
			continue
		}
		if err != nil {
			t.Errorf("stub of %s: %v", f.Name, err)
			continue
		}
		checked++
		if got, want := typeString(stubFn.Type()), typeString(realFn.Type()); got != want {
			t.Errorf("stub of %s has signature\n\t%s\nthe real one is\n\t%s", f.Name, got, want)
		}
	}
	for _, f := range knowledge.Default.Fields() {
		if su[pkgOfField(f.Name)] == nil {
			continue
		}
		realField, err := resolveField(ru, f.Name)
		if err != nil {
			continue // TestKnowledgeFieldsResolve reports it
		}
		stubField, err := resolveField(su, f.Name)
		if errors.Is(err, errNotDeclared) {
			missing = append(missing, f.Name)
			continue
		}
		if err != nil {
			t.Errorf("stub of field %s: %v", f.Name, err)
			continue
		}
		checked++
		if got, want := typeString(stubField.Type()), typeString(realField.Type()); got != want {
			t.Errorf("stub of field %s has type %s, the real one %s", f.Name, got, want)
		}
	}
	t.Logf("%d stubbed entries match the real signatures", checked)
	if len(missing) > 0 {
		t.Logf("%d entries have a stub package that does not declare them:\n\t%s", len(missing), strings.Join(missing, "\n\t"))
	}
}

// TestStubDeclarationsMatchReal checks that a stub does not lie beyond the
// entries either: every exported declaration of a stub (and every unexported
// one the real package has too) exists in the real package with the same
// kind and type; struct fields and methods are checked one by one, so a stub
// may declare fewer of them than the real type has.
func TestStubDeclarationsMatchReal(t *testing.T) {
	su, _ := stubUniverse(t)
	paths := keysSorted(su)
	ru, bad, err := loadUniverse(paths)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		if why, ok := bad[path]; ok {
			t.Logf("stub %s: no real package to compare with: %s", path, why)
			continue
		}
		for _, msg := range compareStub(su[path], ru[path]) {
			t.Errorf("stub %s: %s", path, msg)
		}
	}
}

// TestStubComparisonCatchesLies proves the stub checks can fail: a stub with
// a wrong receiver, a wrong signature, a wrong field type and an invented
// declaration is reported on each, and its faithful declarations are not.
func TestStubComparisonCatchesLies(t *testing.T) {
	const path = "github.com/segmentio/kafka-go"
	ru, bad, err := loadUniverse([]string{path})
	if err != nil || len(bad) > 0 {
		t.Fatalf("loading: %v %v", err, bad)
	}
	const src = `package kafka

import "context"

type Message struct{ Topic int }

type Reader struct{}

func (r Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }
func (r *Reader) FetchMessage(ctx context.Context) (Message, error)       { return Message{}, nil }
func (r *Reader) Close() error                                            { return nil }

func NewReader(cfg int) *Reader { return nil }

func Invented() {}
`
	im := newStubImporter()
	f, err := parser.ParseFile(im.fset, "kafka.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: im}
	stub, err := conf.Check(path, im.fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(compareStub(stub, ru[path]), "\n")
	for _, want := range []string{
		"method (github.com/segmentio/kafka-go.Reader).CommitMessages, the real one (*github.com/segmentio/kafka-go.Reader).CommitMessages",
		"NewReader has type func(cfg int) *github.com/segmentio/kafka-go.Reader, the real one func(config github.com/segmentio/kafka-go.ReaderConfig) *github.com/segmentio/kafka-go.Reader",
		"Message.Topic has type int, the real one string",
		"declares Invented, which the real package does not",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("compareStub did not report %q; it reported:\n%s", want, got)
		}
	}
	for _, faithful := range []string{"FetchMessage", "Close"} {
		if strings.Contains(got, faithful) {
			t.Errorf("compareStub reported the faithful %s:\n%s", faithful, got)
		}
	}

	// The entry check of TestStubFidelity: the stub's CommitMessages is
	// declared on the wrong receiver, so resolving the real name fails.
	if _, err := resolveFunc(universe{path: stub}, "(*github.com/segmentio/kafka-go.Reader).CommitMessages"); err == nil || errors.Is(err, errNotDeclared) {
		t.Errorf("resolving the real name in the lying stub: %v, want a receiver mismatch", err)
	}
}

// compareStub lists how the stub package differs from the real one.
func compareStub(stub, rp *types.Package) []string {
	var out []string
	for _, name := range stub.Scope().Names() {
		s := stub.Scope().Lookup(name)
		r := rp.Scope().Lookup(name)
		if r == nil {
			if s.Exported() {
				out = append(out, fmt.Sprintf("declares %s, which the real package does not", name))
			}
			continue
		}
		if fmt.Sprintf("%T", s) != fmt.Sprintf("%T", r) {
			out = append(out, fmt.Sprintf("%s is a %T, the real one a %T", name, s, r))
			continue
		}
		switch s := s.(type) {
		case *types.Func, *types.Var, *types.Const:
			if got, want := typeString(s.Type()), typeString(r.Type()); got != want {
				out = append(out, fmt.Sprintf("%s has type %s, the real one %s", name, got, want))
			}
		case *types.TypeName:
			out = append(out, compareTypeName(s, r.(*types.TypeName))...)
		}
	}
	return out
}

func compareTypeName(s, r *types.TypeName) []string {
	name := s.Name()
	if s.IsAlias() != r.IsAlias() {
		return []string{fmt.Sprintf("%s: alias %v, the real one alias %v", name, s.IsAlias(), r.IsAlias())}
	}
	if s.IsAlias() {
		if got, want := typeString(types.Unalias(s.Type())), typeString(types.Unalias(r.Type())); got != want {
			return []string{fmt.Sprintf("alias %s denotes %s, the real one %s", name, got, want)}
		}
		return nil
	}
	sn, ok1 := s.Type().(*types.Named)
	rn, ok2 := r.Type().(*types.Named)
	if !ok1 || !ok2 {
		return nil
	}
	var out []string
	// Methods declared on the type, by name.
	for i := 0; i < sn.NumMethods(); i++ {
		sm := sn.Method(i)
		var rm *types.Func
		for j := 0; j < rn.NumMethods(); j++ {
			if rn.Method(j).Name() == sm.Name() {
				rm = rn.Method(j)
			}
		}
		switch {
		case rm == nil && sm.Exported():
			out = append(out, fmt.Sprintf("declares method %s, which the real package does not", sm.FullName()))
		case rm == nil:
		case sm.FullName() != rm.FullName():
			out = append(out, fmt.Sprintf("method %s, the real one %s", sm.FullName(), rm.FullName()))
		case typeString(sm.Type()) != typeString(rm.Type()):
			out = append(out, fmt.Sprintf("method %s has signature %s, the real one %s", sm.FullName(), typeString(sm.Type()), typeString(rm.Type())))
		}
	}
	switch su := sn.Underlying().(type) {
	case *types.Struct:
		ru, ok := rn.Underlying().(*types.Struct)
		if !ok {
			return append(out, fmt.Sprintf("%s is a struct, the real one %s", name, typeString(rn.Underlying())))
		}
		for i := 0; i < su.NumFields(); i++ {
			sf := su.Field(i)
			var rf *types.Var
			for j := 0; j < ru.NumFields(); j++ {
				if ru.Field(j).Name() == sf.Name() {
					rf = ru.Field(j)
				}
			}
			switch {
			case rf == nil && sf.Exported():
				out = append(out, fmt.Sprintf("%s.%s: no such field in the real struct", name, sf.Name()))
			case rf == nil:
			case !stubTypeMatches(sf.Type(), rf.Type()):
				out = append(out, fmt.Sprintf("%s.%s has type %s, the real one %s", name, sf.Name(), typeString(sf.Type()), typeString(rf.Type())))
			case sf.Embedded() != rf.Embedded():
				out = append(out, fmt.Sprintf("%s.%s: embedded %v, the real one %v", name, sf.Name(), sf.Embedded(), rf.Embedded()))
			}
		}
	case *types.Interface:
		ri, ok := rn.Underlying().(*types.Interface)
		if !ok {
			return append(out, fmt.Sprintf("%s is an interface, the real one %s", name, typeString(rn.Underlying())))
		}
		for i := 0; i < su.NumMethods(); i++ {
			sm := su.Method(i)
			var rm *types.Func
			for j := 0; j < ri.NumMethods(); j++ {
				if ri.Method(j).Name() == sm.Name() {
					rm = ri.Method(j)
				}
			}
			switch {
			case rm == nil:
				out = append(out, fmt.Sprintf("interface %s declares %s, which the real one does not", name, sm.Name()))
			case sm.FullName() != rm.FullName():
				out = append(out, fmt.Sprintf("interface method %s, the real one %s", sm.FullName(), rm.FullName()))
			case typeString(sm.Type()) != typeString(rm.Type()):
				out = append(out, fmt.Sprintf("interface method %s has signature %s, the real one %s", sm.FullName(), typeString(sm.Type()), typeString(rm.Type())))
			}
		}
	default:
		if got, want := typeString(sn.Underlying()), typeString(rn.Underlying()); got != want {
			out = append(out, fmt.Sprintf("type %s is %s, the real one %s", name, got, want))
		}
	}
	return out
}

// stubTypeMatches reports whether a stub's field type matches the real one:
// the same printed type, or, for an anonymous struct (sarama's nested
// Config sections), a subset of the real fields with matching types.
func stubTypeMatches(stub, real types.Type) bool {
	ss, ok1 := stub.(*types.Struct)
	rs, ok2 := real.(*types.Struct)
	if !ok1 || !ok2 {
		return typeString(stub) == typeString(real)
	}
	for i := 0; i < ss.NumFields(); i++ {
		sf := ss.Field(i)
		var rf *types.Var
		for j := 0; j < rs.NumFields(); j++ {
			if rs.Field(j).Name() == sf.Name() {
				rf = rs.Field(j)
			}
		}
		if rf == nil || rf.Embedded() != sf.Embedded() || !stubTypeMatches(sf.Type(), rf.Type()) {
			return false
		}
	}
	return true
}

// Helpers.

// forEachFunc calls f for every package-level function and every method of
// a defined type (interface methods included) in pkg.
func forEachFunc(pkg *types.Package, f func(*types.Func)) {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			f(obj)
		case *types.TypeName:
			named, ok := obj.Type().(*types.Named)
			if !ok || obj.IsAlias() {
				continue
			}
			for i := 0; i < named.NumMethods(); i++ {
				f(named.Method(i))
			}
			if iface, ok := named.Underlying().(*types.Interface); ok {
				for i := 0; i < iface.NumExplicitMethods(); i++ {
					f(iface.ExplicitMethod(i))
				}
			}
		}
	}
}

// pkgOfField returns the import path of "pkgpath.Type.Field".
func pkgOfField(name string) string {
	i := strings.LastIndex(name, ".")
	if i < 0 {
		return ""
	}
	return knowledge.PkgOf(name[:i])
}

func containsName(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func keysSorted[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
