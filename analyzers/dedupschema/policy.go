package dedupschema

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what dedupschema does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Silent,
	Unresolved: analyzer.Silent,
	Wiring:     false,
	When:       "a schema is judged from DDL text and models; DDL run through such a call is not read",
}
