// Package cli is idemlint's command-line driver: flags, the configuration
// file, package loading and analysis (a streaming driver, stream.go), the
// output formats (text, JSON, SARIF, GitHub annotations), suggested
// fixes, baselines and exit codes. cmd/idemlint is a thin main around Run
// and VetMain.
package cli

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/token"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/dedupstore"
)

type flagT = flag.Flag

// Exit codes, a contract.
const (
	ExitClean    = 0 // no findings
	ExitError    = 1 // the tool could not do its job
	ExitFindings = 3 // findings
)

// Suite is what the driver runs: the analyzer names it knows and the
// constructor that builds fresh analyzers for settings (idemlint.New).
type Suite struct {
	Names []string
	New   func(config.Settings) ([]*analysis.Analyzer, error)
	// Scope, if set, returns what the suite built by New summarizes, as a
	// function of a package's import path, Go files and module, or nil
	// for every package (idemlint.Scope). Analyze loads the packages out
	// of scope from export data (stream.go). Without it, every package is
	// loaded from source.
	Scope func(config.Settings) (ScopeFunc, error)
}

// ScopeFunc reports whether a suite summarizes the package with this
// import path, Go files and module.
type ScopeFunc = func(pkgPath string, files []string, m *analysis.Module) bool

// Options is one invocation of the driver.
type Options struct {
	Args           []string // command-line arguments, without the program name
	Dir            string   // working directory; "" means the process's
	Stdout, Stderr io.Writer
	Suite          Suite
	// Version is printed by -version; "" means the main module's version
	// from the build information, or "(devel)".
	Version string
	// BeforeFix, if set, runs after analysis and before suggested fixes are
	// checked against the files on disk and written (a test hook).
	BeforeFix func()
	// Parsed, if set, is called, concurrently, with the name of every
	// file parsed from source (a test hook; the CLI's Settings.ParseFile
	// calls it).
	Parsed func(filename string)
}

// Version returns the main module's version, or "(devel)".
func Version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// triState is an analyzer's -NAME flag: unset, true or false.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (t *triState) IsBoolFlag() bool { return true }
func (t *triState) String() string {
	if t != nil && *t == setFalse {
		return "false"
	}
	return "true"
}
func (t *triState) Set(v string) error {
	b, err := strconv.ParseBool(v)
	if err != nil {
		return errors.New("want true or false")
	}
	*t = setFalse
	if b {
		*t = setTrue
	}
	return nil
}

// optionFlag records an analyzer option given on the command line
// (-NAME.OPTION=value); it is applied through the settings, after the file.
type optionFlag struct {
	analyzer, name string
	isBool         bool
	values         map[string]map[string]any
	check          *flag.Flag // the option on a throwaway analyzer, to validate values
}

func (o *optionFlag) IsBoolFlag() bool { return o.isBool }
func (o *optionFlag) String() string   { return "" }
func (o *optionFlag) Set(v string) error {
	if o.check != nil {
		if err := o.check.Value.Set(v); err != nil {
			return err
		}
	}
	if o.values[o.analyzer] == nil {
		o.values[o.analyzer] = make(map[string]any)
	}
	o.values[o.analyzer][o.name] = v
	return nil
}

type run struct {
	o      Options
	dir    string // absolute working directory
	stdout io.Writer
	stderr io.Writer

	format         string
	configPath     string
	dedupWords     string // -dedup-words: the suite setting, over the file's
	tests          bool
	explain        string
	version        bool
	fix, diff      bool
	baseline       string
	baselineUpdate bool
	tags           string
	timing         bool   // -timing: per-analyzer time to stderr
	cpuProfile     string // -cpuprofile FILE
	memProfile     string // -memprofile FILE
	checkFacts     bool   // -check-facts: checker.Options.SanityCheck
	inventory      bool   // idemlint inventory (inventory.go): its -format and -diff REF
	diffRef        string // inventory -diff REF

	enabled map[string]*triState
	options map[string]map[string]any

	hashes sync.Map          // absolute filename -> [32]byte sha256 of the parsed content
	start  time.Time         // when loading began
	root   string            // repository root: SARIF URIs, annotations, fingerprints
	roots  map[string]string // srcRoot cache
	// set by flags()
	postFlags      func() error
	formatConflict bool
	loadFailed     bool
}

// Run runs the driver and returns the exit code.
func Run(o Options) int {
	r := newRun(o)
	return r.exit(r.main())
}

