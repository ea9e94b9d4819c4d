package payloadguard

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what payloadguard does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "a lookup is a known store read or a wrapper whose summary looks a key up; such a call handed both the stored record and the request is taken for the comparison, so the replay is silent",
}
