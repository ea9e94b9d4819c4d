// Command idemlint finds the code that turns a retry, a redelivery or a
// double click into a second charge, a lost message or a drifted balance.
//
// Usage:
//
//	idemlint [flags] [packages]                      # default ./...
//	go vet -vettool=$(command -v idemlint) ./...
//
// Exit status: 0 no findings, 3 findings, 1 idemlint could not do its job.
// Run `idemlint -help` for the flags and `idemlint -explain <analyzer>` for
// what an analyzer reports.
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
