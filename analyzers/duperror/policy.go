package duperror

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what duperror does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "a call on the duplicate's branch whose result the branch uses may read the stored record, so the branch is not reported; a write whose duplicate a call nothing resolves returns is not seen",
}
