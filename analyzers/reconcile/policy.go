package reconcile

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what reconcile does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Read,
	Unresolved: analyzer.Read,
	Wiring:     false,
	When:       "such a call whose result is compared with a known read of the local store or of a provider is the other side of the comparison; two such calls compared prove no reconciliation",
}
