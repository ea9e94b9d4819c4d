package knowledge

import (
	"fmt"
	"strings"
)

// The refinements of a role have types of their own, one per role they
// refine, so that a field means one thing: Func.Effect is an EffectKind and
// nothing else. Each type's zero value means "not refined" and prints as
// "". The names are the spelling of configuration entries, directives
// (//idemlint:effect payment) and facts (effect:payment).

// EffectKind says how an Effect changes the world outside the process.
type EffectKind uint8

// Effect kinds.
const (
	KindPayment  EffectKind = iota + 1 // a payment provider's mutation
	KindPublish                        // a message published to a broker
	KindSQL                            // a database write
	KindHTTP                           // a mutating HTTP request
	KindNotify                         // email, SMS, push
	KindStore                          // key-value or document store write
	KindWorkflow                       // a workflow started
)

var effectKindNames = [...]string{"", "payment", "publish", "sql", "http", "notify", "store", "workflow"}

func (k EffectKind) String() string { return nameOf(effectKindNames[:], k) }

// EffectKinds lists every effect kind, in declaration order.
func EffectKinds() []EffectKind { return valuesOf[EffectKind](effectKindNames[:]) }

// ParseEffectKind returns the effect kind named s.
func ParseEffectKind(s string) (EffectKind, error) {
	return parseName[EffectKind](effectKindNames[:], "effect kind", s)
}

// SourceKind says what a Source returns that differs on every call.
type SourceKind uint8

// Source kinds.
const (
	SrcUUID SourceKind = iota + 1 // a random identifier
	SrcTime                       // the current time
	SrcRand                       // random bytes or numbers
)

var sourceKindNames = [...]string{"", "uuid", "time", "rand"}

func (k SourceKind) String() string { return nameOf(sourceKindNames[:], k) }

// SourceKinds lists every source kind, in declaration order.
func SourceKinds() []SourceKind { return valuesOf[SourceKind](sourceKindNames[:]) }

// ParseSourceKind returns the source kind named s.
func ParseSourceKind(s string) (SourceKind, error) {
	return parseName[SourceKind](sourceKindNames[:], "source kind", s)
}

// SQLKind says whether a SQL call executes its statement or returns rows.
type SQLKind uint8

// SQL kinds.
const (
	KindSQLExec  SQLKind = iota + 1 // Exec and friends: the statement may write
	KindSQLQuery                    // Query and friends: rows come back
)

var sqlKindNames = [...]string{"", "exec", "query"}

func (k SQLKind) String() string { return nameOf(sqlKindNames[:], k) }

// SQLKinds lists every SQL kind, in declaration order.
func SQLKinds() []SQLKind { return valuesOf[SQLKind](sqlKindNames[:]) }

// ParseSQLKind returns the SQL kind named s.
func ParseSQLKind(s string) (SQLKind, error) {
	return parseName[SQLKind](sqlKindNames[:], "sql kind", s)
}

// ConsumeMode says how a Consume acknowledges what it receives. The zero
// mode leaves acknowledging to the caller.
type ConsumeMode uint8

// Consume modes.
const (
	ModeAutoAckParam ConsumeMode = iota + 1 // AutoAck names a bool parameter
	ModeCommitOnRead                        // commits when the reader has a group
	ModeAutoCommit                          // commits unless Opt is among the options
	ModeCallback                            // delivers to Callback; acks per message
	ModePop                                 // removes the message from its list as it returns it
)

var consumeModeNames = [...]string{"", "autoack-param", "commit-on-read", "autocommit", "callback", "pop"}

func (m ConsumeMode) String() string { return nameOf(consumeModeNames[:], m) }

// ConsumeModes lists every consume mode, in declaration order.
func ConsumeModes() []ConsumeMode { return valuesOf[ConsumeMode](consumeModeNames[:]) }

// ResultShape says how the result of a Check or Claim tells whether the key
// was present (Check) or claimed (Claim).
type ResultShape uint8

// Result shapes.
const (
	ResultCount ResultShape = iota + 1 // a count: non-zero is present/claimed
	ResultBool                         // a bool
	ResultErr                          // an error: nil is present/claimed
	ResultCmd                          // a go-redis command whose Result or Val carries it
	ResultItem                         // the item, empty when absent (DynamoDB GetItem)
)

var resultShapeNames = [...]string{"", "count", "bool", "err", "cmd", "item"}

func (s ResultShape) String() string { return nameOf(resultShapeNames[:], s) }

// ResultShapes lists every result shape, in declaration order.
func ResultShapes() []ResultShape { return valuesOf[ResultShape](resultShapeNames[:]) }

// nameOf, valuesOf and parseName are the one implementation of the name
// tables above; a value past the table prints as "invalid(n)".
func nameOf[T ~uint8](names []string, v T) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("invalid(%d)", v)
}

func valuesOf[T ~uint8](names []string) []T {
	out := make([]T, 0, len(names)-1)
	for i := 1; i < len(names); i++ {
		out = append(out, T(i))
	}
	return out
}

func parseName[T ~uint8](names []string, what, s string) (T, error) {
	for i := 1; i < len(names); i++ {
		if names[i] == s {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("%s %q is not one of %s", what, s, strings.Join(names[1:], ", "))
}

func valid[T ~uint8](names []string, v T) bool { return int(v) < len(names) }
