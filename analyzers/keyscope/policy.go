package keyscope

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what keyscope does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "keys are compared at known sinks; a key handed to such a call is not compared",
}
