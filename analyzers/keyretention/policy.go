package keyretention

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what keyretention does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "a retention is judged where a TTL or a cleanup reaches a known store; a TTL handed to such a call is not read",
}
