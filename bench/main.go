// Command bench measures idemlint against its floor: loading and
// type-checking the same packages with go/packages and nothing else. It
// runs each several times, alternating, as separate processes, and prints
// the median wall time and peak resident memory of each, and their ratios;
// then, from idemlint's -timing, the median time of loading and of each
// analyzer (checker.Action.Duration summed over packages); then, with
// -vet, `go vet -vettool` over the workload twice: a first run (the tool's
// results not yet cached) and a second on the unchanged module, which the
// build cache must serve. Last, the language server (lsp.go): the time
// from an edit of an unsaved buffer to its diagnostics, and the server's
// memory after its first analysis and after 100 edits.
//
// With -monorepo it measures, in one run, every row on the monorepo
// workload instead (monorepo/patterns.txt: the packages of real libraries,
// pinned in monorepo/go.mod): the floor, idemlint in the default scope and
// with every package in scope, staticcheck (pinned as a tool in go.mod)
// with an empty cache, and go vet -vettool, first and second run; then
// the language server on one of its packages. See monorepo.go and lsp.go.
// With -lsp, only the language server's rows.
//
//	cd bench && go run . [-runs 3] [-vet]
//	cd bench && go run . -monorepo [-runs 1]
//	cd bench && go run . -lsp [-monorepo] [-runs 3]
//	cd bench && go run . -imports && cd monorepo && go mod tidy   (after editing monorepo/patterns.txt)
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// workload is the first-party code: it imports every library of patterns.
const workload = "./workload/..."

// The packages measured: first-party code using the libraries, and the
// libraries' own main packages.
var patterns = []string{
	workload,
	"github.com/IBM/sarama",
	"github.com/redis/go-redis/v9",
	"github.com/jackc/pgx/v5",
	"gorm.io/gorm",
	"github.com/ThreeDotsLabs/watermill/message",
	"github.com/nats-io/nats.go",
	"github.com/rabbitmq/amqp091-go",
	"github.com/segmentio/kafka-go",
	"go.temporal.io/sdk/client",
	"github.com/stripe/stripe-go/v82",
}

type sample struct {
	wall   time.Duration
	rss    int64              // KiB
	timing map[string]float64 // idemlint -timing: seconds by line label
}

// command is one row of a table: a process to run and measure.
type command struct {
	name string
	dir  string   // working directory; "" is bench's
	args []string // the executable and its arguments
	// prepare, if set, runs before each run and returns variables to add
	// to the environment (a fresh cache directory, a fresh configuration).
	prepare func() []string
	// ok judges the outcome; nil accepts exit code 0 and idemlint's 3
	// (findings).
	ok func(code int, stdout, stderr string) error
}

