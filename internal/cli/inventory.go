package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"sync"

	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/inventory"
)

const inventoryUsage = `usage: idemlint inventory [flags] [packages]   (default ./...)

Lists every entry point of the packages (HTTP handlers with their routes,
gRPC and connect methods, message consumers, Temporal activities, MCP
tools, jobs, main, and exported functions no entry point of their package
calls), every effect each reaches (a payment, a publish, an SQL write, an
HTTP call, a store write, a notification) with the chain of calls to it,
every call nothing resolves, and what protects each effect against a retry,
with the analyzers' findings on its path. The loading, the configuration
file and the scope are the analysis's, in the same pass. See
docs/inventory.md.

Exit status: 0 the inventory is printed, 1 idemlint could not do its job
(packages that do not load, a bad flag or configuration).

Flags:
`

// RunInventory runs `idemlint inventory` (its arguments in o.Args) and
// returns the exit code.
func RunInventory(o Options) int {
	r := newRun(o)
	r.inventory = true
	return r.exit(r.inventoryMain())
}

func (r *run) inventoryMain() (int, error) {
	if err := r.setDir(); err != nil {
		return ExitError, err
	}
	fs, err := r.flags()
	if err != nil {
		return ExitError, err
	}
	if err := r.parse(fs, r.o.Args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(r.stderr)
			fs.Usage()
			return ExitClean, nil
		}
		return ExitError, errors.New("inventory: " + err.Error())
	}
	if r.version {
		return ExitError, errors.New("inventory: -version is the analysis's flag: run idemlint -version")
	}
	if r.explain != "" {
		return ExitError, errors.New("inventory: -explain is the analysis's flag: run idemlint -explain " + r.explain)
	}
	cfg, err := r.settings()
	if err != nil {
		return ExitError, err
	}
	if _, err := r.o.Suite.New(cfg); err != nil { // bad settings before loading
		return ExitError, err
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	inv, code, err := r.collectInventory(cfg, patterns)
	if err != nil {
		return ExitError, err
	}
	var out bytes.Buffer
	switch r.format {
	case "json":
		err = inventory.WriteJSON(&out, inv)
	case "html":
		err = inventory.WriteHTML(&out, inv)
	default:
		err = inventory.WriteMarkdown(&out, inv)
	}
	if err != nil {
		return ExitError, err
	}
	if _, err := r.stdout.Write(out.Bytes()); err != nil {
		return ExitError, err
	}
	return code, nil
}

// collectInventory runs the analysis with the inventory analyzer beside
// the suite and assembles what it found on every named package.
func (r *run) collectInventory(cfg config.Settings, patterns []string) (*inventory.Inventory, int, error) {
	s := r.analysis(cfg)
	s.ParseFile = r.parseFile
	var mu sync.Mutex
	var pkgs []*inventory.Package
	s.Extra = inventory.For
	s.Result = func(_ *packages.Package, res any) {
		if p, ok := res.(*inventory.Package); ok {
			mu.Lock()
			pkgs = append(pkgs, p)
			mu.Unlock()
		}
	}
	findings, err := Analyze(context.Background(), r.dir, patterns, s)
	inc := new(Incomplete)
	if err != nil && !errors.As(err, &inc) {
		return nil, ExitError, err
	}
	r.printLoadErrors(inc)
	for _, e := range inc.NoMatch {
		fmt.Fprintf(r.stderr, "idemlint: %s\n", e)
	}
	for _, e := range inc.Failed {
		fmt.Fprintf(r.stderr, "idemlint: %s: %s\n", e.Package, r.relMsg(e.Err))
	}
	code := ExitClean
	if len(inc.NoMatch)+len(inc.Broken)+len(inc.Skipped)+len(inc.Failed) > 0 {
		code = ExitError
	}
	var diags []inventory.Diagnostic
	for _, f := range findings {
		d := inventory.Diagnostic{Analyzer: f.Analyzer, Message: f.Message, URL: f.URL, Posn: f.Posn}
		for _, rel := range f.Related {
			d.Related = append(d.Related, rel.Posn)
		}
		diags = append(diags, d)
	}
	return inventory.Assemble(pkgs, diags, r.rel), code, nil
}
