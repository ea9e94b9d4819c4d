package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

With -diff REF, only the effects added since the git ref, or whose
protection got weaker (an answer lower, a new finding on the path), are
listed, each marked "added" or "weaker": the review of a change.

Exit status: 0 the inventory is printed, 1 idemlint could not do its job
(packages that do not load, a bad flag or configuration, a bad ref).

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
	fs, err := r.commandLine("inventory")
	if fs == nil {
		if err != nil {
			return ExitError, err
		}
		return ExitClean, nil // -help
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
	if r.diffRef != "" {
		base, err := r.inventoryAt(cfg, patterns, r.diffRef)
		if err != nil {
			return ExitError, err
		}
		inv = inventory.Diff(base, inv)
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
	var timing *Timing
	s.Analysed = func(t Timing) { timing = &t }
	findings, err := Analyze(context.Background(), r.dir, patterns, s)
	if timing != nil && r.timing {
		r.printTiming(*timing)
	}
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

// inventoryAt returns the inventory of the same patterns, with the same
// settings, in the tree of the git ref: the commit's files are extracted
// (git archive) into a temporary directory, and the analysis runs in the
// working directory's counterpart there. Positions print relative to it,
// as the current inventory's do.
func (r *run) inventoryAt(cfg config.Settings, patterns []string, ref string) (*inventory.Inventory, error) {
	git := func(args ...string) (string, error) {
		cmd := exec.Command("git", append([]string{"-C", r.dir}, args...)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			msg := strings.TrimSpace(stderr.String())
			if msg == "" {
				msg = err.Error()
			}
			return "", fmt.Errorf("inventory -diff %s: git %s: %s", ref, args[0], msg)
		}
		return strings.TrimSpace(string(out)), nil
	}
	if _, err := git("rev-parse", "--verify", "--quiet", ref+"^{commit}"); err != nil {
		return nil, fmt.Errorf("inventory -diff %s: not a commit of the repository at %s", ref, r.dir)
	}
	top, err := git("rev-parse", "--show-toplevel")
	if err != nil {
		return nil, err
	}
	prefix, err := git("rev-parse", "--show-prefix")
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "idemlint-inventory-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	archive := exec.Command("git", "-C", top, "archive", "--format=tar", ref)
	extract := exec.Command("tar", "-x", "-C", tmp)
	pipe, err := archive.StdoutPipe()
	if err != nil {
		return nil, err
	}
	extract.Stdin = pipe
	var stderr bytes.Buffer
	archive.Stderr, extract.Stderr = &stderr, &stderr
	if err := extract.Start(); err != nil {
		return nil, fmt.Errorf("inventory -diff %s: tar: %v", ref, err)
	}
	if err := archive.Run(); err != nil {
		extract.Wait()
		return nil, fmt.Errorf("inventory -diff %s: git archive: %v %s", ref, err, strings.TrimSpace(stderr.String()))
	}
	if err := extract.Wait(); err != nil {
		return nil, fmt.Errorf("inventory -diff %s: tar: %v %s", ref, err, strings.TrimSpace(stderr.String()))
	}
	// The base's own load errors are not the change's.
	base := &run{o: r.o, dir: filepath.Join(tmp, filepath.FromSlash(prefix)), stdout: io.Discard, stderr: io.Discard,
		tests: r.tests, tags: r.tags, checkFacts: r.checkFacts}
	inv, _, err := base.collectInventory(cfg, patterns)
	if err != nil {
		return nil, fmt.Errorf("inventory -diff %s: %v", ref, err)
	}
	return inv, nil
}
