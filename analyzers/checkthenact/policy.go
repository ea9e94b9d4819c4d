package checkthenact

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what checkthenact does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Effect,
	Unresolved: analyzer.Effect,
	Wiring:     true,
	When:       "a call between an existence check and a record of the same key, on the side where the key was absent, whose result is not what is recorded, through an interface or a struct of the module, is the effect the dedup protects; an injected store whose one method checks and whose other records the key is judged where it is wired",
}
