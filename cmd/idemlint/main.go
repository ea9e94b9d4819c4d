// Command idemlint finds the code that turns a retry, a redelivery or a
// double click into a second charge, a lost message or a drifted balance.
//
// Usage:
//
//	idemlint [flags] [packages]                      # default ./...
//	go vet -vettool=$(command -v idemlint) ./...
//	idemlint lsp                                     # language server on stdio
//	idemlint inventory [-format md|json|html] [packages]  # entry points, effects, protection
//
// Output is one finding a line, `path/file.go:12:5: message (analyzer)`,
// with related positions indented under it; -json prints x/tools'
// multichecker JSON, -sarif SARIF 2.1.0 (suppressed findings included and
// marked), -format github GitHub Actions annotations.
//
// -C dir, as the first flag, runs idemlint as if it had been started in dir
// (as the go command's -C does): the module, the configuration file and the
// printed paths are those of dir.
//
// Flags of note: -<analyzer>=false turns one analyzer off and -<analyzer>
// runs only the named ones; -<analyzer>.<option> sets an option; -test=false
// leaves test files out; -config FILE (default: .idemlint.yml in the working
// directory or a parent); -fix applies suggested fixes and -diff prints
// them; -baseline FILE writes the current findings when FILE is missing and
// reports only new ones after (-baseline-update rewrites it); -explain
// <analyzer>; -version; -timing prints the time of loading, of analysis and
// of each analyzer to stderr, -cpuprofile and -memprofile write pprof
// profiles (docs/performance.md).
//
// Exit status: 0 no findings, 3 findings, 1 idemlint could not do its job
// (packages that do not load or type-check, a bad configuration, an
// analyzer error).
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/cli"
)

func main() {
	suite := cli.Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}
	args := os.Args[1:]
	if dir, rest, ok := chdirFlag(args); ok {
		if err := os.Chdir(dir); err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: -C %s: %v\n", dir, err)
			os.Exit(cli.ExitError)
		}
		args = rest
	}
	if len(args) > 0 && args[0] == "lsp" {
		os.Exit(runLSP(args[1:], suite)) // idemlint lsp: the language server
	}
	if len(args) > 0 && args[0] == "inventory" {
		os.Exit(cli.RunInventory(cli.Options{Args: args[1:], Suite: suite})) // idemlint inventory: docs/inventory.md
	}
	if cli.IsVetInvocation(args) {
		cli.VetMain(args, suite) // does not return
	}
	os.Exit(cli.Run(cli.Options{Args: args, Suite: suite}))
}

// chdirFlag recognizes -C dir (or -C=dir, --C…) as the first argument.
func chdirFlag(args []string) (dir string, rest []string, ok bool) {
	if len(args) == 0 {
		return "", args, false
	}
	a := strings.TrimPrefix(strings.TrimPrefix(args[0], "-"), "-")
	switch {
	case a == "C" && len(args) > 1:
		return args[1], args[2:], true
	case strings.HasPrefix(a, "C="):
		return strings.TrimPrefix(a, "C="), args[1:], true
	}
	return "", args, false
}
