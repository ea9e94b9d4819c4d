// Command floor loads and type-checks packages with go/packages, exactly as
// idemlint's driver loads them, and does nothing else: the floor that
// idemlint's cost is measured against.
package main

import (
	"flag"
	"fmt"
	"os"

	"golang.org/x/tools/go/packages"
)

func main() {
	tests := flag.Bool("test", true, "load test files too")
	flag.Parse()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: *tests}
	pkgs, err := packages.Load(cfg, flag.Args()...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	n, errs := 0, 0
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		n++
		errs += len(p.Errors)
	})
	fmt.Printf("%d packages, %d errors\n", n, errs)
}
