//go:build ignore

// Command score measures idemlint on the real-world corpus: public Go
// services read by hand, whose red flags and correct functions are rows of
// docs/realworld*.tsv (issue 24, item 6). run.sh beside it builds idemlint
// and calls it; it is never part of scripts/test.
//
// For each repository, commit and module of the rows, score extracts the
// commit from the repository's mirror (a bare git directory that the search
// tool's fetch brought, at <mirrors>/<owner>+<name>/repo), runs
// `idemlint -json ./...` in the module, and scores:
//
//   - a positive row is found when its expected analyzer reports in its file
//     within ±3 lines of its line, or reports elsewhere with related
//     information there (createkey's finding at the registration of a
//     handler declared in another package points at the handler);
//   - a clean row is reported when any finding, or its related information,
//     falls inside the function declared at its line (its first to its last
//     line);
//   - every other finding is listed for reading.
//
// A repository whose mirror is missing is skipped with a message, so the
// command is harmless where nothing was fetched (CI). Nothing is fetched
// here; `go` alone reaches the module proxy, for the services' dependencies.
//
// Usage:
//
//	go run score.go -idemlint BIN -mirrors DIR [-keep] TSV...
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// slack is how far (in lines) a finding may sit from a positive row's line.
const slack = 3

// row is one line of a corpus TSV.
type row struct {
	Source                  string // the TSV it came from, for messages
	Repo, Commit, Module    string
	File                    string // relative to the module
	Line                    int
	Function, Expected, Why string
	first, last             int  // a clean row's function range, once read
	found                   bool // a positive row matched a finding
	unanalysed              bool // its package was not analysed (it does not compile or load)
	reported                []*finding
	rangeErr                error
}

func (r *row) clean() bool { return r.Expected == "clean" }

// finding is one diagnostic of `idemlint -json`.
type finding struct {
	Analyzer, Category, Message string
	File                        string // relative to the module
	Line                        int
	Related                     []place // the finding's related information
	used                        bool    // matched a positive row or fell in a clean row
}

// place is a file (relative to the module) and a line.
type place struct {
	File string
	Line int
}

// places returns where f is: its position, then its related positions.
func (f *finding) places() []place {
	return append([]place{{f.File, f.Line}}, f.Related...)
}

// target is one analysis: a module of a repository at a commit.
type target struct {
	Repo, Commit, Module string
	Rows                 []*row
	Findings             []*finding
	Errors               []string // packages idemlint could not analyse
	failed               []string // their import paths, or "..." when the module did not load
	Prepared             []string // build outputs created so that the module compiles
	Skipped              string   // why it was not run
	Elapsed              time.Duration
}

func main() {
	idemlint := flag.String("idemlint", "", "the idemlint binary built from this repository")
	mirrors := flag.String("mirrors", "", "the directory holding the fetched mirrors (<owner>+<name>/repo)")
	keep := flag.Bool("keep", false, "keep the extracted sources (their directory is printed)")
	timeout := flag.Duration("timeout", 30*time.Minute, "the limit for one module's analysis")
	flag.Parse()
	if *idemlint == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: go run score.go -idemlint BIN -mirrors DIR [-keep] TSV...")
		os.Exit(2)
	}
	var rows []*row
	for _, path := range flag.Args() {
		rs, err := readTSV(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		rows = append(rows, rs...)
	}
	work, err := os.MkdirTemp("", "realworld-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if *keep {
		fmt.Fprintf(os.Stderr, "sources kept in %s\n", work)
	} else {
		defer os.RemoveAll(work)
	}
	targets := group(rows)
	for i, t := range targets {
		fmt.Fprintf(os.Stderr, "[%d/%d] %s %s (%s)\n", i+1, len(targets), t.Repo, short(t.Commit), t.Module)
		run(t, *idemlint, *mirrors, filepath.Join(work, strconv.Itoa(i)), *timeout)
		score(t)
		progress(os.Stderr, t)
	}
	printReport(os.Stdout, targets)
}