func newRun(o Options) *run {
	r := &run{o: o, stdout: o.Stdout, stderr: o.Stderr}
	if r.stdout == nil {
		r.stdout = os.Stdout
	}
	if r.stderr == nil {
		r.stderr = os.Stderr
	}
	return r
}

// exit prints err, if any, and returns the exit code.
func (r *run) exit(code int, err error) int {
	if err != nil {
		msg := r.relMsg(err.Error())
		if !strings.HasPrefix(msg, "idemlint: ") {
			msg = "idemlint: " + msg
		}
		fmt.Fprintln(r.stderr, msg)
		if code == ExitClean {
			code = ExitError
		}
	}
	return code
}

func (r *run) flags() (*flag.FlagSet, error) {
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	var jsonOut, sarifOut bool
	if r.inventory {
		fs.StringVar(&r.format, "format", "md", "output format: md (a table per entry point), json (docs/inventory.schema.json) or html (one self-contained page with filters)")
		fs.StringVar(&r.diffRef, "diff", "", "list only the effects added, or whose protection got weaker, since the git `ref` (a commit, a branch, origin/main)")
	} else {
		fs.BoolVar(&jsonOut, "json", false, "print findings as JSON (the shape of x/tools' multichecker)")
		fs.BoolVar(&sarifOut, "sarif", false, "print findings as SARIF 2.1.0, suppressed findings included and marked")
		fs.StringVar(&r.format, "format", "text", "output format: text, json, sarif or github (GitHub Actions annotations)")
		fs.BoolVar(&r.fix, "fix", false, "apply suggested fixes")
		fs.BoolVar(&r.diff, "diff", false, "print suggested fixes as a unified diff; change nothing")
		fs.StringVar(&r.baseline, "baseline", "", "baseline file: written with the current findings if missing, else only findings not in it are reported")
		fs.BoolVar(&r.baselineUpdate, "baseline-update", false, "with -baseline, rewrite the baseline with the current findings")
	}
	fs.StringVar(&r.configPath, "config", "", "settings file (default: "+ConfigName+" in the working directory or a parent)")
	fs.BoolVar(&r.tests, "test", true, "analyse test files too")
	fs.StringVar(&r.explain, "explain", "", "print the documentation of the named analyzer and exit")
	fs.BoolVar(&r.version, "version", false, "print the version and exit")
	fs.StringVar(&r.tags, "tags", "", "comma-separated build tags")
	fs.BoolVar(&r.timing, "timing", false, "print the time of loading, of analysis and of each analyzer (summed over packages) to stderr")
	fs.StringVar(&r.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to `file`")
	fs.StringVar(&r.memProfile, "memprofile", "", "write an allocation profile of the run to `file`")
	fs.StringVar(&r.dedupWords, dedupstore.Setting, "", "comma-separated words that mark a dedup store (a table, model or key name that contains one), for every analyzer (default \""+dedupstore.DefaultWords+"\")")
	fs.BoolVar(&r.checkFacts, "check-facts", false, "gob-encode and decode every fact, twice, as it crosses into an importing package; crash on a failure or a nondeterministic encoding (slow: for the crash-free sweep)")

	defaults, err := r.o.Suite.New(config.Settings{})
	if err != nil {
		return nil, err
	}
	probe, err := r.o.Suite.New(config.Settings{}) // values are validated on these
	if err != nil {
		return nil, err
	}
	r.enabled = make(map[string]*triState)
	r.options = make(map[string]map[string]any)
	for i, a := range defaults {
		ts := new(triState)
		r.enabled[a.Name] = ts
		fs.Var(ts, a.Name, "enable the "+a.Name+" analyzer (naming any analyzer runs only the named ones)")
		a.Flags.VisitAll(func(f *flag.Flag) {
			b, _ := f.Value.(interface{ IsBoolFlag() bool })
			of := &optionFlag{analyzer: a.Name, name: f.Name, isBool: b != nil && b.IsBoolFlag(), values: r.options,
				check: probe[i].Flags.Lookup(f.Name)}
			fs.Var(of, a.Name+"."+f.Name, f.Usage)
		})
	}
	for _, rn := range config.RenamedOptions() {
		if _, ok := r.enabled[rn.Analyzer]; ok {
			fs.Var(&optionFlag{analyzer: rn.Analyzer, name: rn.Option, values: r.options}, rn.Analyzer+"."+rn.Option,
				"deprecated: use -"+rn.Setting)
		}
	}
	fs.Usage = func() {
		w := fs.Output()
		if r.inventory {
			fmt.Fprint(w, inventoryUsage)
			fs.PrintDefaults()
			return
		}
		fmt.Fprintf(w, "usage: idemlint [flags] [packages]   (default ./...)\n")
		fmt.Fprintf(w, "       idemlint inventory [flags] [packages]   (entry points, effects, protection: idemlint inventory -help)\n\n")
		fmt.Fprintf(w, "Exit status: 0 no findings, 3 findings, 1 idemlint could not do its job.\n\nAnalyzers:\n")
		for _, a := range defaults {
			title, _, _ := strings.Cut(a.Doc, "\n")
			fmt.Fprintf(w, "  %s\n", title)
		}
		fmt.Fprintf(w, "\nFlags:\n")
		fs.PrintDefaults()
	}
	r.postFlags = func() error {
		if r.inventory {
			switch r.format {
			case "md", "json", "html":
				return nil
			}
			return fmt.Errorf("unknown -format %q (md, json, html)", r.format)
		}
		switch {
		case jsonOut && sarifOut:
			return errors.New("-json and -sarif cannot be used together")
		case jsonOut:
			r.setFormat(fs, "json")
		case sarifOut:
			r.setFormat(fs, "sarif")
		}
		if r.formatConflict {
			return errors.New("-json/-sarif and -format disagree")
		}
		switch r.format {
		case "text", "json", "sarif", "github":
		default:
			return fmt.Errorf("unknown -format %q (text, json, sarif, github)", r.format)
		}
		if (r.fix || r.diff) && r.format != "text" {
			return errors.New("-fix and -diff print text; they cannot be combined with -json, -sarif or -format")
		}
		if r.fix && r.diff {
			return errors.New("use -fix to apply fixes or -diff to print them, not both")
		}
		if r.baselineUpdate && r.baseline == "" {
			return errors.New("-baseline-update needs -baseline FILE")
		}
		return nil
	}
	return fs, nil
}

func (r *run) setFormat(fs *flag.FlagSet, f string) {
	explicit := false
	fs.Visit(func(fl *flag.Flag) {
		if fl.Name == "format" {
			explicit = true
		}
	})
	if explicit && r.format != f {
		r.formatConflict = true
	}
	r.format = f
}

// setDir makes the working directory absolute.
func (r *run) setDir() error {
	dir := r.o.Dir
	if dir == "" {
		d, err := os.Getwd()
		if err != nil {
			return err
		}
		dir = d
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	r.dir = abs
	if r.o.Suite.New == nil {
		return errors.New("internal error: no analyzer suite")
	}
	return nil
}

// parse parses the command line; it returns flag.ErrHelp for -help and
// an error in the user's terms for an unknown flag.
func (r *run) parse(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		msg := err.Error()
		if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
			if a, _, dotted := strings.Cut(name, "."); dotted {
				if _, known := r.enabled[a]; known {
					msg = fmt.Sprintf("analyzer %s has no option %q (see idemlint -explain %s)", a, name[len(a)+1:], a)
				} else {
					msg = fmt.Sprintf("unknown analyzer %q in flag -%s (known: %s)", a, name, strings.Join(r.o.Suite.Names, ", "))
				}
			} else {
				msg = fmt.Sprintf("unknown flag -%s; analyzers are %s (see idemlint -help)", name, strings.Join(r.o.Suite.Names, ", "))
			}
		}
		return errors.New(msg)
	}
	return r.postFlags()
}

