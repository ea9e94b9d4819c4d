// Package inventory lists, for each entry point of a service (an HTTP
// handler, a gRPC method, a message consumer, a Temporal activity, an
// agent's tool, a job, main), every effect it reaches through the summary
// (a payment, a publish, an SQL write, a mutating HTTP call, a store
// write, a notification) with the chain of calls to it, and every call
// the summary could not resolve, listed as such. `idemlint inventory`
// prints it; docs/inventory.md describes the output.
//
// The inventory is an analyzer of its own (Analyzer) built on the suite's
// summary pass: it runs in the same streaming pass as the analyzers, on
// the named packages only, and its Result holds positions and names, no
// SSA, so that the driver can keep it after the package is dropped.
package inventory

import "go/token"

// Version is the version of the JSON schema (docs/inventory.schema.json).
const Version = 1

// Inventory is the whole output: every entry point of the named packages.
type Inventory struct {
	Version     int          `json:"version"`
	EntryPoints []EntryPoint `json:"entrypoints"`
}

// Entry point kinds.
const (
	KindHTTP     = "http"     // a net/http, chi, gorilla, gin or echo handler
	KindGRPC     = "grpc"     // a method of a gRPC or connect service
	KindConsumer = "consumer" // a message consumer: a handler a broker delivers to, or a receive loop
	KindActivity = "activity" // a Temporal activity
	KindTool     = "tool"     // an agent (MCP) tool's handler
	KindJob      = "job"      // a function run by a ticker or a cron library
	KindMain     = "main"     // a command's main
	KindExported = "exported" // an exported function no entry point of its package calls: its callers are elsewhere
)

// EntryPoint is one function a client, a broker or a scheduler calls.
type EntryPoint struct {
	Kind  string `json:"kind"`
	Name  string `json:"name"`            // pkg.Type.Method or pkg.Func
	Route string `json:"route,omitempty"` // "POST /orders", a topic, a tool's name
	Posn  string `json:"posn"`            // file:line:col of the function
	// Effects are the effects it reaches and the calls nothing resolves,
	// in source order of the first call of the chain.
	Effects []Effect `json:"effects"`
	// Findings are the analyzers' findings in the entry point's own
	// body that no effect claims (a key read too late, a handler with no
	// key at all).
	Findings []Finding `json:"findings,omitempty"`

	Package string         `json:"-"` // the package's path
	Object  string         `json:"-"` // the function's FullName (an exported one's)
	Pos     token.Position `json:"-"` // the function's
	End     token.Position `json:"-"` // the end of its body
}

// Effect kinds beyond knowledge.EffectKind's names (payment, publish, sql,
// http, notify, store, workflow).
const (
	KindUnresolved = "unresolved" // a dynamic call no summary or wiring resolves
	KindInjected   = "injected"   // a call through a field its constructor's callers fill
)

// Effect is one effect an entry point reaches.
type Effect struct {
	Kind string `json:"kind"`
	// Target is what the effect changes, when the code says it: the
	// table of an SQL write, the method of an HTTP call.
	Target string `json:"target,omitempty"`
	// Callee is the library call that performs it ("stripe.paymentintent.New"),
	// or the dynamic call nothing resolves ("orders.Store.Save").
	Callee string `json:"callee"`
	// Posn is the position of the call that performs it, or of the last
	// call of the chain in the service's code when the library call is in
	// another package.
	Posn string `json:"posn"`
	// Chain is the calls from the entry point to the effect, outermost
	// first; the summary's chain beyond the package is appended.
	Chain []string `json:"chain"`
	// Protection is what guards the effect against a retry.
	Protection *Protection `json:"protection,omitempty"`
	// Findings are the analyzers' findings on the path to the effect.
	Findings []Finding `json:"findings"`
	// Change, with -diff REF, says why the effect is listed: "added" or
	// "weaker" (its protection) since REF.
	Change string `json:"change,omitempty"`

	At token.Position `json:"-"` // Posn's
	// Through is the FullName of the function of another package whose
	// summary the effect comes from, if any.
	Through string           `json:"-"`
	Sites   []token.Position `json:"-"` // the call sites of the chain, outermost first
	// Hole, on an injected or unresolved call another package may fill,
	// is what following it needs (wire.go).
	Hole *Hole `json:"-"`
	// Wired are the FullNames of the implementations a wired effect goes
	// through: the findings in their bodies are on its path.
	Wired []string `json:"-"`
}

// Protection answers, per item, yes, no or unknown, with the evidence.
type Protection struct {
	Key   Answer `json:"key"`   // an idempotency key reaches the effect
	Claim Answer `json:"claim"` // a dedup claim guards it
	Ack   Answer `json:"ack"`   // a consumer acks after it
	Retry Answer `json:"retry"` // a retry runs it again (yes: inside a retry)
}

// Answer is one item of a Protection.
type Answer struct {
	Answer string `json:"answer"`           // "yes", "no" or "unknown"
	Detail string `json:"detail,omitempty"` // where the key comes from, what claims it…
	Posn   string `json:"posn,omitempty"`   // the evidence

	At token.Position `json:"-"` // Posn's
}

// Answers.
const (
	Yes     = "yes"
	No      = "no"
	Unknown = "unknown"
)

// Finding is an analyzer's finding on an entry point or an effect.
type Finding struct {
	Analyzer string `json:"analyzer"`
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	URL      string `json:"url"`
}

// Package is the inventory of one package: the analyzer's Result.
type Package struct {
	EntryPoints []EntryPoint
	// Calls are the FullNames of the functions of other packages the
	// package calls: an exported function another named package calls is
	// no entry point (Assemble).
	Calls []string
	// Registrars are the functions that register a literal of theirs as
	// an entry point (a tool's handler): their summary holds the literal's
	// effects, which are the literal's, not their callers'.
	Registrars []Registrar
	// Funcs are the lines of the package's functions that an effect of
	// another package goes through (Effect.Through): the findings in such
	// a body are on the effect's path.
	Funcs []Func
	// Wires are the values the package hands to functions and fields of
	// other packages, with what they do: Assemble follows the injected
	// calls of the entry points into them.
	Wires []Wire
	// Registered are the functions of other packages the package
	// registers as entry points (a worker's activities): their own
	// package lists them as exported functions, Assemble gives the kind.
	Registered []Registered
}

// Registered is a function of another package registered as an entry
// point of kind Kind by the function By.
type Registered struct {
	Object, Kind, By string
}

// Func is where a function is declared.
type Func struct {
	Object     string
	Start, End token.Position
}

// Registrar is a function that registers literals as entry points, with
// the callees of the effects those literals reach.
type Registrar struct {
	Object  string
	Callees []string
}
