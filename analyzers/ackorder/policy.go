package ackorder

import "github.com/idemlint/idemlint/internal/analyzer"

// Policy is what ackorder does with a call the summary cannot resolve
// (docs/resolution.md).
var Policy = analyzer.Policy{
	Injected:   analyzer.Work,
	Unresolved: analyzer.Work,
	Wiring:     true,
	When:       "a call handed the message, or data taken or decoded from it, that can fail (its last result is an error) and runs after the ack on the same message is the message's work: reported at the ack, wired or not; an injected call it cannot judge (handed nothing of the message, or reporting no failure) is carried to the wiring package",
}