// readTSV reads a corpus file: a header line, then rows of eight
// tab-separated columns.
func readTSV(path string) ([]*row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	rd := csv.NewReader(bytes.NewReader(data))
	rd.Comma = '\t'
	rd.LazyQuotes = true
	rd.FieldsPerRecord = 8
	records, err := rd.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	want := []string{"repository", "commit", "module", "file", "line", "function", "expected", "justification"}
	if len(records) == 0 || strings.Join(records[0], "\t") != strings.Join(want, "\t") {
		return nil, fmt.Errorf("%s: the first line must be the header %q", path, strings.Join(want, "\t"))
	}
	var rows []*row
	for i, rec := range records[1:] {
		line, err := strconv.Atoi(rec[4])
		if err != nil || line < 1 {
			return nil, fmt.Errorf("%s:%d: line %q is not a line number", path, i+2, rec[4])
		}
		if len(rec[1]) != 40 {
			return nil, fmt.Errorf("%s:%d: commit %q is not a full 40-hex commit", path, i+2, rec[1])
		}
		rows = append(rows, &row{Source: path, Repo: rec[0], Commit: rec[1], Module: rec[2],
			File: rec[3], Line: line, Function: rec[5], Expected: rec[6], Why: rec[7]})
	}
	return rows, nil
}

// group gathers the rows by repository, commit and module, in the order of
// their first row.
func group(rows []*row) []*target {
	var targets []*target
	index := map[string]*target{}
	for _, r := range rows {
		k := r.Repo + "\x00" + r.Commit + "\x00" + r.Module
		t := index[k]
		if t == nil {
			t = &target{Repo: r.Repo, Commit: r.Commit, Module: r.Module}
			index[k] = t
			targets = append(targets, t)
		}
		t.Rows = append(t.Rows, r)
	}
	return targets
}

// run extracts the target's commit and runs idemlint on its module.
func run(t *target, idemlint, mirrors, dir string, timeout time.Duration) {
	gitDir := filepath.Join(mirrors, strings.Replace(t.Repo, "/", "+", 1), "repo")
	if mirrors == "" {
		t.Skipped = "no mirror directory given"
		return
	}
	if _, err := os.Stat(gitDir); err != nil {
		t.Skipped = "no mirror at " + gitDir
		return
	}
	if err := extract(gitDir, t.Commit, dir); err != nil {
		t.Skipped = "extracting the commit: " + err.Error()
		return
	}
	modDir := filepath.Join(dir, t.Module)
	prepared, err := fillEmbeds(modDir)
	if err != nil {
		t.Skipped = "preparing the module: " + err.Error()
		return
	}
	t.Prepared = prepared
	defer markUnanalysed(t, modDir)
	for _, r := range t.Rows {
		if r.clean() {
			r.first, r.last, r.rangeErr = funcRange(filepath.Join(modDir, r.File), r.Line)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, idemlint, "-json", "./...")
	cmd.Dir = modDir
	// The services' go.sum files are often incomplete; let go add what the
	// proxy serves, in the extracted copy only.
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err = cmd.Run()
	t.Elapsed = time.Since(start)
	if ctx.Err() != nil {
		t.Skipped = fmt.Sprintf("idemlint did not finish within %v", timeout)
		return
	}
	if stdout.Len() == 0 {
		msg := strings.TrimSpace(stderr.String())
		if err != nil && msg == "" {
			msg = err.Error()
		}
		if msg != "" {
			t.Errors = append(t.Errors, firstLines(msg, 6))
		}
		t.failed = append(t.failed, "...")
		return
	}
	if perr := parseJSON(t, stdout.Bytes(), modDir); perr != nil {
		t.Skipped = "reading idemlint's JSON: " + perr.Error()
	}
	t.failed = append(t.failed, notAnalysed(stderr.String())...)
	if msg := strings.TrimSpace(stderr.String()); msg != "" && err != nil && len(t.Errors) == 0 && len(t.Findings) == 0 {
		t.Errors = append(t.Errors, firstLines(msg, 6))
	}
}

// notAnalysed returns the packages idemlint names on stderr as not
// analysed ("idemlint: example.com/m/pkg: not analysed: a dependency has
// errors"): they are absent from the JSON tree.
func notAnalysed(stderr string) []string {
	var out []string
	for _, line := range strings.Split(stderr, "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "idemlint: ")
		if !ok {
			continue
		}
		if pkg, _, ok := strings.Cut(rest, ": not analysed"); ok && pkg != "" {
			out = append(out, pkg)
		}
	}
	return out
}

// extract writes the commit's tree into dir. A fetched mirror lacks its
// largest blobs (4 MiB and more), so `git archive` would stop at the first
// of them; checkout-index through a temporary index writes every blob that
// is there and leaves the missing ones out.
func extract(gitDir, commit, dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	index := dir + ".index"
	defer os.Remove(index)
	env := append(os.Environ(), "GIT_INDEX_FILE="+index)
	read := exec.Command("git", "--git-dir="+gitDir, "read-tree", commit)
	read.Env = env
	if out, err := read.CombinedOutput(); err != nil {
		return fmt.Errorf("%v: %s", err, firstLines(string(out), 3))
	}
	checkout := exec.Command("git", "--git-dir="+gitDir, "--work-tree="+dir, "checkout-index", "--all", "--force")
	checkout.Env = env
	checkout.Stderr = io.Discard // one line per missing large blob
	_ = checkout.Run()           // fails when a blob is missing, after writing the others
	if _, err := os.Stat(dir); err != nil {
		return err
	}
	return nil
}

// fillEmbeds creates what a //go:embed pattern of the module names and the
// commit does not hold: the output of a build step the repository leaves to
// a tool other than go (gotify's web UI, built by yarn into ui/build). The
// pattern gets one empty placeholder file, so the package compiles as it
// does after that step; the placeholders are listed in the report. Nothing
// is created where a pattern matches.
func fillEmbeds(modDir string) ([]string, error) {
	var made []string
	err := filepath.WalkDir(modDir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != modDir && (name == "vendor" || name == "testdata" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments|parser.ImportsOnly)
		if err != nil {
			return nil // the analysis reports it
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				args, ok := strings.CutPrefix(c.Text, "//go:embed ")
				if !ok {
					continue
				}
				for _, pat := range strings.Fields(args) {
					pat = strings.TrimPrefix(strings.Trim(pat, "`\""), "all:")
					full := filepath.Join(filepath.Dir(path), filepath.FromSlash(pat))
					if m, _ := filepath.Glob(full); len(m) > 0 {
						continue
					}
					file := full
					if strings.ContainsAny(filepath.Base(full), "*?[") {
						file = filepath.Join(filepath.Dir(full), "placeholder")
					} else if filepath.Ext(full) == "" {
						file = filepath.Join(full, "placeholder")
					}
					if strings.ContainsAny(filepath.Dir(file), "*?[") {
						continue // a pattern in a directory name: left to fail
					}
					if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
						return err
					}
					if err := os.WriteFile(file, nil, 0o644); err != nil {
						return err
					}
					rel, _ := filepath.Rel(modDir, file)
					made = append(made, filepath.ToSlash(rel))
				}
			}
		}
		return nil
	})
	return made, err
}

