package cli

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"time"

	"golang.org/x/tools/go/analysis/checker"
)

// startProfiles starts the CPU profile (-cpuprofile) and returns the
// function that stops it and writes the heap profile (-memprofile).
func (r *run) startProfiles() (stop func() error, err error) {
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(r.dir, p)
	}
	var cpu *os.File
	if r.cpuProfile != "" {
		if cpu, err = os.Create(abs(r.cpuProfile)); err != nil {
			return nil, fmt.Errorf("-cpuprofile: %v", err)
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, fmt.Errorf("-cpuprofile: %v", err)
		}
	}
	return func() error {
		var errs []error
		if cpu != nil {
			pprof.StopCPUProfile()
			errs = append(errs, cpu.Close())
		}
		if r.memProfile != "" {
			f, err := os.Create(abs(r.memProfile))
			if err != nil {
				return errors.Join(append(errs, fmt.Errorf("-memprofile: %v", err))...)
			}
			runtime.GC()
			errs = append(errs, pprof.Lookup("allocs").WriteTo(f, 0), f.Close())
		}
		return errors.Join(errs...)
	}, nil
}

// printTiming prints, for -timing, the wall time of loading and of
// analysis, then each analyzer's time summed over the packages of the
// checker graph (checker.Action.Duration: a step's own time, its
// dependencies' excluded, measured under parallel execution, so the sum
// can exceed the wall time), slowest first.
func (r *run) printTiming(g *checker.Graph, load, analysis time.Duration) {
	type row struct {
		name  string
		total time.Duration
		n     int
	}
	rows := make(map[string]*row)
	for act := range g.All() {
		rw := rows[act.Analyzer.Name]
		if rw == nil {
			rw = &row{name: act.Analyzer.Name}
			rows[act.Analyzer.Name] = rw
		}
		rw.total += act.Duration
		rw.n++
	}
	sorted := make([]*row, 0, len(rows))
	for _, rw := range rows {
		sorted = append(sorted, rw)
	}
	slices.SortFunc(sorted, func(a, b *row) int {
		return cmp.Or(cmp.Compare(b.total, a.total), cmp.Compare(a.name, b.name))
	})
	fmt.Fprintf(r.stderr, "timing: load and type-check %.3fs wall\n", load.Seconds())
	fmt.Fprintf(r.stderr, "timing: analysis %.3fs wall\n", analysis.Seconds())
	for _, rw := range sorted {
		fmt.Fprintf(r.stderr, "timing: analyzer %-16s %8.3fs over %d packages\n", rw.name, rw.total.Seconds(), rw.n)
	}
}
