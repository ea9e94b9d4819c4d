package cli

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/idemlint/idemlint/internal/config"
)

// IsVetInvocation reports whether args (without the program name) follow
// the protocol of `go vet -vettool`: -V=full, -flags, or a unit's *.cfg
// file as the last argument.
func IsVetInvocation(args []string) bool {
	if len(args) == 0 {
		return false
	}
	if last := args[len(args)-1]; strings.HasSuffix(last, ".cfg") && !strings.HasPrefix(last, "-") {
		return true
	}
	for _, a := range args {
		switch strings.TrimPrefix(a, "-") {
		case "V=full", "-V=full", "flags", "-flags":
			return true
		}
	}
	return false
}

// unitRun reports whether args ask to analyse a unit (a *.cfg file).
func unitRun(args []string) bool {
	last := args[len(args)-1]
	return strings.HasSuffix(last, ".cfg") && !strings.HasPrefix(last, "-")
}

// configArg finds -config FILE / -config=FILE in args.
func configArg(args []string) string {
	for i, a := range args {
		a = strings.TrimPrefix(a, "-")
		a = strings.TrimPrefix(a, "-")
		if v, ok := strings.CutPrefix(a, "config="); ok {
			return v
		}
		if a == "config" && i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// vetSettings reads the configuration for a go vet invocation: -config,
// else .idemlint.yml from the working directory (the package's directory
// when go vet runs the tool on a unit) upward.
func vetSettings(args []string, suite Suite) (config.Settings, string, error) {
	path := configArg(args)
	if path == "" {
		wd, err := os.Getwd()
		if err != nil {
			return config.Settings{}, "", err
		}
		if path, err = FindConfig(wd); err != nil {
			return config.Settings{}, "", err
		}
	}
	if path == "" {
		return config.Settings{}, "", nil
	}
	// go vet runs the tool once a package: a warning would repeat on
	// every one, so deprecated options are accepted silently here.
	s, err := LoadConfig(path, suite, nil)
	return s, path, err
}

// vetVersion is the -V=full flag: the build ID go vet caches results
// under covers the executable and the configuration file, so that a
// changed .idemlint.yml is not served stale results from the build cache.
type vetVersion struct{ config string }

func (vetVersion) IsBoolFlag() bool { return true }
func (vetVersion) String() string   { return "" }
func (v vetVersion) Set(s string) error {
	if s != "full" {
		return fmt.Errorf("unsupported flag value: -V=%s (use -V=full)", s)
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	f, err := os.Open(exe)
	if err != nil {
		return err
	}
	h := sha256.New()
	_, err = io.Copy(h, f)
	f.Close()
	if err != nil {
		return err
	}
	if v.config != "" {
		data, err := os.ReadFile(v.config)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "\x00%s\x00", v.config)
		h.Write(data)
	}
	fmt.Printf("%s version devel comments-go-here buildID=%02x\n", filepath.Base(exe), h.Sum(nil))
	os.Exit(0)
	return nil
}

// VetMain runs the analyzers as a `go vet -vettool` tool
// (golang.org/x/tools/go/analysis/unitchecker), with the configuration
// file's settings applied first. It does not return.
func VetMain(args []string, suite Suite) {
	settings, path, err := vetSettings(args, suite)
	if err != nil {
		if !unitRun(args) {
			// go vet hides what -flags and -V=full print on failure:
			// answer them, and report the error on each unit, where go
			// vet shows it.
			settings = config.Settings{}
		} else {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
			os.Exit(ExitError)
		}
	}
	if unitRun(args) {
		settings.Named = vetNamed(args[len(args)-1])
	}
	analyzers, err := suite.New(settings)
	if err != nil {
		fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		os.Exit(ExitError)
	}
	if len(analyzers) == 0 {
		fmt.Fprintln(os.Stderr, "idemlint: every analyzer is disabled")
		os.Exit(ExitError)
	}
	// Flags unitchecker does not know: accepted (go vet asks with -flags
	// which flags it may pass) and read above.
	flag.String("config", "", "settings file (default: "+ConfigName+" in the package directory or a parent)")
	flag.Var(vetVersion{config: path}, "V", "print version and exit")
	os.Args = append([]string{os.Args[0]}, args...)
	unitchecker.Main(analyzers...)
}
