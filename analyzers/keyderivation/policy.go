package keyderivation

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what keyderivation does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Keyed,
	Unresolved: analyzer.Keyed,
	Wiring:     false,
	When:       "a key minted per call and handed, before its sink, to such a call may be recorded there (a repository injected from elsewhere), so the per-call rule does not report it; the per-attempt rule ignores such calls, since a key recorded per attempt is still a new key per attempt",
}
