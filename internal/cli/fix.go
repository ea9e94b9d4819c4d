package cli

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"errors"
	"fmt"
	"go/format"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/analysis"
	"strings"
)

// A Fix is one suggested fix of a finding. -fix applies the first fix of
// every reported finding; the language server offers each as a quick fix
// and the first of every finding in a file as its fix-all.
type Fix struct {
	Finding *Finding
	Fix     analysis.SuggestedFix // positions in Finding.Fset
}

// FirstFixes returns the fix -fix applies for each finding: its first.
func FirstFixes(findings []*Finding) []Fix {
	var fixes []Fix
	for _, f := range findings {
		if len(f.Fixes) > 0 {
			fixes = append(fixes, Fix{Finding: f, Fix: f.Fixes[0]})
		}
	}
	return fixes
}

// A FixPlan is the text edits of a set of fixes, by file, checked: each
// edit within one file and not reversed, the same edit of two fixes kept
// once, and no two edits overlapping. It is the one computation of what
// a fix does to a file: -fix, -diff and the language server's code
// actions all apply a plan.
type FixPlan struct {
	files  []string          // sorted
	byFile map[string][]edit // sorted by offset
	rel    func(string) string
}

// An edit is one text edit of a suggested fix, in byte offsets.
type edit struct {
	file       string
	start, end int
	text       string
	fix        int // index of the fix it belongs to
	finding    *Finding
	fixMsg     string
}

func (p *FixPlan) describe(e edit) string {
	f := e.finding
	return fmt.Sprintf("%q for %s:%d:%d (%s)", e.fixMsg, p.rel(f.Posn.Filename), f.Posn.Line, f.Posn.Column, f.Analyzer)
}

// PlanFixes checks the edits of fixes and orders them by file. Errors
// name files through rel (nil: as they are): a malformed edit, and every
// pair of conflicting fixes.
func PlanFixes(fixes []Fix, rel func(string) string) (*FixPlan, error) {
	if rel == nil {
		rel = func(s string) string { return s }
	}
	p := &FixPlan{byFile: make(map[string][]edit), rel: rel}
	for i, fx := range fixes {
		f := fx.Finding
		for _, te := range fx.Fix.TextEdits {
			start := f.Fset.Position(te.Pos)
			end := start
			if te.End.IsValid() {
				end = f.Fset.Position(te.End)
			}
			if end.Filename != start.Filename || end.Offset < start.Offset {
				return nil, fmt.Errorf("suggested fix %q for %s:%d:%d has a malformed edit", fx.Fix.Message, rel(f.Posn.Filename), f.Posn.Line, f.Posn.Column)
			}
			e := edit{file: start.Filename, start: start.Offset, end: end.Offset, text: string(te.NewText), fix: i, finding: f, fixMsg: fx.Fix.Message}
			p.byFile[e.file] = append(p.byFile[e.file], e)
		}
	}
	p.files = slices.Sorted(maps.Keys(p.byFile))
	var conflicts []string
	for _, name := range p.files {
		es := p.byFile[name]
		slices.SortStableFunc(es, func(a, b edit) int {
			return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(a.end, b.end))
		})
		// The same edit twice (two findings, one fix) is applied once.
		out := es[:0]
		for i, e := range es {
			if i > 0 {
				p := out[len(out)-1]
				if p.start == e.start && p.end == e.end && p.text == e.text {
					continue
				}
			}
			out = append(out, e)
		}
		es = out
		p.byFile[name] = es
		for i := 1; i < len(es); i++ {
			a, b := es[i-1], es[i]
			overlap := b.start < a.end
			sameInsert := a.start == a.end && b.start == b.end && a.start == b.start && a.fix != b.fix
			if overlap || sameInsert {
				conflicts = append(conflicts, fmt.Sprintf("%s: fix %s conflicts with fix %s", rel(name), p.describe(a), p.describe(b)))
			}
		}
	}
	if len(conflicts) > 0 {
		return nil, &ConflictError{Conflicts: conflicts}
	}
	return p, nil
}

// ConflictError is PlanFixes' error when fixes overlap: one line per pair.
type ConflictError struct{ Conflicts []string }

func (e *ConflictError) Error() string {
	return "conflicting suggested fixes:\n\t" + strings.Join(e.Conflicts, "\n\t")
}

// Files returns the files the plan edits, sorted.
func (p *FixPlan) Files() []string { return p.files }