// markUnanalysed marks the rows whose package idemlint reported as not
// analysed (it does not compile or load), so that the report can tell a
// miss of the analyzers from a package no analyzer could read.
func markUnanalysed(t *target, modDir string) {
	if len(t.failed) == 0 {
		return
	}
	modPath := ""
	if data, err := os.ReadFile(filepath.Join(modDir, "go.mod")); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
				modPath = strings.Trim(strings.TrimSpace(rest), `"`)
				break
			}
		}
	}
	failed := map[string]bool{}
	for _, p := range t.failed {
		failed[p] = true
	}
	for _, r := range t.Rows {
		dir := filepath.ToSlash(filepath.Dir(r.File))
		pkg := modPath
		if dir != "." {
			pkg += "/" + dir
		}
		// A test variant is named "path [path.test]"; the package itself,
		// or the whole module when it did not load, decides.
		r.unanalysed = failed["..."] || failed[pkg] || failed[pkg+"_test"] || failed[pkg+" ["+pkg+".test]"]
	}
}

// funcRange returns the first and last line of the function declared (or
// whose literal starts) at line in file; in a file that is not Go (a
// migration's DDL), of the SQL statement that starts there, up to the line
// whose semicolon ends it.
func funcRange(file string, line int) (int, int, error) {
	if filepath.Ext(file) != ".go" {
		return statementRange(file, line)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
	if err != nil {
		return 0, 0, err
	}
	first, last := 0, 0
	ast.Inspect(f, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			if first == 0 && fset.Position(n.Pos()).Line == line {
				first, last = line, fset.Position(n.End()).Line
			}
		}
		return first == 0
	})
	if first == 0 {
		return 0, 0, fmt.Errorf("no function starts at %s:%d", filepath.Base(file), line)
	}
	return first, last, nil
}

// statementRange returns line and the line of the first semicolon at or
// after it in file, outside a -- comment (the last line when none).
func statementRange(file string, line int) (int, int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, 0, err
	}
	lines := strings.Split(string(data), "\n")
	if line < 1 || line > len(lines) {
		return 0, 0, fmt.Errorf("%s has no line %d", filepath.Base(file), line)
	}
	for i := line - 1; i < len(lines); i++ {
		code, _, _ := strings.Cut(lines[i], "--") // a comment's semicolon ends nothing
		if strings.Contains(code, ";") {
			return line, i + 1, nil
		}
	}
	return line, len(lines), nil
}