// commandLine sets the working directory and parses the arguments. With
// -help it prints the usage and returns a nil flag set; an error is the
// user's (prefixed with the subcommand's name, if any).
func (r *run) commandLine(sub string) (*flag.FlagSet, error) {
	if err := r.setDir(); err != nil {
		return nil, err
	}
	fs, err := r.flags()
	if err != nil {
		return nil, err
	}
	if err := r.parse(fs, r.o.Args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(r.stderr)
			fs.Usage()
			return nil, nil
		}
		if sub != "" {
			err = errors.New(sub + ": " + err.Error())
		}
		return nil, err
	}
	return fs, nil
}

func (r *run) main() (int, error) {
	fs, err := r.commandLine("")
	if fs == nil {
		if err != nil {
			return ExitError, err
		}
		return ExitClean, nil // -help
	}
	if r.version {
		v := r.o.Version
		if v == "" {
			v = Version()
		}
		fmt.Fprintf(r.stdout, "idemlint version %s\n", v)
		return ExitClean, nil
	}
	if r.explain != "" {
		return r.doExplain()
	}

	settings, err := r.settings()
	if err != nil {
		return ExitError, err
	}
	settings.KeepSuppressed = r.format == "sarif"
	// Built here to report bad settings before loading; SARIF names
	// their rules. Analyze builds its own.
	analyzers, err := r.o.Suite.New(settings)
	if err != nil {
		return ExitError, err
	}
	if len(analyzers) == 0 {
		return ExitError, errors.New("every analyzer is disabled")
	}

	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	stop, err := r.startProfiles()
	if err != nil {
		return ExitError, err
	}
	code, err := r.analyse(analyzers, r.analysis(settings), patterns)
	if perr := stop(); perr != nil && err == nil {
		return max(code, ExitError), perr
	}
	return code, err
}

