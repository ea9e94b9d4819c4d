package cli

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"fmt"
	"go/format"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// An edit is one text edit of a suggested fix, in byte offsets.
type edit struct {
	file       string
	start, end int
	text       string
	fix        int // index of the fix it belongs to
	finding    *finding
	fixMsg     string
}

func (r *run) describe(e edit) string {
	f := e.finding
	return fmt.Sprintf("%q for %s:%d:%d (%s)", e.fixMsg, r.rel(f.Posn.Filename), f.Posn.Line, f.Posn.Column, f.Analyzer)
}

// applyFixes applies (-fix) or prints as a diff (-diff) the first
// suggested fix of every reported finding. Everything is checked before a
// byte is written: edits must not overlap, files must not have changed
// since they were parsed, and each result must be valid Go; then it is
// formatted and each file written atomically (temporary file + rename).
func (r *run) applyFixes(res *result) (int, error) {
	var edits []edit
	var unfixed []*finding
	nfix := 0
	for _, f := range res.reported() {
		if len(f.Fixes) == 0 {
			unfixed = append(unfixed, f)
			continue
		}
		fix := f.Fixes[0]
		for _, te := range fix.TextEdits {
			start := f.Fset.Position(te.Pos)
			end := start
			if te.End.IsValid() {
				end = f.Fset.Position(te.End)
			}
			if end.Filename != start.Filename || end.Offset < start.Offset {
				return ExitError, fmt.Errorf("suggested fix %q for %s:%d:%d has a malformed edit", fix.Message, r.rel(f.Posn.Filename), f.Posn.Line, f.Posn.Column)
			}
			edits = append(edits, edit{file: start.Filename, start: start.Offset, end: end.Offset, text: string(te.NewText), fix: nfix, finding: f, fixMsg: fix.Message})
		}
		nfix++
	}

	byFile := make(map[string][]edit)
	for _, e := range edits {
		byFile[e.file] = append(byFile[e.file], e)
	}
	files := slices.Sorted(maps.Keys(byFile))
	var conflicts []string
	for _, name := range files {
		es := byFile[name]
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
		byFile[name] = es
		for i := 1; i < len(es); i++ {
			a, b := es[i-1], es[i]
			overlap := b.start < a.end
			sameInsert := a.start == a.end && b.start == b.end && a.start == b.start && a.fix != b.fix
			if overlap || sameInsert {
				conflicts = append(conflicts, fmt.Sprintf("%s: fix %s conflicts with fix %s", r.rel(name), r.describe(a), r.describe(b)))
			}
		}
	}
	if len(conflicts) > 0 {
		return ExitError, fmt.Errorf("conflicting suggested fixes; no file was changed:\n\t%s", strings.Join(conflicts, "\n\t"))
	}

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
		var buf bytes.Buffer
		last := 0
		for _, e := range byFile[name] {
			if e.end > len(old) {
				return ExitError, fmt.Errorf("%s: fix %s lies beyond the end of the file; no file was changed", r.rel(name), r.describe(e))
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
				return ExitError, fmt.Errorf("%s: the suggested fixes do not produce valid Go (%v); no file was changed", r.rel(name), err)
			}
			new = formatted
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
