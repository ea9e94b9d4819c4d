package integration

import (
	"go/constant"
	"go/types"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// TestDuplicatesResolve proves the knowledge's duplicate table
// (internal/knowledge/duplicate.go) against the real drivers: a predicate
// is a func(error) bool, a sentinel a package-level error variable, a type
// an error (through its pointer), a field a field of the named struct whose
// type the code Value converts to (or, for a variable Value, the
// variable's type); and pgerrcode.UniqueViolation is the code the table
// says.
func TestDuplicatesResolve(t *testing.T) {
	var paths []string
	seen := map[string]bool{}
	add := func(p string) {
		if p != "" && !seen[p] {
			seen[p] = true
			paths = append(paths, p)
		}
	}
	pkgOf := func(name string, drop int) string {
		for i := 0; i < drop; i++ {
			name = name[:strings.LastIndex(name, ".")]
		}
		return name
	}
	for _, d := range knowledge.Duplicates() {
		switch d.Kind {
		case knowledge.DupField, knowledge.DupMethod:
			add(pkgOf(d.Name, 2))
			if strings.Contains(d.Value, "/") {
				add(pkgOf(d.Value, 1))
			}
		case knowledge.DupMessage:
		default:
			add(pkgOf(d.Name, 1))
		}
	}
	add("github.com/jackc/pgerrcode")
	u, bad, err := loadUniverse(paths)
	if err != nil {
		t.Fatal(err)
	}
	for p, why := range bad {
		t.Errorf("package %s does not load: %s", p, why)
	}
	errType := types.Universe.Lookup("error").Type()
	lookup := func(name string) types.Object {
		i := strings.LastIndex(name, ".")
		pkg := u[name[:i]]
		if pkg == nil {
			return nil
		}
		return pkg.Scope().Lookup(name[i+1:])
	}
	n := 0
	for _, d := range knowledge.Duplicates() {
		n++
		switch d.Kind {
		case knowledge.DupPredicate:
			fn, ok := lookup(d.Name).(*types.Func)
			sig, _ := fn.Type().(*types.Signature)
			if !ok || sig.Params().Len() != 1 || !types.Identical(sig.Params().At(0).Type(), errType) ||
				sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
				t.Errorf("duplicate predicate %s: not a func(error) bool (%v)", d.Name, fn)
			}
		case knowledge.DupSentinel:
			v, ok := lookup(d.Name).(*types.Var)
			if !ok || !types.Identical(v.Type(), errType) {
				t.Errorf("duplicate sentinel %s: not a package-level error variable (%v)", d.Name, v)
			}
		case knowledge.DupType:
			tn, ok := lookup(d.Name).(*types.TypeName)
			if !ok || !types.Implements(types.NewPointer(tn.Type()), errType.Underlying().(*types.Interface)) {
				t.Errorf("duplicate type %s: not an error type (%v)", d.Name, tn)
			}
		case knowledge.DupField:
			typeName := pkgOf(d.Name, 1)
			field := d.Name[len(typeName)+1:]
			tn, ok := lookup(typeName).(*types.TypeName)
			if !ok {
				t.Errorf("duplicate field %s: no type %s", d.Name, typeName)
				continue
			}
			st, ok := tn.Type().Underlying().(*types.Struct)
			var ft types.Type
			for i := 0; ok && i < st.NumFields(); i++ {
				if st.Field(i).Name() == field {
					ft = st.Field(i).Type()
				}
			}
			if ft == nil {
				t.Errorf("duplicate field %s: no field %s in %s", d.Name, field, typeName)
				continue
			}
			if !types.Implements(types.NewPointer(tn.Type()), errType.Underlying().(*types.Interface)) && !types.Implements(tn.Type(), errType.Underlying().(*types.Interface)) {
				t.Errorf("duplicate field %s: %s is no error type", d.Name, typeName)
			}
			if strings.Contains(d.Value, "/") {
				v, ok := lookup(d.Value).(*types.Var)
				if !ok || !types.Identical(v.Type(), ft) {
					t.Errorf("duplicate field %s: value %s is not a variable of the field's type %s", d.Name, d.Value, ft)
				}
				continue
			}
			b, ok := ft.Underlying().(*types.Basic)
			switch {
			case !ok:
				t.Errorf("duplicate field %s: type %s holds no constant", d.Name, ft)
			case b.Info()&types.IsString != 0 && len(d.Value) != 5:
				t.Errorf("duplicate field %s: %q is no SQLSTATE", d.Name, d.Value)
			case b.Info()&types.IsInteger == 0 && b.Info()&types.IsString == 0:
				t.Errorf("duplicate field %s: type %s is neither a string nor an integer", d.Name, ft)
			}
		case knowledge.DupMethod:
			// The driver's error type answers the method with a string
			// (a program's interface{ SQLState() string } is matched by
			// this name and signature), and the code is a SQLSTATE.
			typeName := pkgOf(d.Name, 1)
			tn, ok := lookup(typeName).(*types.TypeName)
			if !ok {
				t.Errorf("duplicate method %s: no type %s", d.Name, typeName)
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, tn.Pkg(), d.Name[len(typeName)+1:])
			fn, ok := obj.(*types.Func)
			sig, _ := fn.Type().(*types.Signature)
			if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.String]) {
				t.Errorf("duplicate method %s: not a method returning a string (%v)", d.Name, obj)
			}
			if !types.Implements(types.NewPointer(tn.Type()), errType.Underlying().(*types.Interface)) {
				t.Errorf("duplicate method %s: %s is no error type", d.Name, typeName)
			}
			if len(d.Value) != 5 {
				t.Errorf("duplicate method %s: %q is no SQLSTATE", d.Name, d.Value)
			}
		case knowledge.DupMessage:
			if d.Value == "" {
				t.Errorf("duplicate message with no text (%s)", d.Driver)
			}
		default:
			t.Errorf("duplicate %s: kind %d unknown", d.Name, d.Kind)
		}
	}
	c, ok := lookup("github.com/jackc/pgerrcode.UniqueViolation").(*types.Const)
	if !ok || constant.StringVal(c.Val()) != "23505" {
		t.Errorf("pgerrcode.UniqueViolation is %v, the table says 23505", c)
	}
	t.Logf("%d duplicate entries checked", n)
}
