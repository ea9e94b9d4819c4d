package keyrelease

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what keyrelease does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "a release, a claim or a read is one the knowledge or a summary proves; a call nothing resolves is none of them",
}