// parseJSON reads the multichecker JSON tree:
// {"<package>": {"<analyzer>": [diagnostic…] | {"error": "…"}}}.
func parseJSON(t *target, data []byte, modDir string) error {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return err
	}
	pkgs := make([]string, 0, len(tree))
	for p := range tree {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	for _, pkg := range pkgs {
		analyzers := make([]string, 0, len(tree[pkg]))
		for a := range tree[pkg] {
			analyzers = append(analyzers, a)
		}
		sort.Strings(analyzers)
		for _, a := range analyzers {
			raw := tree[pkg][a]
			var failed struct {
				Error string `json:"error"`
			}
			if json.Unmarshal(raw, &failed) == nil && failed.Error != "" {
				t.Errors = append(t.Errors, fmt.Sprintf("%s (%s): %s", pkg, a, firstLines(failed.Error, 3)))
				t.failed = append(t.failed, pkg)
				continue
			}
			var diags []struct {
				Category string `json:"category"`
				Posn     string `json:"posn"`
				Message  string `json:"message"`
				Related  []struct {
					Posn string `json:"posn"`
				} `json:"related"`
			}
			if err := json.Unmarshal(raw, &diags); err != nil {
				return fmt.Errorf("%s %s: %v", pkg, a, err)
			}
			local := func(posn string) place {
				file, line := splitPosn(posn)
				if rel, err := filepath.Rel(modDir, file); err == nil && !strings.HasPrefix(rel, "..") {
					file = filepath.ToSlash(rel)
				}
				return place{file, line}
			}
			for _, d := range diags {
				at := local(d.Posn)
				f := &finding{Analyzer: a, Category: d.Category, Message: d.Message, File: at.File, Line: at.Line}
				for _, r := range d.Related {
					f.Related = append(f.Related, local(r.Posn))
				}
				t.Findings = append(t.Findings, f)
			}
		}
	}
	return nil
}

// splitPosn splits "file:line:col" (the file may hold colons).
func splitPosn(posn string) (string, int) {
	parts := strings.Split(posn, ":")
	if len(parts) < 3 {
		return posn, 0
	}
	line, _ := strconv.Atoi(parts[len(parts)-2])
	return strings.Join(parts[:len(parts)-2], ":"), line
}

// score matches the target's findings to its rows.
func score(t *target) {
	for _, r := range t.Rows {
		for _, f := range t.Findings {
			for _, at := range f.places() {
				if at.File != r.File {
					continue
				}
				if r.clean() {
					if r.rangeErr == nil && at.Line >= r.first && at.Line <= r.last {
						r.reported = append(r.reported, f)
						f.used = true
						break
					}
					continue
				}
				if f.Analyzer == r.Expected && abs(at.Line-r.Line) <= slack {
					r.found = true
					f.used = true
				}
			}
		}
	}
}

// progress prints one target's figures as soon as it is scored, so that a
// run stopped early still tells what it measured.
func progress(w io.Writer, t *target) {
	if t.Skipped != "" {
		fmt.Fprintf(w, "    skipped: %s\n", t.Skipped)
		return
	}
	pos, found, clean, reported, other := 0, 0, 0, 0, 0
	for _, r := range t.Rows {
		switch {
		case r.clean():
			clean++
			if len(r.reported) > 0 {
				reported++
			}
		default:
			pos++
			if r.found {
				found++
			}
		}
	}
	for _, f := range t.Findings {
		if !f.used {
			other++
		}
	}
	fmt.Fprintf(w, "    positives %d/%d, clean rows reported %d/%d, other findings %d, errors %d, %s\n",
		found, pos, reported, clean, other, len(t.Errors), t.Elapsed.Round(time.Second))
}

