// Command bench measures idemlint against its floor: loading and
// type-checking the same packages with go/packages and nothing else. It
// runs each several times, alternating, as separate processes, and prints
// the median wall time and peak resident memory of each, and their ratios;
// then, from idemlint's -timing, the median time of loading and of each
// analyzer (checker.Action.Duration summed over packages); then, with
// -vet, `go vet -vettool` over the workload twice: a first run (the tool's
// results not yet cached) and a second on the unchanged module, which the
// build cache must serve.
//
//	cd bench && go run . [-runs 3] [-vet]
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

func main() {
	runs := flag.Int("runs", 3, "runs of each command")
	vet := flag.Bool("vet", false, "also time go vet -vettool over the workload, first and second run")
	flag.Parse()
	dir, err := os.MkdirTemp("", "idemlint-bench")
	check(err)
	defer os.RemoveAll(dir)
	idemlint := filepath.Join(dir, "idemlint")
	floor := filepath.Join(dir, "floor")
	build("..", idemlint, "./cmd/idemlint")
	build(".", floor, "./floor")
	all := filepath.Join(dir, "all.yml")
	check(os.WriteFile(all, []byte("analyze-dependencies: true\n"), 0o644))

	// Warm the build and module caches so that no run pays for them:
	// idemlint reads what it does not summarize from export data, which
	// go list -export compiles into the build cache on a first run.
	run(floor, append([]string{"-test=false"}, patterns...)...)
	run(idemlint, "-test=false", "-json", workload)

	type cmd struct {
		name string
		args []string
	}
	cmds := []cmd{
		{"floor (go/packages load + type-check)", append([]string{floor, "-test=false"}, patterns...)},
		// Named packages are analysed whatever their module: the default
		// scope names only the workload, which imports every library above,
		// so the same packages are loaded as by the other rows.
		{"idemlint (default scope: first-party code)", []string{idemlint, "-test=false", "-json", "-timing", workload}},
		{"idemlint -analyze-dependencies (every package)", append([]string{idemlint, "-test=false", "-json", "-timing", "-config", all}, patterns...)},
	}
	samples := make([][]sample, len(cmds))
	for i := 0; i < *runs; i++ {
		for j, c := range cmds {
			samples[j] = append(samples[j], run(c.args[0], c.args[1:]...))
		}
	}
	fmt.Printf("packages: %s\nruns: %d each, alternating; medians\n\n", strings.Join(patterns, " "), *runs)
	fmt.Printf("| command | wall | peak RSS | wall / floor | RSS / floor |\n|---|---|---|---|---|\n")
	base := median(samples[0])
	for j, c := range cmds {
		m := median(samples[j])
		fmt.Printf("| %s | %.2fs | %d MiB | %.2f× | %.2f× |\n", c.name, m.wall.Seconds(), m.rss/1024,
			m.wall.Seconds()/base.wall.Seconds(), float64(m.rss)/float64(base.rss))
	}
	for j, c := range cmds[1:] {
		printTiming(c.name, samples[j+1])
	}
	if *vet {
		vetRuns(dir, idemlint)
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

// run runs a command to completion; exit code 3 (idemlint's "findings") is
// success here.
func run(name string, args ...string) sample {
	c := exec.Command(name, args...)
	c.Stdout = nil
	var stderr strings.Builder
	c.Stderr = &stderr
	start := time.Now()
	err := c.Run()
	wall := time.Since(start)
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 3 {
		err = nil
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s %s: %v\n%s", name, strings.Join(args, " "), err, stderr.String())
		os.Exit(1)
	}
	ru := c.ProcessState.SysUsage().(*syscall.Rusage)
	return sample{wall, ru.Maxrss, parseTiming(stderr.String())}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
