// Command bench measures idemlint against its floor: loading and
// type-checking the same packages with go/packages and nothing else. It
// runs each several times, alternating, as separate processes, and prints
// the median wall time and peak resident memory of each, and their ratios.
//
//	cd bench && go run . [-runs 3]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// The packages measured: first-party code using the libraries, and the
// libraries' own main packages.
var patterns = []string{
	"./workload/...",
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
	wall time.Duration
	rss  int64 // KiB
}

func main() {
	runs := flag.Int("runs", 3, "runs of each command")
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

	// Warm the build and module caches so that no run pays for them.
	run(floor, append([]string{"-test=false"}, patterns...)...)

	type cmd struct {
		name string
		args []string
	}
	cmds := []cmd{
		{"floor (go/packages load + type-check)", append([]string{floor, "-test=false"}, patterns...)},
		{"idemlint (default scope: first-party code)", append([]string{idemlint, "-test=false", "-json"}, patterns...)},
		{"idemlint -analyze-dependencies (every package)", append([]string{idemlint, "-test=false", "-json", "-config", all}, patterns...)},
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
}

func median(xs []sample) sample {
	w := make([]time.Duration, len(xs))
	r := make([]int64, len(xs))
	for i, x := range xs {
		w[i], r[i] = x.wall, x.rss
	}
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	sort.Slice(r, func(i, j int) bool { return r[i] < r[j] })
	return sample{w[len(w)/2], r[len(r)/2]}
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
	return sample{wall, ru.Maxrss}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
