// Command custom-gcl is golangci-lint v2.15.0 with idemlint's module plugin
// compiled in, built with nothing but the Go module proxy:
//
//	cd gclplugin/cmd/custom-gcl && go build -o custom-gcl .
//	./custom-gcl run ./...          # with linters.settings.custom.idemlint in .golangci.yml
//
// It is its own module because golangci-lint is GPL-3.0: the idemlint
// module never depends on it. This file is ours; it only calls
// golangci-lint's exported entry point, github.com/golangci/golangci-lint/v2/pkg/commands.
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/idemlint/idemlint/gclplugin" // registers the "idemlint" linter
)

// gclVersion is the golangci-lint version this module requires (go.mod).
const gclVersion = "2.15.0"

func main() {
	if err := commands.Execute(buildInfo()); err != nil {
		fmt.Fprintf(os.Stderr, "custom-gcl: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}

// buildInfo reports golangci-lint's version, with idemlint's beside it.
func buildInfo() commands.BuildInfo {
	info := commands.BuildInfo{Version: gclVersion, Commit: "custom-gcl", Date: "(unknown)", GoVersion: "unknown"}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return info
	}
	info.GoVersion = bi.GoVersion
	for _, dep := range bi.Deps {
		switch dep.Path {
		case "github.com/golangci/golangci-lint/v2":
			info.Version = strings.TrimPrefix(dep.Version, "v")
		case "github.com/idemlint/idemlint":
			v := dep.Version
			if dep.Replace != nil {
				v = "local " + dep.Replace.Path
			}
			info.Commit = "custom-gcl with idemlint " + v
		}
	}
	return info
}