func printReport(w io.Writer, targets []*target) {
	type tally struct{ pos, found, clean, reported, other, errs, unPos, unClean int }
	var total tally
	byRepo := map[string]*tally{}
	var repos []string
	for _, t := range targets {
		s := byRepo[t.Repo]
		if s == nil {
			s = &tally{}
			byRepo[t.Repo] = s
			repos = append(repos, t.Repo)
		}
		if t.Skipped != "" {
			continue
		}
		for _, r := range t.Rows {
			if r.clean() {
				s.clean++
				if len(r.reported) > 0 {
					s.reported++
				}
				if r.unanalysed {
					s.unClean++
				}
			} else {
				s.pos++
				if r.found {
					s.found++
				}
				if r.unanalysed {
					s.unPos++
				}
			}
		}
		for _, f := range t.Findings {
			if !f.used {
				s.other++
			}
		}
		s.errs += len(t.Errors)
	}
	fmt.Fprintln(w, "| repository | positives found | clean rows reported | other findings | packages not analysed |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- |")
	for _, repo := range repos {
		s := byRepo[repo]
		var skipped []string
		for _, t := range targets {
			if t.Repo == repo && t.Skipped != "" {
				skipped = append(skipped, t.Skipped)
			}
		}
		if len(skipped) > 0 && s.pos+s.clean == 0 {
			fmt.Fprintf(w, "| %s | skipped: %s | | | |\n", repo, strings.Join(skipped, "; "))
			continue
		}
		fmt.Fprintf(w, "| %s | %d/%d | %d/%d | %d | %d |\n", repo, s.found, s.pos, s.reported, s.clean, s.other, s.errs)
		total.pos += s.pos
		total.found += s.found
		total.clean += s.clean
		total.reported += s.reported
		total.other += s.other
		total.errs += s.errs
		total.unPos += s.unPos
		total.unClean += s.unClean
	}
	fmt.Fprintf(w, "| **total** | **%d/%d** | **%d/%d** | **%d** | **%d** |\n", total.found, total.pos, total.reported, total.clean, total.other, total.errs)
	fmt.Fprintf(w, "\nIn the packages idemlint analysed: positives found %d/%d, clean rows reported %d/%d "+
		"(%d positive and %d clean rows sit in packages that do not compile or load, listed below).\n",
		total.found, total.pos-total.unPos, total.reported, total.clean-total.unClean, total.unPos, total.unClean)

	fmt.Fprintln(w, "\n### Misses")
	fmt.Fprintln(w)
	for _, t := range targets {
		for _, r := range t.Rows {
			if t.Skipped == "" && !r.clean() && !r.found {
				near := nearby(t, r)
				if r.unanalysed {
					near = "; its package was not analysed" + near
				}
				fmt.Fprintf(w, "- %s `%s` %s:%d `%s` (%s)%s\n", t.Repo, t.Module, r.File, r.Line, r.Function, r.Expected, near)
			}
		}
	}
	fmt.Fprintln(w, "\n### Clean rows reported")
	fmt.Fprintln(w)
	for _, t := range targets {
		for _, r := range t.Rows {
			if r.rangeErr != nil {
				fmt.Fprintf(w, "- %s %s:%d `%s`: cannot score, %v\n", t.Repo, r.File, r.Line, r.Function, r.rangeErr)
			}
			for _, f := range r.reported {
				fmt.Fprintf(w, "- %s %s:%d `%s`: %s/%s at line %d: %s\n", t.Repo, r.File, r.Line, r.Function, f.Analyzer, f.Category, f.Line, f.Message)
			}
		}
	}
	fmt.Fprintln(w, "\n### Other findings")
	fmt.Fprintln(w)
	for _, t := range targets {
		for _, f := range t.Findings {
			if !f.used {
				fmt.Fprintf(w, "- %s `%s` %s:%d %s/%s: %s\n", t.Repo, t.Module, f.File, f.Line, f.Analyzer, f.Category, f.Message)
			}
		}
	}
	fmt.Fprintln(w, "\n### Not analysed")
	fmt.Fprintln(w)
	for _, t := range targets {
		if t.Skipped != "" {
			fmt.Fprintf(w, "- %s `%s`: skipped, %s\n", t.Repo, t.Module, t.Skipped)
		}
		for _, e := range t.Errors {
			fmt.Fprintf(w, "- %s `%s`: %s\n", t.Repo, t.Module, strings.ReplaceAll(e, "\n", " "))
		}
	}
	fmt.Fprintln(w, "\n### Build outputs created")
	fmt.Fprintln(w)
	for _, t := range targets {
		for _, p := range t.Prepared {
			fmt.Fprintf(w, "- %s `%s`: %s (a //go:embed pattern the commit does not hold)\n", t.Repo, t.Module, p)
		}
	}
	fmt.Fprintln(w, "\n### Time")
	fmt.Fprintln(w)
	for _, t := range targets {
		if t.Skipped == "" {
			fmt.Fprintf(w, "- %s `%s`: %s\n", t.Repo, t.Module, t.Elapsed.Round(time.Second))
		}
	}
}

// nearby names what the missed row's file does report, to help read a miss.
func nearby(t *target, r *row) string {
	var parts []string
	for _, f := range t.Findings {
		if f.File == r.File && abs(f.Line-r.Line) <= 20 {
			parts = append(parts, fmt.Sprintf("%s at %d", f.Analyzer, f.Line))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "; near it: " + strings.Join(parts, ", ")
}

func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append(lines[:n], "…")
	}
	return strings.Join(lines, "\n")
}

func short(commit string) string {
	if len(commit) > 7 {
		return commit[:7]
	}
	return commit
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
