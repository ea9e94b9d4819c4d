package inprogress

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what inprogress does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "a claim, a store write and the effect behind it are judged on known stores and effects; such a call is none of them",
}