// LoadSettings returns the Settings of an analysis in dir as the command
// line args would make them (-config FILE, -tags, -test, -<analyzer>,
// -<analyzer>.<option>, -dedup-words), the configuration file found from
// dir upward included. Warnings (a deprecated option) go to warn. The
// language server analyses with them.
func LoadSettings(dir string, args []string, suite Suite, warn io.Writer) (Settings, error) {
	r := &run{o: Options{Dir: dir, Suite: suite}, stdout: io.Discard, stderr: warn}
	if err := r.setDir(); err != nil {
		return Settings{}, err
	}
	fs, err := r.flags()
	if err != nil {
		return Settings{}, err
	}
	if err := r.parse(fs, args); err != nil {
		return Settings{}, err
	}
	if fs.NArg() > 0 {
		return Settings{}, fmt.Errorf("unexpected arguments %s: the packages are those of the files opened", strings.Join(fs.Args(), " "))
	}
	cfg, err := r.settings()
	if err != nil {
		return Settings{}, err
	}
	return r.analysis(cfg), nil
}

// analysis returns the Settings of Analyze that the flags and cfg give.
func (r *run) analysis(cfg config.Settings) Settings {
	return Settings{Suite: r.o.Suite, Config: cfg, Tests: r.tests, Tags: r.tags, CheckFacts: r.checkFacts}
}

func (r *run) doExplain() (int, error) {
	all, err := r.o.Suite.New(config.Settings{})
	if err != nil {
		return ExitError, err
	}
	for _, a := range all {
		if a.Name != r.explain {
			continue
		}
		fmt.Fprintln(r.stdout, strings.TrimSpace(a.Doc))
		var opts []string
		a.Flags.VisitAll(func(f *flag.Flag) {
			opts = append(opts, fmt.Sprintf("  -%s.%s (default %q)\n    \t%s", a.Name, f.Name, f.DefValue, f.Usage))
		})
		if len(opts) > 0 {
			fmt.Fprintf(r.stdout, "\nOptions (flags, or options.%s in %s):\n%s\n", a.Name, ConfigName, strings.Join(opts, "\n"))
		}
		if a.URL != "" {
			fmt.Fprintf(r.stdout, "\nDocumentation: %s\n", a.URL)
		}
		return ExitClean, nil
	}
	return ExitError, fmt.Errorf("-explain: unknown analyzer %q (known: %s)", r.explain, strings.Join(r.o.Suite.Names, ", "))
}

// settings reads the configuration file and applies the flags over it.
func (r *run) settings() (config.Settings, error) {
	path := r.configPath
	if path != "" {
		if !filepath.IsAbs(path) {
			path = filepath.Join(r.dir, path)
		}
	} else {
		p, err := FindConfig(r.dir)
		if err != nil {
			return config.Settings{}, err
		}
		path = p
	}
	var s config.Settings
	if path != "" {
		var err error
		s, err = LoadConfig(path, r.o.Suite, r.stderr)
		if err != nil {
			return s, err
		}
	}
	// -NAME flags: any true runs only the named ones; false turns one off.
	var trues, falses []string
	for _, n := range slices.Sorted(maps.Keys(r.enabled)) {
		switch *r.enabled[n] {
		case setTrue:
			trues = append(trues, n)
		case setFalse:
			falses = append(falses, n)
		}
	}
	if len(trues) > 0 {
		s.Enable, s.Disable = trues, nil
	} else if len(falses) > 0 {
		s.Disable = append(s.Disable, falses...)
	}
	if r.dedupWords != "" {
		s.DedupWords = r.dedupWords
	}
	for a, opts := range r.options {
		if s.Options == nil {
			s.Options = make(map[string]map[string]any)
		}
		if s.Options[a] == nil {
			s.Options[a] = make(map[string]any)
		}
		for k, v := range opts {
			s.Options[a][k] = v
		}
	}
	// LoadConfig folded the file's replaced options: these are flags.
	s, renamed := s.Migrate()
	for _, rn := range renamed {
		fmt.Fprintf(r.stderr, "idemlint: warning: -%s.%s is deprecated: use -%s; it applies to every analyzer\n",
			rn.Analyzer, rn.Option, rn.Setting)
	}
	return s, nil
}

