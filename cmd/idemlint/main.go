// Command idemlint finds the code that turns a retry, a redelivery or a
// double click into a second charge, a lost message or a drifted balance.
//
// Usage:
//
//	idemlint [flags] [packages]                      # default ./...
//	go vet -vettool=$(command -v idemlint) ./...
//
// Output is one finding a line, `path/file.go:12:5: message (analyzer)`,
// with related positions indented under it; -json prints x/tools'
// multichecker JSON, -sarif SARIF 2.1.0 (suppressed findings included and
// marked), -format github GitHub Actions annotations.
//
// Flags of note: -<analyzer>=false turns one analyzer off and -<analyzer>
// runs only the named ones; -<analyzer>.<option> sets an option; -test=false
// leaves test files out; -config FILE (default: .idemlint.yml in the working
// directory or a parent); -fix applies suggested fixes and -diff prints
// them; -baseline FILE writes the current findings when FILE is missing and
// reports only new ones after (-baseline-update rewrites it); -explain
// <analyzer>; -version.
//
// Exit status: 0 no findings, 3 findings, 1 idemlint could not do its job
// (packages that do not load or type-check, a bad configuration, an
// analyzer error).
package main

import (
	"os"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/cli"
)

func main() {
	suite := cli.Suite{Names: idemlint.Names, New: idemlint.New}
	args := os.Args[1:]
	if cli.IsVetInvocation(args) {
		cli.VetMain(args, suite) // does not return
	}
	os.Exit(cli.Run(cli.Options{Args: args, Suite: suite}))
}