func main() {
	runs := flag.Int("runs", 3, "runs of each command")
	vet := flag.Bool("vet", false, "also time go vet -vettool over the workload, first and second run")
	mono := flag.Bool("monorepo", false, "measure every row on the monorepo workload (monorepo/patterns.txt) instead")
	patternsFile := flag.String("patterns", "patterns.txt", "with -monorepo or -imports, the file of package patterns, in monorepo/")
	imports := flag.Bool("imports", false, "write monorepo/monorepo.go from the patterns (then run go mod tidy there) and exit")
	lspOnly := flag.Bool("lsp", false, "measure the language server's rows only (with -monorepo, on the monorepo's package)")
	flag.Parse()
	if *imports {
		writeImports(*patternsFile)
		return
	}
	dir, err := os.MkdirTemp("", "idemlint-bench")
	check(err)
	defer os.RemoveAll(dir)
	idemlint := filepath.Join(dir, "idemlint")
	floor := filepath.Join(dir, "floor")
	build("..", idemlint, "./cmd/idemlint")
	build(".", floor, "./floor")
	all := filepath.Join(dir, "all.yml")
	check(os.WriteFile(all, []byte("analyze-dependencies: true\n"), 0o644))
	switch {
	case *lspOnly && *mono:
		lspMonorepo(dir, idemlint, *runs)
		return
	case *lspOnly:
		measure(command{args: []string{idemlint, "-test=false", "-json", workload}}) // warm the build cache
		lspWorkload(idemlint, *runs)
		return
	case *mono:
		monorepo(dir, idemlint, floor, all, *patternsFile, *runs)
		lspMonorepo(dir, idemlint, *runs)
		return
	}

	// Warm the build and module caches so that no run pays for them:
	// idemlint reads what it does not summarize from export data, which
	// go list -export compiles into the build cache on a first run.
	measure(command{args: append([]string{floor, "-test=false"}, patterns...)})
	measure(command{args: []string{idemlint, "-test=false", "-json", workload}})

	cmds := []command{
		{name: "floor (go/packages load + type-check)", args: append([]string{floor, "-test=false"}, patterns...)},
		// Named packages are analysed whatever their module: the default
		// scope names only the workload, which imports every library above,
		// so the same packages are loaded as by the other rows.
		{name: "idemlint (default scope: first-party code)", args: []string{idemlint, "-test=false", "-json", "-timing", workload}},
		// The inventory: the same analysis and one more analyzer on the
		// named packages (docs/inventory.md's cost: at most 10% over the row above).
		{name: "idemlint inventory (default scope)", args: []string{idemlint, "inventory", "-test=false", "-format", "json", "-timing", workload}},
		{name: "idemlint -analyze-dependencies (every package)", args: append([]string{idemlint, "-test=false", "-json", "-timing", "-config", all}, patterns...)},
	}
	samples := measureAll(cmds, *runs)
	fmt.Printf("packages: %s\nruns: %d each, alternating; medians\n\n", strings.Join(patterns, " "), *runs)
	printTable(cmds, samples)
	for j, c := range cmds[1:] {
		printTiming(c.name, samples[j+1])
	}
	if *vet {
		vetRuns(dir, idemlint)
	}
	lspWorkload(idemlint, *runs)
}

// measureAll runs each command runs times, alternating, and returns the
// samples of each.
func measureAll(cmds []command, runs int) [][]sample {
	samples := make([][]sample, len(cmds))
	for i := 0; i < runs; i++ {
		for j, c := range cmds {
			s := measure(c)
			samples[j] = append(samples[j], s)
			fmt.Fprintf(os.Stderr, "bench: run %d: %s: %.2fs, %d MiB\n", i+1, c.name, s.wall.Seconds(), s.rss/1024)
		}
	}
	return samples
}

// printTable prints the medians of each command and their ratios to the
// first, the floor.
func printTable(cmds []command, samples [][]sample) {
	fmt.Printf("| command | wall | peak RSS | wall / floor | RSS / floor |\n|---|---|---|---|---|\n")
	base := median(samples[0])
	for j, c := range cmds {
		m := median(samples[j])
		fmt.Printf("| %s | %.2fs | %d MiB | %.2f× | %.2f× |\n", c.name, m.wall.Seconds(), m.rss/1024,
			m.wall.Seconds()/base.wall.Seconds(), float64(m.rss)/float64(base.rss))
	}
}

// printTiming prints the medians of idemlint's -timing lines.
func printTiming(name string, xs []sample) {
	var labels []string
	for l := range xs[0].timing {
		labels = append(labels, l)
	}
	med := func(l string) float64 {
		v := make([]float64, 0, len(xs))
		for _, x := range xs {
			v = append(v, x.timing[l])
		}
		sort.Float64s(v)
		return v[len(v)/2]
	}
	sort.Slice(labels, func(i, j int) bool {
		ai, aj := strings.HasPrefix(labels[i], "analyzer "), strings.HasPrefix(labels[j], "analyzer ")
		if ai != aj {
			return !ai
		}
		if mi, mj := med(labels[i]), med(labels[j]); mi != mj {
			return mi > mj
		}
		return labels[i] < labels[j]
	})
	fmt.Printf("\n%s, -timing (medians; an analyzer's time is summed over packages, under parallel execution):\n\n", name)
	fmt.Printf("| step | seconds |\n|---|---|\n")
	for _, l := range labels {
		fmt.Printf("| %s | %.3f |\n", l, med(l))
	}
}

