package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/idemlint/idemlint/internal/cli"
	"github.com/idemlint/idemlint/internal/lsp"
)

const lspUsage = `usage: idemlint lsp [flags]

Runs idemlint as a language server on stdin and stdout. Diagnostics are
published for a Go file's whole package when the file is opened or saved,
and 300 ms after an edit stops, with the unsaved buffers as they are; they
are cleared when the file is closed. A finding with a suggested fix offers
it as a quick fix (the edit -fix makes), and source.fixAll.idemlint applies
every fix in a file, while the file is as last analysed. The flags are the
command line's (-config FILE, -tags, -test=false, -<analyzer>=false,
-<analyzer>.<option>=value), applied to every analysis. See
docs/integrations.md for editor set-up.
`

// runLSP is `idemlint lsp`: exit 0 after shutdown and exit, 1 otherwise.
func runLSP(args []string, suite cli.Suite) int {
	for _, a := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch name {
		case "h", "help":
			fmt.Fprint(os.Stderr, lspUsage)
			return cli.ExitClean
		case "json", "sarif", "format", "fix", "diff", "baseline", "baseline-update":
			fmt.Fprintf(os.Stderr, "idemlint lsp: -%s cannot be used with lsp\n", name)
			return cli.ExitError
		}
	}
	if err := lsp.Serve(os.Stdin, os.Stdout, lsp.Options{Suite: suite, Args: args}); err != nil {
		fmt.Fprintf(os.Stderr, "idemlint lsp: %v\n", err)
		return cli.ExitError
	}
	return cli.ExitClean
}
