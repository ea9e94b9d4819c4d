package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// monorepoDir is the module of the monorepo workload: the pins of the
// libraries, the patterns naming their packages, and a package importing
// them all so that go mod tidy keeps what they need.
const monorepoDir = "monorepo"

// staticcheck is built from the version bench/go.mod pins with its tool
// directive.
const staticcheck = "honnef.co/go/tools/cmd/staticcheck"

// monorepo measures every row on the monorepo workload, runs times each,
// alternating: the floor; staticcheck with an empty cache; go vet
// -vettool, first run (a new tool identity, so no result of the tool is
// cached) and second run (unchanged); idemlint naming the patterns in the
// default scope (the named packages are summarized and analysed from
// source, the packages they import from outside the patterns read from
// export data); idemlint with every package summarized. The rows that do
// not depend on the CLI's driver come first. Test files are off for all but go
// vet, which always vets the named packages' tests too.
func monorepo(dir, idemlint, floor, all, patternsFile string, runs int) {
	patterns, err := readPatterns(patternsPath(patternsFile))
	check(err)
	sc := filepath.Join(dir, "staticcheck")
	build(".", sc, staticcheck)
	version, err := exec.Command(sc, "-version").Output()
	check(err)

	// Warm the build and module caches, and check that every package
	// loads: go list -export compiles each package, test variants
	// included, as go vet, idemlint's export data and staticcheck need
	// them, so that no row pays for compilation.
	fmt.Fprintf(os.Stderr, "bench: compiling the monorepo workload (%d patterns) into the build cache\n", len(patterns))
	if bad := goList(append([]string{"-e", "-export", "-test", "-deps", "-f",
		"{{if or .Error .DepsErrors}}{{.ImportPath}}: {{.Error}} {{.DepsErrors}}{{end}}"}, patterns...)...); len(bad) > 0 {
		check(fmt.Errorf("packages of the monorepo workload do not load (fix monorepo/patterns.txt):\n%s", head(strings.Join(bad, "\n"))))
	}
	named := len(goList(patterns...))
	withDeps := len(goList(append([]string{"-deps"}, patterns...)...))
	withTests := len(goList(append([]string{"-deps", "-test"}, patterns...)...))

	vetCfg := filepath.Join(dir, "vet.yml")
	idem := []string{idemlint, "-test=false", "-json", "-timing"}
	some := func(args ...[]string) []string { return slices.Concat(args...) }
	cmds := []command{
		{name: "floor (go/packages load + type-check)", args: append([]string{floor, "-test=false"}, patterns...)},
		{
			name: "staticcheck " + strings.TrimSpace(strings.TrimPrefix(string(version), "staticcheck")) + ", empty cache",
			args: append([]string{sc, "-tests=false", "-f", "json"}, patterns...),
			prepare: func() []string {
				cache, err := os.MkdirTemp(dir, "staticcheck-cache-")
				check(err)
				return []string{"STATICCHECK_CACHE=" + cache}
			},
			ok: staticcheckOK,
		},
		{
			name: "go vet -vettool=idemlint, first run (tool results not cached)",
			args: append([]string{"go", "vet", "-vettool=" + idemlint, "-config=" + vetCfg}, patterns...),
			// A fresh comment changes the tool's -V=full identity, which
			// covers the configuration file: no result of the tool is
			// cached, as after installing a new idemlint.
			prepare: func() []string {
				check(os.WriteFile(vetCfg, fmt.Appendf(nil, "# bench run %d\n", time.Now().UnixNano()), 0o644))
				return nil
			},
			ok: vetOK,
		},
		{
			name: "go vet -vettool=idemlint, second run (unchanged)",
			args: append([]string{"go", "vet", "-vettool=" + idemlint, "-config=" + vetCfg}, patterns...),
			ok:   vetOK,
		},
		{name: "idemlint, default scope (named packages analysed; other dependencies from export data)", args: some(idem, patterns)},
		{name: "idemlint, analyze-dependencies: true (every package)", args: some(idem, []string{"-config", all}, patterns)},
	}
	for i := range cmds {
		cmds[i].dir = monorepoDir
	}
	samples := measureAll(cmds, runs)

	fmt.Printf("monorepo workload: %d patterns (%s), %d packages named, %d with their dependencies "+
		"(standard library included), test files off; go vet vets the tests too: %d with tests and their dependencies\n",
		len(patterns), patternsPath(patternsFile), named, withDeps, withTests)
	fmt.Printf("runs: %d each, alternating; medians\n\n", runs)
	printTable(cmds, samples)
	ratio := func(xs []sample) float64 { return float64(median(xs).rss) / float64(median(samples[1]).rss) }
	fmt.Printf("\npeak RSS against staticcheck's: idemlint, default scope %.2f×; idemlint, every package %.2f×; "+
		"go vet -vettool, first run %.2f×\n", ratio(samples[4]), ratio(samples[5]), ratio(samples[2]))
	fmt.Printf("\nPeak RSS is what wait4 reports for each command: the largest single process of its tree " +
		"(for go vet, the go command or one idemlint run on one package; go vet runs up to GOMAXPROCS of them at once), " +
		"not the sum of the processes alive together.\n")
	for _, j := range []int{4, 5} {
		printTiming(cmds[j].name, samples[j])
	}
}