// parseTiming reads the "timing: <label> <seconds>s ..." lines of
// idemlint -timing.
func parseTiming(stderr string) map[string]float64 {
	out := make(map[string]float64)
	for _, l := range strings.Split(stderr, "\n") {
		rest, ok := strings.CutPrefix(l, "timing: ")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		for i, w := range f {
			if secs, ok := strings.CutSuffix(w, "s"); ok {
				if v, err := strconv.ParseFloat(secs, 64); err == nil {
					out[strings.Join(f[:i], " ")] = v
					break
				}
			}
		}
	}
	return out
}

// vetRuns times go vet -vettool over the workload twice. A configuration
// file with a fresh comment changes the tool's -V=full identity, so the
// first run analyses every package (compilation stays cached, as in a
// developer's loop after installing a new idemlint); the second, on the
// unchanged module, must be served from the build cache.
func vetRuns(dir, idemlint string) {
	cfg := filepath.Join(dir, "vet.yml")
	check(os.WriteFile(cfg, []byte(fmt.Sprintf("# bench run %d\n", time.Now().UnixNano())), 0o644))
	args := []string{"vet", "-vettool=" + idemlint, "-config=" + cfg, "./workload/..."}
	fmt.Printf("\ngo %s:\n\n| run | wall |\n|---|---|\n", strings.Join(args, " "))
	for _, name := range []string{"first (tool results not cached)", "second (unchanged module)"} {
		fmt.Printf("| %s | %.2fs |\n", name, runVet(args).Seconds())
	}
}

// runVet runs go vet and returns its wall time; exit status 1 with
// findings is success here.
func runVet(args []string) time.Duration {
	c := exec.Command("go", args...)
	var stderr strings.Builder
	c.Stderr = &stderr
	start := time.Now()
	err := c.Run()
	wall := time.Since(start)
	if err != nil && !strings.Contains(stderr.String(), ".go:") {
		fmt.Fprintf(os.Stderr, "go %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		os.Exit(1)
	}
	return wall
}

func median(xs []sample) sample {
	w := make([]time.Duration, len(xs))
	r := make([]int64, len(xs))
	for i, x := range xs {
		w[i], r[i] = x.wall, x.rss
	}
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	sort.Slice(r, func(i, j int) bool { return r[i] < r[j] })
	return sample{wall: w[len(w)/2], rss: r[len(r)/2]}
}

func build(dir, out, pkg string) {
	c := exec.Command("go", "build", "-o", out, pkg)
	c.Dir = dir
	c.Stderr = os.Stderr
	check(c.Run())
}

// measure runs a command to completion and returns its wall time, the
// peak RSS that wait4 reports for it (on Linux the largest of the process
// and of every descendant it waited for: the largest single process of
// its tree, not their sum) and idemlint's -timing lines. It exits on an
// outcome c.ok rejects.
func measure(c command) sample {
	cmd := exec.Command(c.args[0], c.args[1:]...)
	cmd.Dir = c.dir
	if c.prepare != nil {
		cmd.Env = append(os.Environ(), c.prepare()...)
	}
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code, err = ee.ExitCode(), nil
	}
	if err == nil {
		if c.ok != nil {
			err = c.ok(code, stdout.String(), stderr.String())
		} else if code != 0 && code != 3 {
			err = fmt.Errorf("exit status %d", code)
		}
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n%s", strings.Join(c.args, " "), err, head(stderr.String()))
		os.Exit(1)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return sample{wall, ru.Maxrss, parseTiming(stderr.String())}
}

// head returns the first lines of s.
func head(s string) string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) > 30 {
		lines = append(lines[:30], fmt.Sprintf("… %d more lines\n", len(lines)-30))
	}
	return strings.Join(lines, "")
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