// Apply returns the content of the file name after the plan's edits on
// old, its content as analysed; a Go file is then formatted (gofmt), and
// one that the edits leave invalid is an error.
func (p *FixPlan) Apply(name string, old []byte) ([]byte, error) {
	var buf bytes.Buffer
	last := 0
	for _, e := range p.byFile[name] {
		if e.end > len(old) {
			return nil, fmt.Errorf("%s: fix %s lies beyond the end of the file", p.rel(name), p.describe(e))
		}
		buf.Write(old[last:e.start])
		buf.WriteString(e.text)
		last = e.end
	}
	buf.Write(old[last:])
	new := buf.Bytes()
	if strings.HasSuffix(name, ".go") {
		formatted, err := format.Source(new)
		if err != nil {
			return nil, fmt.Errorf("%s: the suggested fixes do not produce valid Go (%v)", p.rel(name), err)
		}
		new = formatted
	}
	return new, nil
}

// applyFixes applies (-fix) or prints as a diff (-diff) the first
// suggested fix of every reported finding. Everything is checked before a
// byte is written: edits must not overlap, files must not have changed
// since they were parsed, and each result must be valid Go; then it is
// formatted and each file written atomically (temporary file + rename).
func (r *run) applyFixes(res *result) (int, error) {
	var reported []*Finding
	var unfixed []*finding
	for _, f := range res.reported() {
		reported = append(reported, &f.Finding)
		if len(f.Fixes) == 0 {
			unfixed = append(unfixed, f)
		}
	}
	fixes := FirstFixes(reported)
	nfix := len(fixes)
	plan, err := PlanFixes(fixes, r.rel)
	var conflict *ConflictError
	if errors.As(err, &conflict) {
		return ExitError, fmt.Errorf("conflicting suggested fixes; no file was changed:\n\t%s", strings.Join(conflict.Conflicts, "\n\t"))
	} else if err != nil {
		return ExitError, err
	}
	files := plan.Files()

	if r.o.BeforeFix != nil {
		r.o.BeforeFix()
	}

	// Compute every new file first.
	type change struct {
		name     string
		old, new []byte
		mode     os.FileMode
	}
	var changes []change
	for _, name := range files {
		fi, err := os.Stat(name)
		if err != nil {
			return ExitError, fmt.Errorf("%s: %v; no file was changed", r.rel(name), err)
		}
		old, err := os.ReadFile(name)
		if err != nil {
			return ExitError, fmt.Errorf("%s: %v; no file was changed", r.rel(name), err)
		}
		if h, ok := r.hashes.Load(name); ok {
			if h.([32]byte) != sha256.Sum256(old) {
				return ExitError, fmt.Errorf("%s changed since it was analysed; refusing to apply fixes (run idemlint again); no file was changed", r.rel(name))
			}
		} else if fi.ModTime().After(r.start) {
			return ExitError, fmt.Errorf("%s changed since the analysis started; refusing to apply fixes (run idemlint again); no file was changed", r.rel(name))
		}
		new, err := plan.Apply(name, old)
		if err != nil {
			return ExitError, fmt.Errorf("%v; no file was changed", err)
		}
		if !bytes.Equal(old, new) {
			changes = append(changes, change{name: name, old: old, new: new, mode: fi.Mode().Perm()})
		}
	}

	if r.diff {
		for _, c := range changes {
			d, err := unifiedDiff(r.rel(c.name), string(c.old), string(c.new))
			if err != nil {
				return ExitError, err
			}
			fmt.Fprint(r.stdout, d)
		}
		r.printText(r.stderr, unfixed)
		if len(res.reported()) > 0 {
			return ExitFindings, nil
		}
		return ExitClean, nil
	}

	for i, c := range changes {
		if err := writeAtomic(c.name, c.new, c.mode); err != nil {
			var done []string
			for _, d := range changes[:i] {
				done = append(done, r.rel(d.name))
			}
			msg := "no file was changed"
			if len(done) > 0 {
				msg = "already written: " + strings.Join(done, ", ")
			}
			return ExitError, fmt.Errorf("writing %s: %v (%s)", r.rel(c.name), err, msg)
		}
	}
	if nfix > 0 {
		fmt.Fprintf(r.stderr, "idemlint: applied %d %s in %d %s\n", nfix, plural(nfix, "fix", "fixes"), len(changes), plural(len(changes), "file", "files"))
	}
	r.printText(r.stdout, unfixed)
	if len(unfixed) > 0 {
		return ExitFindings, nil
	}
	return ExitClean, nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// writeAtomic replaces name with data: a temporary file in the same
// directory, synced, then renamed over the original.
func writeAtomic(name string, data []byte, mode os.FileMode) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".idemlint-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