// staticcheckOK accepts staticcheck's exit codes 0 and 1 (findings), but
// not a package that failed to load or type-check, which -f json reports
// as a finding of the pseudo-check "compile".
func staticcheckOK(code int, stdout, _ string) error {
	if code != 0 && code != 1 {
		return fmt.Errorf("exit status %d", code)
	}
	var compile []string
	for _, l := range strings.Split(stdout, "\n") {
		var d struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		}
		if l == "" {
			continue
		}
		if err := json.Unmarshal([]byte(l), &d); err != nil {
			return fmt.Errorf("output is not -f json: %v: %s", err, l)
		}
		if d.Code == "compile" {
			compile = append(compile, d.Message)
		}
	}
	if len(compile) > 0 {
		return fmt.Errorf("%d packages did not load:\n%s", len(compile), head(strings.Join(compile, "\n")))
	}
	return nil
}

// vetLine is what go vet prints when the tool works: a package header, a
// diagnostic (file:line:col: message; the file may be a migration, not
// Go), a related position indented under it, or the go command's progress
// while it fetches modules.
var vetLine = regexp.MustCompile(`^(# \S+|\S+:\d+:\d+: .*|\t.*|go: (downloading|finding|extracting) \S+ \S+|)$`)

// vetOK accepts go vet's exit codes 0 and 1 (findings) when every line it
// printed is a diagnostic: a crash of the tool prints something else. The
// packages compiled before the rows ran, so a compile error is not
// expected here.
func vetOK(code int, _, stderr string) error {
	if code != 0 && code != 1 {
		return fmt.Errorf("exit status %d", code)
	}
	var bad []string
	for _, l := range strings.Split(stderr, "\n") {
		if !vetLine.MatchString(l) {
			bad = append(bad, l)
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("go vet printed what is not a diagnostic:\n%s", head(strings.Join(bad, "\n")))
	}
	return nil
}

// goList runs go list in the monorepo module and returns its non-empty
// output lines.
func goList(args ...string) []string {
	c := exec.Command("go", append([]string{"list"}, args...)...)
	c.Dir = monorepoDir
	c.Stderr = os.Stderr
	out, err := c.Output()
	check(err)
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// patternsPath returns the path of a patterns file, relative to the
// monorepo module unless absolute.
func patternsPath(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(monorepoDir, name)
}

// readPatterns reads one package pattern a line; '#' starts a comment.
func readPatterns(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ps []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		l, _, _ := strings.Cut(s.Text(), "#")
		if l = strings.TrimSpace(l); l != "" {
			ps = append(ps, l)
		}
	}
	if len(ps) == 0 && s.Err() == nil {
		return nil, fmt.Errorf("%s: no patterns", name)
	}
	return ps, s.Err()
}

// writeImports writes monorepo/monorepo.go: a blank import of every package
// the patterns match that another module may import (not a command, not
// internal), so that go mod tidy keeps the modules they and their tests
// need. The commands
// and internal packages of the patterns build with what those pull in;
// monorepo checks that every package loads before it measures.
func writeImports(patternsFile string) {
	patterns, err := readPatterns(patternsPath(patternsFile))
	check(err)
	var b strings.Builder
	// The build constraint keeps the file out of builds, not out of go mod
	// tidy, which reads every file whatever its tags: the imports include
	// packages with test files only, which cannot be built but whose tests
	// go vet vets.
	b.WriteString("// Code generated by bench -imports from patterns.txt; DO NOT EDIT.\n\n//go:build monorepo\n\n")
	b.WriteString("package monorepo\n\nimport (\n")
	n := 0
	for _, l := range goList(append([]string{"-e", "-f", "{{.Name}} {{.ImportPath}}"}, patterns...)...) {
		name, path, _ := strings.Cut(l, " ")
		if name == "main" || slices.Contains(strings.Split(path, "/"), "internal") {
			continue
		}
		fmt.Fprintf(&b, "\t_ %q\n", path)
		n++
	}
	b.WriteString(")\n")
	src, err := format.Source([]byte(b.String()))
	check(err)
	check(os.WriteFile(filepath.Join(monorepoDir, "monorepo.go"), src, 0o644))
	fmt.Fprintf(os.Stderr, "monorepo/monorepo.go: %d imports; now run go mod tidy in monorepo/\n", n)
}
