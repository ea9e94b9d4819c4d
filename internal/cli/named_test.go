package cli

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/config"
)

// TestNamedPackages checks that the driver hands the suite the packages
// the patterns matched, test variants included, and not their
// dependencies: the summary analyses the named ones whatever their module.
func TestNamedPackages(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"shop/shop.go":      "package shop\n\nimport \"example.com/m/pay\"\n\nfunc Order() int { return pay.Charge(3) }\n",
		"shop/shop_test.go": "package shop_test\n\nimport \"testing\"\n\nfunc TestX(t *testing.T) {}\n",
		"pay/pay.go":        payGo,
	})
	var named func(string) bool
	suite := Suite{Names: fakeNames, New: func(s config.Settings) ([]*analysis.Analyzer, error) {
		if s.Named != nil {
			named = s.Named
		}
		return fakeNew(s)
	}}
	got := runWith(t, Options{Dir: dir, Args: []string{"./shop"}, Suite: suite})
	wantCode(t, got, ExitClean)
	if named == nil {
		t.Fatal("the suite was built without a Named setting")
	}
	for path, want := range map[string]bool{
		"example.com/m/shop":      true,
		"example.com/m/shop_test": true,
		"example.com/m/pay":       false,
		"testing":                 false,
	} {
		if named(path) != want {
			t.Errorf("Named(%q) = %v, want %v", path, !want, want)
		}
	}
}

// TestVetNamed checks that under go vet the package vetted is named and a
// dependency analysed for its facts only is not.
func TestVetNamed(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	vetted := vetNamed(write("vet.cfg", `{"ImportPath": "example.com/dep/sql", "VetxOnly": false}`))
	if vetted == nil || !vetted("example.com/dep/sql") || vetted("example.com/dep") {
		t.Error("the package go vet vets must be named, and only it")
	}
	if vetNamed(write("facts.cfg", `{"ImportPath": "example.com/dep/sql", "VetxOnly": true}`)) != nil {
		t.Error("a package analysed only for facts must not be named")
	}
	if vetNamed(filepath.Join(dir, "missing.cfg")) != nil {
		t.Error("an unreadable unit configuration must name nothing")
	}
}
