package createkey

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what createkey does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     true,
	When: "an endpoint is reported when its handler reaches a known effect; a handler that only reaches such calls proves no effect; " +
		"an endpoint that reads no key and calls a dependency injected into its package is carried to the wiring package, which reports it when the wired value creates",
}
