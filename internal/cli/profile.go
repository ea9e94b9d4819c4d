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

// printTiming prints, for -timing, the wall time of the go list run and
// of the rest (type-checking and analysis, interleaved), then the time of
// type-checking and of each analyzer summed over the packages it ran on
// (under parallel execution, so a sum can exceed the wall time), slowest
// first.
func (r *run) printTiming(t Timing) {
	names := make([]string, 0, len(t.Analyzers))
	for name := range t.Analyzers {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(t.Analyzers[b].Total, t.Analyzers[a].Total), cmp.Compare(a, b))
	})
	fmt.Fprintf(r.stderr, "timing: go list %.3fs wall\n", t.List.Seconds())
	fmt.Fprintf(r.stderr, "timing: type-check and analysis %.3fs wall\n", t.Analysis.Seconds())
	fmt.Fprintf(r.stderr, "timing: type-check %.3fs over %d packages\n", t.Check.Total.Seconds(), t.Check.Packages)
	for _, name := range names {
		st := t.Analyzers[name]
		if st.Packages == 0 {
			continue // ran on no package
		}
		fmt.Fprintf(r.stderr, "timing: analyzer %-16s %8.3fs over %d packages\n", name, st.Total.Seconds(), st.Packages)
	}
}
