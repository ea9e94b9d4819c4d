package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/idemlint/idemlint/internal/lsp/lspclient"
)

// The language server's rows (issue 27): `idemlint lsp` started as an
// editor starts it, one file of a package opened, then edits of the
// buffer, never saved, each awaited: the time from each didChange to the
// publishDiagnostics of its version (the server's 300 ms debounce
// included, as an editor sees it), and the server's resident memory after
// its first analysis and after the edits.
//
// Each edit appends a distinct comment to the end of the file: below the
// imports, as most keystrokes are, so that what the server reuses between
// analyses (the package graph, the types and facts of unchanged packages:
// internal/cli/session.go) is what the measure shows.

// lspEdits is the number of edits of each session.
const lspEdits = 100

// lspWarmup is the number of edits before the warm figures.
const lspWarmup = 5

// lspFigures is what one session measured.
type lspFigures struct {
	open      time.Duration   // didOpen → diagnostics: the first analysis of a new server
	edits     []time.Duration // didChange → diagnostics of that version, in order
	rssFirst  int64           // KiB, after the first analysis
	rssEdited int64           // KiB, after the edits
	cpuWarm   time.Duration   // the server's CPU time (user and system) per edit after the warm-up
}

// lspSession runs one server session in dir on file.
func lspSession(idemlint, dir, file string, args ...string) lspFigures {
	cmd := exec.Command(idemlint, append([]string{"lsp"}, args...)...)
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	check(err)
	out, err := cmd.StdoutPipe()
	check(err)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	check(cmd.Start())
	c := lspclient.New(out, in)
	c.Timeout = 10 * time.Minute
	call := func(method string, params any) {
		resp, err := c.Call(method, params)
		if err == nil && resp.Error != nil {
			err = fmt.Errorf("%s", resp.Error.Message)
		}
		if err != nil {
			check(fmt.Errorf("idemlint lsp: %s: %v\n%s", method, err, stderr.String()))
		}
	}
	uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(file)}).String()
	call("initialize", map[string]any{"processId": os.Getpid(), "rootUri": (&url.URL{Scheme: "file", Path: filepath.ToSlash(dir)}).String(), "capabilities": map[string]any{}})
	check(c.Notify("initialized", map[string]any{}))
	src, err := os.ReadFile(file)
	check(err)
	// wait waits for the diagnostics of uri at version v; a failure the
	// server logs instead is fatal.
	wait := func(v int) {
		_, err := c.Wait(func(m *lspclient.Message) bool {
			if m.Method == "window/showMessage" || m.Method == "window/logMessage" && strings.Contains(string(m.Params), "could not analyse") {
				check(fmt.Errorf("idemlint lsp on %s: %s", file, m.Params))
			}
			var p struct {
				URI     string `json:"uri"`
				Version *int   `json:"version"`
			}
			return m.Method == "textDocument/publishDiagnostics" && json.Unmarshal(m.Params, &p) == nil &&
				p.URI == uri && p.Version != nil && *p.Version == v
		})
		check(err)
		c.Seen = c.Seen[:0] // what came before is of no interest
	}
	var f lspFigures
	var cpuStart time.Duration
	start := time.Now()
	check(c.Notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "go", "version": 1, "text": string(src)}}))
	wait(1)
	f.open = time.Since(start)
	f.rssFirst = rss(cmd.Process.Pid)
	for i := 1; i <= lspEdits; i++ {
		text := fmt.Sprintf("%s\n// edit %d\n", src, i)
		start := time.Now()
		check(c.Notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": i + 1},
			"contentChanges": []any{map[string]any{"text": text}}}))
		wait(i + 1)
		f.edits = append(f.edits, time.Since(start))
		if i == lspWarmup {
			cpuStart = cpu(cmd.Process.Pid)
		}
		if i%25 == 0 {
			fmt.Fprintf(os.Stderr, "bench: idemlint lsp on %s: %d edits, the last %.2fs\n", filepath.Base(file), i, f.edits[i-1].Seconds())
		}
	}
	f.rssEdited = rss(cmd.Process.Pid)
	f.cpuWarm = (cpu(cmd.Process.Pid) - cpuStart) / (lspEdits - lspWarmup)
	call("shutdown", nil)
	check(c.Notify("exit", nil))
	check(cmd.Wait())
	return f
}

// rss returns a process's resident set size in KiB (Linux), or 0.
func rss(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb
		}
	}
	return 0
}

// cpu returns a process's CPU time, user and system (Linux), or 0.
func cpu(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// After the command name in parentheses: state is field 3, utime 14, stime 15.
	_, rest, _ := strings.Cut(string(data), ") ")
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // clock ticks: USER_HZ is 100 on Linux
}

