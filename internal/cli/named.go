package cli

import (
	"encoding/json"
	"os"

	"golang.org/x/tools/go/packages"
)

// What the driver was asked to analyse is analysed: a package that the
// command-line patterns match is summarized and analysed whatever module
// it belongs to (a versioned dependency, the standard library, a library
// the knowledge describes). The include and analyze-dependencies settings
// only widen the scope to packages not named.

// namedPaths returns the import paths of the root packages (their test
// variants and external test packages included).
func namedPaths(roots []*packages.Package) map[string]bool {
	named := make(map[string]bool, len(roots))
	for _, p := range roots {
		named[p.PkgPath] = true
	}
	return named
}

// vetNamed is the Named setting of a go vet unit. go vet runs the tool
// once a package; the unit's configuration says whether the package is
// one go vet was asked to vet (VetxOnly false) or a dependency analysed
// only for the facts its importers need (VetxOnly true). It returns nil
// (no package named) when the file cannot be read: unitchecker reports
// that error.
func vetNamed(cfgFile string) func(string) bool {
	data, err := os.ReadFile(cfgFile)
	if err != nil {
		return nil
	}
	var cfg struct {
		ImportPath string
		VetxOnly   bool
	}
	if json.Unmarshal(data, &cfg) != nil || cfg.VetxOnly {
		return nil
	}
	return func(pkgPath string) bool { return pkgPath == cfg.ImportPath }
}
