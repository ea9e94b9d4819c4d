package payloadguard

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what payloadguard does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Read,
	Unresolved: analyzer.Read,
	Wiring:     false,
	When:       "such a call that returns a struct named like an idempotency store with a response field is the read of a stored record; such a call handed both the stored record and the request is taken for the comparison, so the replay is silent",
}
