package relativewrite

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what relativewrite does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     true,
	When:       "a delta is judged where its SQL text or library call is, and reaches callers through summaries; such a call carries no statement to read; an injected dependency handed a transaction that nothing keys is carried to the wiring package, which reports it when the wired value's method applies a delta on that transaction",
}
