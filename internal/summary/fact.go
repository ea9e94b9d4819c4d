package summary

import (
	"encoding/gob"
	"fmt"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// Item is one thing a function does.
type Item struct {
	// Role is what it does; the knowledge roles plus Propagate, which
	// here means "the result derives from parameter Param".
	Role knowledge.Role
	// Effect says how an Effect, Insert or Delta changes the world (and
	// that a VerbParam or reqParam sends HTTP).
	Effect knowledge.EffectKind
	// Source says what a Source returns.
	Source knowledge.SourceKind
	// Consume says how a Consume acknowledges.
	Consume knowledge.ConsumeMode
	// Param is the receiver-first position of the parameter the role
	// applies to (the message acked, the key claimed, the callback
	// retried), or -1 when it applies to none of them.
	Param int
	// Field, for a key role (KeySink, Check, Claim, Record) on Param, names
	// the one field of the parameter (a struct or a pointer to one) that
	// the key is read from: txn.TransactionID gives "TransactionID". It is
	// empty when the parameter flows in whole or by more than one field.
	// For a Source, it names the one field of the struct the function
	// returns that holds the nondeterministic value (Reading.Time), or is
	// empty when the value is the whole result. For a ResultField, it
	// names the field of the returned struct that Param may flow into.
	Field string
	// Store, for a key role, is where the library call at the end of Via
	// keeps the key (a Redis server, a SQL database, a process-local
	// sync.Map): data, so that no reader parses Via, which a long chain
	// truncates before it reaches the library call.
	Store knowledge.Store
	// Args, for a key role on a variadic parameter (the arguments of a SQL
	// statement), are the 0-based positions among them of the arguments
	// that are the key: those bound to the ON CONFLICT target's columns. A
	// created_at of time.Now() beside them is no key. Nil when every
	// argument may be.
	Args []int
	// Buckets, for a key role on a variadic parameter with Args, are the
	// positions among Args whose column the store truncates to an hour or
	// coarser (ON CONFLICT (date_trunc('hour', created_at))): a clock
	// reading bound there is the same key for the whole bucket by design.
	Buckets []int
	// Bucket, for a key role on Param, says that every key value reaching
	// it is such a bucketed column (a wrapper that hands its parameter's
	// CreatedAt to that claim).
	Bucket bool
	// Table, for a Claim, a RowWrite or a ClaimResult that comes from an SQL
	// statement into a table the dedup words do not name, is the table.
	// Items that differ in Table are kept apart.
	Table string
	// Verb, for an HTTPRequest item on no parameter, is the constant method
	// of the request the function returns (a builder that chooses it
	// itself: "POST"). Builders whose returns differ have one item per verb.
	Verb string
	// ByVerb, for an http Effect, says that the request's method is the
	// only sign that it mutates: a POST (PUT, PATCH, DELETE) sent to an
	// endpoint nothing here reads, which a query API answers too. An
	// item merged from several chains is ByVerb only when every one is.
	ByVerb bool
	// Converges, for a ByVerb http Effect, says that the method is PUT or
	// DELETE, idempotent by HTTP semantics: a repeat leaves the same state.
	// An item merged from several chains converges only when every one
	// does.
	Converges bool
	// Lapses, for an Insert, says that the row expires by itself: the
	// statement binds an expiry column (expires_at) to the clock plus a
	// short duration (Lapsing). A session, a reset token, a one-time
	// code: a retry's second row lapses as the first does. An item merged
	// from several chains lapses only when every one does.
	Lapses bool
	// Via is the chain from this function down to the library call that
	// plays the role, outermost first, at most MaxVia names long.
	Via []string
}

// MaxVia bounds the length of a chain kept in a fact.
const MaxVia = 4

// maxItems bounds the number of items in a fact; the codec test checks
// that a fact stays small.
const maxItems = 64

// Fact is the summary of one function, exported as an object fact so that
// every package that calls the function knows what it does.
type Fact struct {
	Items []Item // sorted by (Role, Param, Kind, Store, Table); one item per key
}

// AFact marks Fact as an analysis fact.
func (*Fact) AFact() {}

// RegisterFacts registers fact types with gob, as the drivers that encode
// facts behind the analysis.Fact interface need (go vet's fact files,
// golangci-lint's fact cache). Every constructor that sets an analyzer's
// FactTypes calls it with them (NewWithOptions here, analyzer.New and
// Def.New for the analyzers), so a fact type is registered before any
// driver holds an analyzer that can export one; no init function is
// needed. Registering a type again is a no-op.
func RegisterFacts(facts ...analysis.Fact) {
	for _, f := range facts {
		gob.Register(f)
	}
}

// String renders the fact stably, for `// want f:"…"` test assertions:
// roles in order, each as role, role(param), role:kind or role:kind(param),
// with @store after a key role that keeps its key in the process's memory
// (@sync.Map): the one store a reader of a fact must not miss. TableWrite
// items are left out: they name tables, as Via names calls.
func (f *Fact) String() string {
	var parts []string
	for _, it := range f.Items {
		if it.Role == TableWrite {
			continue
		}
		s := string(it.Role)
		if k := it.kind(); k != "" {
			s += ":" + k
		}
		if it.Store.InProcess() {
			s += "@" + string(it.Store)
		}
		if it.Param >= 0 && it.Field != "" {
			s += fmt.Sprintf("(%d.%s)", it.Param, it.Field)
		} else if it.Param >= 0 {
			s += fmt.Sprintf("(%d)", it.Param)
		}
		if it.Bucket {
			s += "~bucket"
		}
		if it.ByVerb {
			s += "~verb"
		}
		if it.Converges {
			s += "~converges"
		}
		if it.Lapses {
			s += "~lapses"
		}
		parts = append(parts, s)
	}
	return "summary{" + strings.Join(parts, " ") + "}"
}

// Has reports whether the fact holds an item of role r.
func (f *Fact) Has(r knowledge.Role) bool { return f.First(r) != nil }

// Durable reports whether f has an item of role r on a store outside the
// process: a claim, check or release on a library's process-local sync.Map
// (the caches fmt's and encoding/binary's reflection keep, far below a
// call) is no key store a retry or another replica sees.
func (f *Fact) Durable(r knowledge.Role) bool {
	for _, it := range f.All(r) {
		if !it.Store.InProcess() {
			return true
		}
	}
	return false
}

// First returns the first item of role r, or nil.
func (f *Fact) First(r knowledge.Role) *Item {
	if f == nil {
		return nil
	}
	for i := range f.Items {
		if f.Items[i].Role == r {
			return &f.Items[i]
		}
	}
	return nil
}

// All returns the items of role r.
func (f *Fact) All(r knowledge.Role) []Item {
	if f == nil {
		return nil
	}
	var out []Item
	for _, it := range f.Items {
		if it.Role == r {
			out = append(out, it)
		}
	}
	return out
}

// OnParam returns the item of role r on parameter p, or nil.
func (f *Fact) OnParam(r knowledge.Role, p int) *Item {
	if f == nil {
		return nil
	}
	for i := range f.Items {
		if f.Items[i].Role == r && f.Items[i].Param == p {
			return &f.Items[i]
		}
	}
	return nil
}

// Empty reports whether the fact says nothing.
func (f *Fact) Empty() bool { return f == nil || len(f.Items) == 0 }

// add inserts it unless an item with the same role, kind and parameter is
// there already (the first chain found is kept: it is the shortest in
// block order). Two items that differ in Field merge into one on the whole
// parameter, except ResultField items, one per field. It reports whether
// the fact changed.
func (f *Fact) add(it Item) bool {
	for i, x := range f.Items {
		if x.Role == it.Role && x.sameKind(it) && x.Param == it.Param && x.Store == it.Store && x.Table == it.Table && (it.Role != ResultField || x.Field == it.Field) {
			changed := false
			if x.Field != it.Field && x.Field != "" {
				f.Items[i].Field = ""
				changed = true
			}
			if !slices.Equal(x.Args, it.Args) && x.Args != nil {
				f.Items[i].Args = nil // the key may be any argument
				f.Items[i].Buckets = nil
				changed = true
			}
			if x.Bucket && !it.Bucket {
				f.Items[i].Bucket = false // some key value is no bucket
				changed = true
			}
			if x.ByVerb && !it.ByVerb {
				f.Items[i].ByVerb = false        // some chain is more than a verb:
				f.Items[i].Via = clipVia(it.Via) // the one a message names
				changed = true
			}
			if x.Lapses && !it.Lapses {
				f.Items[i].Lapses = false        // some row stays:
				f.Items[i].Via = clipVia(it.Via) // the one a message names
				changed = true
			}
			if x.Converges && !it.Converges {
				f.Items[i].Converges = false     // some chain repeats its effect:
				f.Items[i].Via = clipVia(it.Via) // the one a message names
				changed = true
			}
			return changed
		}
	}
	if len(f.Items) >= maxItems || it.Role == TableWrite && len(f.Items) >= maxItems/2 {
		return false // the tables a function writes never crowd out its roles
	}
	it.Via = clipVia(it.Via)
	f.Items = append(f.Items, it)
	return true
}

// clipVia bounds a chain to MaxVia names.
func clipVia(via []string) []string {
	if len(via) > MaxVia {
		return via[:MaxVia]
	}
	return via
}

// normalize sorts the items so that the encoding is deterministic.
func (f *Fact) normalize() {
	sort.SliceStable(f.Items, func(i, j int) bool {
		a, b := f.Items[i], f.Items[j]
		if a.Role != b.Role {
			return a.Role < b.Role
		}
		if a.Param != b.Param {
			return a.Param < b.Param
		}
		if ka, kb := a.kind(), b.kind(); ka != kb {
			return ka < kb
		}
		if a.Store != b.Store {
			return a.Store < b.Store
		}
		if a.Table != b.Table {
			return a.Table < b.Table
		}
		return a.Field < b.Field // ResultField items: one per field
	})
}

// kind names the item's refinement: the one of Effect, Source, Consume and
// Verb that its role has, or "".
func (it *Item) kind() string {
	switch {
	case it.Verb != "":
		return it.Verb
	case it.Effect != 0:
		return it.Effect.String()
	case it.Source != 0:
		return it.Source.String()
	case it.Consume != 0:
		return it.Consume.String()
	}
	return ""
}

// sameKind reports whether it and o have the same refinement.
func (it *Item) sameKind(o Item) bool {
	return it.Effect == o.Effect && it.Source == o.Source && it.Consume == o.Consume && it.Verb == o.Verb
}

// Chain renders an item's chain for a message: "keys.New, which calls
// uuid.NewString". Entries that name no function ("a loop") are left out;
// a directive marker ("//idemlint:ack") stays, as the source of the role,
// and so does a call through an interface that a library implements
// ("db.DBTX.Exec (implemented by pgx.Conn)").
func (it *Item) Chain() string {
	var names []string
	for _, v := range it.Via {
		if first, _, ok := strings.Cut(v, " "); ok && !strings.Contains(first, ".") {
			continue
		}
		names = append(names, v)
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return names[0] + ", which calls " + strings.Join(names[1:], ", which calls ")
}

// ReadsStore reports whether the call c reads a store outside the process:
// a check, a one-row lookup or a query of several records, by the
// knowledge or a function's summary, or a row-returning SQL call. What
// reconcile takes for the service's side and keyrelease for a
// precondition's read.
func (r *Result) ReadsStore(c *ssa.CallCommon) bool {
	f := r.Call(c)
	if f.Durable(knowledge.Check) || f.Durable(Lookup) || f.Durable(knowledge.Query) {
		return true
	}
	e := r.Entry(c)
	return e != nil && e.Has(knowledge.SQL) && e.SQL == knowledge.KindSQLQuery
}
