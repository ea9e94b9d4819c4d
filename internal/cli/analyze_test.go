package cli

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
)

// Analyze is what every front end calls: findings with absolute,
// byte-column positions and their related sites; a package that could not
// be analysed is an *Incomplete carrying it, with the findings of the rest.
func TestAnalyze(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go":   payGo,
		"typeerr/t.go": "package typeerr\n\nfunc F() int { return undefinedThing }\n",
	})
	s := Settings{Suite: fakeSuite(), Tests: true}
	findings, err := Analyze(context.Background(), dir, []string{"./pay"}, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(findings) != 2 {
		t.Fatalf("%d findings, want 2: %+v", len(findings), findings)
	}
	f := findings[0]
	pay := filepath.Join(dir, "pay", "pay.go")
	if f.Analyzer != "fakecharge" || f.Package != "example.com/m/pay" || f.Function != "Checkout" ||
		f.Posn.Filename != pay || f.Posn.Line != 9 || f.Posn.Column != 2 || f.End.Line != 9 {
		t.Errorf("finding %+v", f)
	}
	if len(f.Related) != 1 || f.Related[0].Message != "enclosing function" || f.Related[0].Posn.Line != 8 {
		t.Errorf("related %+v", f.Related)
	}

	findings, err = Analyze(context.Background(), dir, []string{"./..."}, s)
	var inc *Incomplete
	if !errors.As(err, &inc) {
		t.Fatalf("a package with a type error: error %v, want an *Incomplete", err)
	}
	if len(inc.Skipped) != 1 || inc.Skipped[0].PkgPath != "example.com/m/typeerr" || len(inc.Broken) != 1 {
		t.Errorf("skipped %v, broken %v", inc.Skipped, inc.Broken)
	}
	if len(findings) != 2 {
		t.Errorf("the good package's findings: %d, want 2", len(findings))
	}

	if _, err := Analyze(context.Background(), dir, []string{"./nosuch"}, s); err == nil || errors.As(err, &inc) {
		t.Errorf("a pattern that matches nothing: %v, want a plain error", err)
	}
}