// parseFile is go/packages' parser, recording a hash of every file's
// content as parsed, so that -fix can refuse files changed since.
func (r *run) parseFile(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	r.hashes.Store(filename, sha256.Sum256(src))
	if r.o.Parsed != nil {
		r.o.Parsed(filename)
	}
	return ParseFile(fset, filename, src)
}

// rel returns path relative to the working directory, slash-separated,
// when it lies beneath it; otherwise the path unchanged.
func (r *run) rel(path string) string {
	if path == "" {
		return path
	}
	if rel, err := filepath.Rel(r.dir, path); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return path
}

// relMsg rewrites absolute paths under the working directory in a message.
func (r *run) relMsg(msg string) string { return relMsg(r.dir, msg) }

func (r *run) analyse(analyzers []*analysis.Analyzer, s Settings, patterns []string) (int, error) {
	var timing func()
	s.ParseFile = r.parseFile
	s.Loaded = func(roots []*packages.Package) { r.root = r.srcRoot(roots[0]) }
	s.Analysed = func(t Timing) {
		if r.timing {
			timing = func() { r.printTiming(t) }
		}
	}
	r.start = time.Now()
	findings, err := Analyze(context.Background(), r.dir, patterns, s)
	inc := new(Incomplete)
	if err != nil && !errors.As(err, &inc) {
		return ExitError, err
	}
	for _, e := range inc.NoMatch {
		fmt.Fprintf(r.stderr, "idemlint: %s\n", e)
	}
	r.printLoadErrors(inc)
	r.loadFailed = len(inc.NoMatch)+len(inc.Broken)+len(inc.Skipped) > 0
	if timing != nil {
		timing()
	}
	res := &result{errors: inc.Failed}
	for _, f := range findings {
		res.findings = append(res.findings, &finding{Finding: f, root: r.root})
	}
	for _, e := range res.errors {
		fmt.Fprintf(r.stderr, "idemlint: %s: %s\n", e.Package, r.relMsg(e.Err))
	}
	code := ExitClean
	if r.loadFailed || len(res.errors) > 0 {
		code = ExitError
	}

	// The baseline absorbs known findings.
	if r.baseline != "" {
		c, err := r.applyBaseline(res, code != ExitClean)
		if err != nil {
			return ExitError, err
		}
		if c >= 0 {
			return max(code, c), nil
		}
	}

	switch {
	case r.fix || r.diff:
		c, err := r.applyFixes(res)
		if err != nil {
			return ExitError, err
		}
		if code == ExitClean {
			code = c
		}
		return code, nil
	}

	var out bytes.Buffer
	switch r.format {
	case "text":
		r.printText(&out, res.reported())
	case "json":
		if err := r.printJSON(&out, res); err != nil {
			return ExitError, err
		}
	case "sarif":
		if err := r.printSARIF(&out, res, analyzers); err != nil {
			return ExitError, err
		}
	case "github":
		r.printGitHub(&out, res.reported())
	}
	if _, err := r.stdout.Write(out.Bytes()); err != nil {
		return ExitError, err
	}
	if code == ExitClean && len(res.reported()) > 0 {
		code = ExitFindings
	}
	return code, nil
}

// printLoadErrors prints, in the compiler's words, the errors of every
// package that failed to load, parse or type-check, and names the matched
// packages left unanalysed because of them.
func (r *run) printLoadErrors(inc *Incomplete) {
	printed := make(map[string]bool)
	for _, p := range inc.Broken {
		var lines []string
		for _, e := range p.Errors {
			l := r.relMsg(e.Error())
			if !printed[l] {
				printed[l] = true
				lines = append(lines, l)
			}
		}
		if len(lines) == 0 {
			continue // a test variant repeating its package's errors
		}
		fmt.Fprintf(r.stderr, "# %s\n%s\n", p.PkgPath, strings.Join(lines, "\n"))
	}
	for _, p := range inc.Skipped {
		fmt.Fprintf(r.stderr, "idemlint: %s: not analysed: %s\n", p.ID, skipReason(p))
	}
}
