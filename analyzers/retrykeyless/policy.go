package retrykeyless

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what retrykeyless does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Keyed,
	Unresolved: analyzer.Keyed,
	Wiring:     true,
	When:       "a request handed to such a call may get its key there, so it is not reported as sent without one; an injected dependency called inside a retry is carried to the wiring package, which reports it when the wired value mutates without a key",
}
