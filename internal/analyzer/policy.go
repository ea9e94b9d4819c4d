package analyzer

import (
	"fmt"
	"strings"
)

// Treatment is what an analyzer makes of a call whose verdict is open
// (summary.Injected or summary.Unresolved): code it cannot see.
type Treatment int

const (
	// Silent: the call proves nothing; the analyzer acts as if it did
	// nothing that matters.
	Silent Treatment = iota
	// Work: the call is the work a message is delivered for, when the
	// surrounding code proves it (it is handed the message and can fail).
	Work
	// Effect: the call is an effect, when the surrounding code proves it
	// (it runs between a check and a record of the same key, on the side
	// where the key was absent, and its result is not what is recorded).
	Effect
	// Keyed: the call may set or persist a key on what it is handed, so a
	// value handed to it is not a keyless send or an unrecorded key.
	Keyed
	// Read: the call reads one side of a comparison, when the surrounding
	// code proves it (its result is compared with a known read of the
	// other side: a local store's, or a provider's).
	Read
)

var treatmentNames = [...]string{"silent", "work", "effect", "keyed", "read"}

func (t Treatment) String() string {
	if int(t) < len(treatmentNames) {
		return treatmentNames[t]
	}
	return fmt.Sprintf("treatment(%d)", int(t))
}

// Policy is an analyzer's declared answer to the calls the summary cannot
// resolve, one value beside its doc: -explain prints it, docs/resolution.md
// shows every analyzer's side by side, and TestPolicies (policy_test.go in
// the suite) fails when the analyzer's behaviour and its policy disagree.
type Policy struct {
	// Injected: a dynamic call through a field of a struct of the package
	// whose values its constructor's caller stores (summary.Injected).
	Injected Treatment
	// Unresolved: any other dynamic call nothing resolves: a func
	// parameter, an interface of the module with no implementation in
	// sight, a value a call returns (summary.Unresolved).
	Unresolved Treatment
	// Wiring: an injected call the analyzer cannot judge where it is made
	// is carried to the package that wires the value (internal/inject),
	// which judges the value's summary.
	Wiring bool
	// When says, in one sentence, what the surrounding code must prove for
	// a treatment other than Silent to apply, or why the analyzer is
	// silent.
	When string
}

// String renders the policy as -explain prints it.
func (p Policy) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "injected: %s; unresolved: %s", p.Injected, p.Unresolved)
	if p.Wiring {
		b.WriteString("; the wiring package completes what the consumer cannot judge")
	}
	if p.When != "" {
		b.WriteString(". ")
		b.WriteString(p.When)
	}
	return b.String()
}

// policyDoc is appended to an analyzer's Doc, so that -explain, go vet
// -help and golangci-lint's description show it.
func policyDoc(p Policy) string {
	return "\n\nCalls idemlint cannot resolve (docs/resolution.md): " + p.String()
}