// lspRow runs runs sessions and prints their medians as a table row.
func lspRow(name, idemlint, dir, file string, runs int, args ...string) {
	var open, first, warm, p90, cpuWarm []time.Duration
	var rssFirst, rssEdited []int64
	for i := 0; i < runs; i++ {
		f := lspSession(idemlint, dir, file, args...)
		rest := slices.Clone(f.edits[lspWarmup:])
		slices.Sort(rest)
		open, first = append(open, f.open), append(first, f.edits[0])
		warm, p90 = append(warm, rest[len(rest)/2]), append(p90, rest[len(rest)*9/10])
		rssFirst, rssEdited = append(rssFirst, f.rssFirst), append(rssEdited, f.rssEdited)
		cpuWarm = append(cpuWarm, f.cpuWarm)
		fmt.Fprintf(os.Stderr, "bench: run %d: idemlint lsp, %s: open %.2fs, first edit %.2fs, warm median %.2fs, RSS %d → %d MiB\n",
			i+1, name, f.open.Seconds(), f.edits[0].Seconds(), rest[len(rest)/2].Seconds(), f.rssFirst/1024, f.rssEdited/1024)
	}
	mid := func(xs []time.Duration) float64 { slices.Sort(xs); return xs[len(xs)/2].Seconds() }
	mem := func(xs []int64) int64 { slices.Sort(xs); return xs[len(xs)/2] }
	fmt.Printf("| %s | %.2fs | %.2fs | %.2fs | %.2fs | %.2fs | %d MiB | %d MiB | %.2f× |\n", name, mid(open), mid(first), mid(warm), mid(p90),
		mid(cpuWarm), mem(rssFirst)/1024, mem(rssEdited)/1024, float64(mem(rssEdited))/float64(mem(rssFirst)))
}

// lspHeader prints the table's header.
func lspHeader(runs int) {
	fmt.Printf("\nidemlint lsp: one file opened, then %d edits of the buffer (unsaved, each awaited); "+
		"edit → diagnostics is the time from a didChange to the publishDiagnostics of its version, "+
		"the server's 300 ms debounce included; warm: the edits after the first %d; the server's CPU time "+
		"per warm edit (user and system: what the load of the machine does not change); RSS of the server; "+
		"medians of %d sessions\n\n", lspEdits, lspWarmup, runs)
	fmt.Printf("| package | open → diagnostics (first analysis) | first edit → diagnostics | warm edit → diagnostics, median | warm, 90th percentile | server CPU per warm edit | RSS after the first analysis | RSS after %d edits | ratio |\n|---|---|---|---|---|---|---|---|---|\n", lspEdits)
}

// lspWorkload measures the server on the bench's service.
func lspWorkload(idemlint string, runs int) {
	dir, err := filepath.Abs(".")
	check(err)
	lspHeader(runs)
	lspRow("workload/orders (the bench's service)", idemlint, dir, filepath.Join(dir, "workload", "orders", "orders.go"), runs)
}

// lspMonorepoModule is the module of the monorepo workload whose package
// is edited, and the package and file.
const (
	lspMonorepoModule = "github.com/IBM/sarama"
	lspMonorepoFile   = "async_producer.go"
)

// lspMonorepo measures the server on a package of the monorepo workload,
// as a team that owns it edits it: a copy of its module, writable, in a
// go.work workspace with the monorepo module (whose go.mod pins every
// module the workload needs), so that the package is the workspace's own,
// in the default scope, and its dependencies are read from export data.
// github.com/IBM/sarama is the workload's largest package (160 files).
func lspMonorepo(tmp, idemlint string, runs int) {
	ws := filepath.Join(tmp, "workspace")
	mono, lib := filepath.Join(ws, "monorepo"), filepath.Join(ws, "lib")
	check(os.MkdirAll(mono, 0o755))
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(monorepoDir, name))
		check(err)
		check(os.WriteFile(filepath.Join(mono, name), data, 0o644))
	}
	c := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", lspMonorepoModule)
	c.Dir = monorepoDir
	c.Stderr = os.Stderr
	src, err := c.Output()
	check(err)
	check(os.CopyFS(lib, os.DirFS(strings.TrimSpace(string(src)))))
	check(filepath.WalkDir(lib, func(p string, d os.DirEntry, err error) error {
		check(err)
		return os.Chmod(p, map[bool]os.FileMode{true: 0o755, false: 0o644}[d.IsDir()])
	}))
	check(os.WriteFile(filepath.Join(ws, "go.work"), []byte("go 1.26.0\n\nuse (\n\t./monorepo\n\t./lib\n)\n"), 0o644))
	// Compile the workspace's export data once, so that no session pays
	// for it (the module cache may need the go.mod of a module the
	// workspace's build list adds).
	c = exec.Command("go", "list", "-e", "-export", "-deps", ".")
	c.Dir, c.Stderr = lib, os.Stderr
	check(c.Run())
	lspHeader(runs)
	lspRow(lspMonorepoModule+" (monorepo workload, as a workspace module; -test=false)", idemlint, lib, filepath.Join(lib, lspMonorepoFile), runs, "-test=false")
}
