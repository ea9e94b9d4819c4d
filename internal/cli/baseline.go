package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// A baseline records accepted findings by fingerprint (analyzer, file
// relative to the repository, enclosing function, message), with counts,
// so that it survives edits that move lines.
type baselineFile struct {
	Version  int             `json:"version"`
	Tool     string          `json:"tool"`
	Findings []baselineEntry `json:"findings"`
}

type baselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Count       int    `json:"count"`
	Analyzer    string `json:"analyzer"`
	File        string `json:"file"`
	Function    string `json:"function,omitempty"`
	Message     string `json:"message"`
}

const baselineVersion = 1

func (r *run) baselinePath() string {
	if filepath.IsAbs(r.baseline) {
		return r.baseline
	}
	return filepath.Join(r.dir, r.baseline)
}

// applyBaseline writes the baseline (when missing, or with
// -baseline-update) and returns the exit code to stop with, or marks the
// findings the baseline absorbs and returns -1 to go on.
func (r *run) applyBaseline(res *result, failed bool) (int, error) {
	path := r.baselinePath()
	data, err := os.ReadFile(path)
	missing := errors.Is(err, os.ErrNotExist)
	if err != nil && !missing {
		return ExitError, fmt.Errorf("baseline: %v", err)
	}
	if missing || r.baselineUpdate {
		if failed {
			return ExitError, fmt.Errorf("baseline %s not written: the analysis was incomplete", r.rel(path))
		}
		b := baselineFile{Version: baselineVersion, Tool: "idemlint", Findings: []baselineEntry{}}
		index := make(map[string]int)
		for _, f := range res.findings {
			if f.Suppressed {
				continue
			}
			fp := f.fingerprint()
			if i, ok := index[fp]; ok {
				b.Findings[i].Count++
				continue
			}
			index[fp] = len(b.Findings)
			b.Findings = append(b.Findings, baselineEntry{
				Fingerprint: fp, Count: 1, Analyzer: f.Analyzer,
				File: relTo(f.root, f.Posn.Filename), Function: f.Function, Message: f.Message,
			})
		}
		sort.Slice(b.Findings, func(i, j int) bool {
			a, c := b.Findings[i], b.Findings[j]
			if a.File != c.File {
				return a.File < c.File
			}
			if a.Function != c.Function {
				return a.Function < c.Function
			}
			return a.Fingerprint < c.Fingerprint
		})
		out, err := json.MarshalIndent(b, "", "  ")
		if err != nil {
			return ExitError, err
		}
		if err := writeAtomic(path, append(out, '\n'), 0o644); err != nil {
			return ExitError, fmt.Errorf("writing baseline: %v", err)
		}
		n := 0
		for _, e := range b.Findings {
			n += e.Count
		}
		fmt.Fprintf(r.stderr, "idemlint: wrote baseline %s with %d %s\n", r.rel(path), n, plural(n, "finding", "findings"))
		return ExitClean, nil
	}
	var b baselineFile
	if err := json.Unmarshal(data, &b); err != nil {
		return ExitError, fmt.Errorf("baseline %s: %v", r.rel(path), err)
	}
	if b.Version != baselineVersion {
		return ExitError, fmt.Errorf("baseline %s: unsupported version %d (want %d)", r.rel(path), b.Version, baselineVersion)
	}
	left := make(map[string]int)
	for _, e := range b.Findings {
		left[e.Fingerprint] += e.Count
	}
	for _, f := range res.findings {
		if f.Suppressed {
			continue
		}
		fp := f.fingerprint()
		if left[fp] > 0 {
			left[fp]--
			f.baselined = true
		}
	}
	return -1, nil
}
