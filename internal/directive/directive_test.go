package directive

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text      string
		ok        bool
		err       string // substring of the error, "" for none
		verb      string
		analyzers []string
		reason    string
	}{
		{text: "// a plain comment"},
		{text: "//idemlint"},
		{text: "// idemlint:ignore ackorder spaced out, like //go: directives this is not one"},
		{text: "//idemlint:ignore ackorder the outbox row is in the same tx", ok: true, verb: "ignore",
			analyzers: []string{"ackorder"}, reason: "the outbox row is in the same tx"},
		{text: "//idemlint:ignore ackorder,checkthenact  two  spaces", ok: true, verb: "ignore",
			analyzers: []string{"ackorder", "checkthenact"}, reason: "two spaces"},
		{text: "//idemlint:ignore ackorder", ok: true, err: "needs a reason"},
		{text: "//idemlint:ignore", ok: true, err: "needs an analyzer name and a reason"},
		{text: "//idemlint:", ok: true, err: "empty idemlint directive"},
		{text: "//idemlint:ignroe ackorder typo", ok: true, err: `unknown idemlint directive "ignroe"`},
		{text: "//idemlint:effect payment", ok: true, verb: "effect"},
		{text: "//idemlint:ack msg", ok: true, verb: "ack"},
		{text: "//idemlint:keyminter", ok: true, verb: "keyminter"},
	} {
		d, ok, err := Parse(tc.text, token.NoPos)
		if ok != tc.ok {
			t.Errorf("%q: ok = %v, want %v", tc.text, ok, tc.ok)
			continue
		}
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want one containing %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: unexpected error %v", tc.text, err)
			continue
		}
		if !ok {
			continue
		}
		if d.Verb != tc.verb || d.Reason != tc.reason || strings.Join(d.Analyzers, ",") != strings.Join(tc.analyzers, ",") {
			t.Errorf("%q: got verb %q analyzers %v reason %q", tc.text, d.Verb, d.Analyzers, d.Reason)
		}
	}
}

func TestInFileAndOfFunc(t *testing.T) {
	const src = `package p

// Charge charges.
//
//idemlint:effect payment
//idemlint:ack msg
func Charge(msg any) {}

func F() {
	//idemlint:ignore ackorder reason here
	_ = 1
	//idemlint:bogus
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	ds, errs := InFile(f)
	if len(ds) != 3 || len(errs) != 1 {
		t.Fatalf("InFile: %d directives, %d errors; want 3 and 1", len(ds), len(errs))
	}
	if line := fset.Position(errs[0].Pos).Line; line != 12 {
		t.Errorf("malformed directive reported at line %d, want 12", line)
	}
	fn := f.Decls[0].(*ast.FuncDecl)
	roles := OfFunc(fn)
	if len(roles) != 2 || roles[0].Verb != "effect" || roles[1].Verb != "ack" || roles[1].Args[0] != "msg" {
		t.Fatalf("OfFunc = %+v", roles)
	}
}

// FuzzParse: no comment text makes the parser panic, and what it accepts
// is well formed (a known verb; an ignore names analyzers and a reason).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"//idemlint:ignore ackorder reason",
		"//idemlint:ignore a,b,c why not",
		"//idemlint:effect payment",
		"//idemlint:keysink key",
		"//idemlint:",
		"//idemlint:ignore",
		"//idemlint:\x00",
		"//idemlint:ignore ,,, \t reason",
		"/*idemlint:ignore ackorder block*/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, ok, err := Parse(text, token.NoPos)
		if !ok || err != nil {
			return
		}
		if _, known := Verbs[d.Verb]; !known {
			t.Fatalf("accepted unknown verb %q", d.Verb)
		}
		if d.Verb == "ignore" && (len(d.Analyzers) == 0 || d.Reason == "") {
			t.Fatalf("accepted an ignore without analyzers or reason: %+v", d)
		}
	})
}
