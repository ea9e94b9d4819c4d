// Package knowledge is idemlint's table of what real libraries do, as far as
// exactly-once effect is concerned: which calls perform side effects, which
// acknowledge messages, which check or atomically claim keys, which carry an
// idempotency key, which return nondeterministic values, which retry a
// callback, which apply deltas and which open or close transactions.
//
// Entries are plain data keyed by (*types.Func).FullName() of the generic
// origin, one file per ecosystem. Deliberate negatives are entries too (role
// None) with the reason beside them. Every entry is checked against the real
// library at a pinned version by the tests in the integration module.
//
// Argument positions are named, never numbered at the use site: Params lists
// the parameter names of the real signature (receiver excluded) and
// (*Func).Arg panics on a name that is not there, so a typo fails the tests.
package knowledge

import (
	"fmt"
	"go/types"
	"math"
	"sort"
	"strings"
)

// Role is one thing a library function does that matters to exactly-once effect.
type Role string

const (
	// None marks a deliberate negative: a function that looks relevant but is not.
	None Role = "none"
	// Effect: the call changes the world outside the process (Func.Effect
	// says how).
	Effect Role = "effect"
	// Ack acknowledges a message or commits its offset (Msg names the message).
	Ack Role = "ack"
	// Nack rejects a message or leaves it for redelivery.
	Nack Role = "nack"
	// Check is an existence check on a store (Key names the key).
	Check Role = "check"
	// Claim atomically claims a key (SETNX and friends).
	Claim Role = "claim"
	// Record writes a key to a store without atomicity (SET, SADD, PutItem).
	Record Role = "record"
	// KeySink carries an idempotency or deduplication key (Key names it).
	KeySink Role = "keysink"
	// Source returns a value that differs on every call (Func.Source says
	// which).
	Source Role = "source"
	// Retry runs its Callback argument again on failure.
	Retry Role = "retry"
	// Delta applies a relative change to persisted state (INCRBY, $inc).
	Delta Role = "delta"
	// SQL runs the statement in Query; what it does depends on the text.
	// Exec-like calls have Func.SQL KindSQLExec, row-returning ones
	// KindSQLQuery.
	SQL Role = "sql"
	// TxBegin opens a transaction; its first result is the transaction.
	TxBegin Role = "txbegin"
	// TxCommit commits the transaction it is called on.
	TxCommit Role = "txcommit"
	// Consume receives messages; Func.Consume says whether it acks on its
	// own.
	Consume Role = "consume"
	// HTTPRequest builds a request whose verb is the Method argument.
	HTTPRequest Role = "httprequest"
	// HTTPSend sends a request built elsewhere (Client.Do); Msg names it.
	HTTPSend Role = "httpsend"
	// Propagate returns a value derived from its arguments (fmt.Sprintf,
	// hex.EncodeToString, sha256.Sum256): flows pass through it.
	Propagate Role = "propagate"
	// Go starts its Callback asynchronously (errgroup.Go and the like).
	Go Role = "go"
	// Expire sets a time to live on the key named by Key (EXPIRE): a
	// counter that expires is a window, not persistent business state.
	Expire Role = "expire"
	// Route registers Callback as the handler of an HTTP route; the method
	// is Verb ("POST"), or the Method argument, or the method prefix of the
	// Pattern argument ("POST /orders"). Without a Callback it sets the
	// methods of the route its receiver is (router.go).
	Route Role = "route"
	// Tool registers Callback as the handler of an agent (MCP) tool;
	// Schema names the argument that defines the tool (mcp.go).
	Tool Role = "tool"
	// Insert creates a new element that a second call creates again: a row
	// (gorm's Create, a plain INSERT; an Effect of kind sql that adds, where
	// an UPDATE, a DELETE, a Save by primary key or an upsert replaces) or
	// a list element (Redis LPUSH, RPUSH; kind store, where a SET
	// replaces). createkey counts only these as creating rows and entries.
	Insert Role = "insert"
	// Release deletes the record of the key named by Key (Redis DEL,
	// gorm's Delete, a DynamoDB DeleteItem): what undoes a claim, so a
	// later attempt can take the key again. keyrelease asks whose claim it
	// undoes.
	Release Role = "release"
	// Query reads records of a store, several or an aggregate of them
	// (MongoDB's Find and Aggregate), and decides no key's presence: the
	// service's side of a reconciliation, a precondition's read. The
	// knowledge's SQL reads are SQL entries of KindSQLQuery instead.
	Query Role = "query"
	// Verify checks a credential the client sent against the secret the
	// server keeps (a password against its bcrypt hash); Result says how
	// its result tells a match. Code that runs only when it matched runs
	// for the credential's owner: createkey reads a row inserted there as
	// a login's session (auth.go).
	Verify Role = "verify"
	// ReadOnly declares an agent tool read-only (MCP's readOnlyHint: the
	// tool does not modify its environment): an option whose Params[0] is
	// the flag, or a field of the tool's annotations set to true.
	// agenttool takes a tool so declared at its word where the only sign
	// of a mutation is an HTTP request's method (a query API answers
	// POSTs), never against a known effect (mcp.go).
	ReadOnly Role = "read-only"
)

// Func is what one library function or method does.
type Func struct {
	// Name is (*types.Func).FullName() of the generic origin.
	Name string
	// Roles lists every role the function plays.
	Roles []Role
	// Effect, Source, SQL, Consume, Result, Verb, Retries and Activity
	// refine one role each (see refinements): an entry sets only those of
	// the roles it plays.
	//
	// Effect says how an Effect changes the world (required).
	Effect EffectKind
	// Source says what a Source returns (required).
	Source SourceKind
	// SQL says whether a SQL call executes or queries (required).
	SQL SQLKind
	// Verb is the HTTP method a Route registers its Callback for, when the
	// function fixes it (chi's Post: "POST"), or the method an http Effect
	// sends (net/http's Post): the method is then the only sign that it
	// mutates, as for a request built with it (summary.Item.ByVerb).
	Verb string
	// Params are the parameter names of the real signature, receiver excluded,
	// variadic last; "recv" is reserved for the receiver.
	Params []string
	// Key names the argument that carries the key (KeySink, Check, Claim,
	// Record, Delta) or "recv". For a Source it names the argument the value
	// is written into, if any (rand.Read(b)).
	Key string
	// Msg names the message argument of an Ack or Nack, or "recv".
	Msg string
	// Callback names the retried (Retry) or delivered-to (Consume) callback.
	Callback string
	// Query names the SQL text argument (role SQL).
	Query string
	// Method names the HTTP verb argument (HTTPRequest, Route).
	Method string
	// Pattern names the route pattern argument of a Route whose pattern
	// may start with the method ("POST /orders").
	Pattern string
	// Schema names the argument that defines a Tool (its name, its input
	// parameters when they are declared there).
	Schema string
	// Consume says how a Consume acknowledges; AutoAck names its auto-ack
	// flag (ModeAutoAckParam); Opt is the qualified name of the option
	// that turns auto-commit off (ModeAutoCommit).
	Consume      ConsumeMode
	AutoAck, Opt string
	// Retries marks an Effect or HTTPSend that retries on its own
	// (go-retryablehttp's Client), or a deliberate negative that builds
	// such a client: the call is itself a retry wrapper.
	Retries bool
	// Activity marks a Retry whose Callback is a Temporal activity: a
	// function, a method value, or a struct pointer whose exported methods
	// all become activities. The Temporal service retries an activity
	// under its RetryPolicy (unlimited attempts by default).
	Activity bool
	// Offset marks an Ack that commits a partition offset (Kafka's): it
	// commits every earlier message of the partition with it, so an ack of
	// a later message after a failure skipped with continue commits the
	// failed one too.
	Offset bool
	// Result says how the result of a Check or Claim tells present or
	// claimed, and how that of a Verify tells a match (required).
	Result ResultShape
	// OneRow marks an SQL entry that reads one row (QueryRow, sqlx's Get):
	// the error it (or its Row's Scan) returns is ErrNoRows when no row
	// matched, so a SELECT … WHERE k = $1 run through it is a lookup of k.
	OneRow bool
	// Why explains a deliberate negative or a non-obvious entry.
	Why string
}

// Has reports whether f plays role r.
func (f *Func) Has(r Role) bool {
	if f == nil {
		return false
	}
	for _, x := range f.Roles {
		if x == r {
			return true
		}
	}
	return false
}

// NoParam is what Index and Pos return for a name that is not one of an
// entry's parameters. validate rejects such a name in every entry, built-in
// (TestTableConsistent) or configured, so an analyzer never sees it; used
// as an index it is out of range.
const NoParam = math.MinInt32

// Index returns the position of the named parameter, counting the receiver
// of a method as -1, or NoParam for a name not in Params.
func (f *Func) Index(name string) int {
	if name == "recv" {
		return -1
	}
	for i, p := range f.Params {
		if p == name {
			return i
		}
	}
	return NoParam
}

// IsMethod reports whether f is a method: the FullName of a method starts
// with its receiver, "(T).M" or "(*T).M".
func (f *Func) IsMethod() bool { return strings.HasPrefix(f.Name, "(") }

// Pos returns the receiver-first position of the named parameter, the
// numbering of ssa.Function.Params and of ir.Arg: a method's receiver
// ("recv") is 0 and its parameters start at 1; a function's start at 0. It
// is -1 for "recv" of a function, which has none. Like Index, it is NoParam
// for a name not in Params.
//
// This is the one place that turns a parameter name into a call position;
// ir.EntryArg maps the position to the value a call passes there.
func (f *Func) Pos(name string) int {
	i := f.Index(name)
	if f.IsMethod() && i != NoParam {
		i++
	}
	return i
}

// HasParam reports whether name is one of f's parameters ("recv" is not):
// the test before Pos for the names an analyzer tries on entries that may
// lack them ("url", "params").
func (f *Func) HasParam(name string) bool {
	for _, p := range f.Params {
		if p == name {
			return true
		}
	}
	return false
}

// Field is a struct field that carries an idempotency or deduplication key,
// or another role, named "pkgpath.Type.Field".
type Field struct {
	Name  string
	Roles []Role
	// Scoped says that the key is unique only within an enclosing run (an
	// activity's ID within its workflow run): one constant there names
	// one step of each run, not one intent for every call.
	Scoped bool
	Why    string
}

// Header is an HTTP-style header whose value is an idempotency key.
type Header struct {
	Name string // canonical form
	Why  string
}

// Base is a complete, immutable table: the defaults plus a user's entries.
type Base struct {
	funcs   map[string]*Func
	fields  map[string]*Field
	headers map[string]*Header
	pkgs    map[string]bool // import paths that any entry lives in
	// funcPkgs are the import paths that function entries live in: Lookup
	// answers nil for a function of any other package without rendering
	// its name (the summary looks up every callee of every package). Nil
	// when an entry's name has no package path: then every name is
	// rendered.
	funcPkgs map[string]bool
	// HeaderSetters are functions that set a header: (recv, key, value).
	headerSetters map[string]bool
}

// Lookup returns the entry for fn, or nil. Generic instances are looked up
// by their origin.
func (b *Base) Lookup(fn *types.Func) *Func {
	if b == nil || fn == nil {
		return nil
	}
	fn = fn.Origin()
	pkg := fn.Pkg()
	if pkg == nil || b.funcPkgs == nil {
		return b.funcs[fn.FullName()]
	}
	if !b.funcPkgs[pkg.Path()] {
		return nil
	}
	if fn.Signature().Recv() == nil {
		// FullName of a package-level function, without its buffer.
		return b.funcs[pkg.Path()+"."+fn.Name()]
	}
	return b.funcs[fn.FullName()]
}

// LookupName returns the entry for a full name, or nil.
func (b *Base) LookupName(name string) *Func { return b.funcs[name] }

// LookupField returns the entry for field f of the named type owner.
func (b *Base) LookupField(owner *types.Named, f *types.Var) *Field {
	if b == nil || owner == nil || f == nil {
		return nil
	}
	obj := owner.Origin().Obj()
	if obj.Pkg() == nil {
		return nil
	}
	return b.fields[obj.Pkg().Path()+"."+obj.Name()+"."+f.Name()]
}

// IsKeyHeader reports whether name (any case) is an idempotency-key header:
// one the table names, or any header whose name holds "idempot"
// ("Idempotence-Key" is a payment provider's real header). A request-ID
// header (X-Request-Id) is a key only when the table names it: most
// receivers log it and dedup on nothing.
func (b *Base) IsKeyHeader(name string) bool {
	lower := strings.ToLower(name)
	if _, ok := b.headers[lower]; ok {
		return true
	}
	return strings.Contains(lower, "idempot")
}

// IsHeaderSetter reports whether fn sets a header from (key, value) arguments.
func (b *Base) IsHeaderSetter(fn *types.Func) bool {
	return fn != nil && b.headerSetters[fn.Origin().FullName()]
}

// Knows reports whether the import path holds any entry; analyzers use it to
// return early on packages that import nothing they know.
func (b *Base) Knows(path string) bool { return b.pkgs[path] }

// Packages returns every import path the table has an entry in, sorted.
func (b *Base) Packages() []string {
	out := make([]string, 0, len(b.pkgs))
	for p := range b.pkgs {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// Funcs returns every function entry, sorted by name.
func (b *Base) Funcs() []*Func {
	out := make([]*Func, 0, len(b.funcs))
	for _, f := range b.funcs {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Fields returns every field entry, sorted by name.
func (b *Base) Fields() []*Field {
	out := make([]*Field, 0, len(b.fields))
	for _, f := range b.fields {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Headers returns the key headers, sorted.
func (b *Base) Headers() []*Header {
	out := make([]*Header, 0, len(b.headers))
	for _, h := range b.headers {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// New builds a Base from the built-in tables plus extra entries; an extra
// entry with the name of a built-in one replaces it.
func New(extra ...*Func) (*Base, error) {
	seen := make(map[string]bool)
	for _, table := range builtinFuncs {
		for _, f := range table {
			if seen[f.Name] {
				return nil, fmt.Errorf("knowledge: duplicate entry %s", f.Name)
			}
			seen[f.Name] = true
		}
	}
	for _, f := range extra {
		if err := f.validate(); err != nil {
			return nil, err
		}
	}
	return build(extra), nil
}

// build is New without its checks.
func build(extra []*Func) *Base {
	b := &Base{
		funcs:         map[string]*Func{},
		fields:        map[string]*Field{},
		headers:       map[string]*Header{},
		pkgs:          map[string]bool{},
		funcPkgs:      map[string]bool{},
		headerSetters: map[string]bool{},
	}
	for _, table := range builtinFuncs {
		for _, f := range table {
			b.add(f)
		}
	}
	for _, f := range extra {
		b.add(f)
	}
	for _, table := range builtinFields {
		for _, f := range table {
			b.fields[f.Name] = f
			b.pkgs[pkgOfField(f.Name)] = true
		}
	}
	for _, h := range builtinHeaders {
		b.headers[strings.ToLower(h.Name)] = h
	}
	for _, s := range headerSetters {
		b.headerSetters[s] = true
		b.pkgs[PkgOf(s)] = true
	}
	return b
}

func (b *Base) add(f *Func) {
	b.funcs[f.Name] = f
	path := PkgOf(f.Name)
	b.pkgs[path] = true
	if path == "" {
		b.funcPkgs = nil
	} else if b.funcPkgs != nil {
		b.funcPkgs[path] = true
	}
}

// Default is the built-in table. Of two built-in entries with one name,
// which New reports and TestTableConsistent rules out, it keeps the later.
var Default = build(nil)

// validate checks a user-supplied entry.
func (f *Func) validate() error {
	if f.Name == "" {
		return fmt.Errorf("knowledge entry without a name")
	}
	if PkgOf(f.Name) == "" {
		return fmt.Errorf("knowledge entry %q: not a qualified name such as \"(*example.com/pkg.Client).Do\" or \"example.com/pkg.Send\"", f.Name)
	}
	if len(f.Roles) == 0 {
		return fmt.Errorf("knowledge entry %q: no role", f.Name)
	}
	for _, r := range f.Roles {
		if !validRole[r] {
			return fmt.Errorf("knowledge entry %q: unknown role %q", f.Name, r)
		}
	}
	for _, r := range refinements {
		if !r.set(f) {
			continue
		}
		if !r.valid(f) {
			return fmt.Errorf("knowledge entry %q: invalid %s", f.Name, r.field)
		}
		if !f.HasAny(r.roles...) {
			return fmt.Errorf("knowledge entry %q: %s refines %s, a role the entry does not play", f.Name, r.field, roleList(r.roles))
		}
	}
	for _, n := range []string{f.Key, f.Msg, f.Callback, f.Query, f.Method, f.Pattern, f.Schema, f.AutoAck} {
		if n != "" && f.Index(n) == NoParam {
			return fmt.Errorf("knowledge: %s has no parameter %q (params %v)", f.Name, n, f.Params)
		}
	}
	return nil
}

// refinement is a field of Func that refines some roles: set on an entry
// that plays none of them, it would mean nothing.
type refinement struct {
	field    string
	roles    []Role
	required bool // every built-in entry of the roles sets it
	set      func(*Func) bool
	valid    func(*Func) bool
}

var refinements = []refinement{
	{"Effect", []Role{Effect}, true, func(f *Func) bool { return f.Effect != 0 }, func(f *Func) bool { return valid(effectKindNames[:], f.Effect) }},
	{"Source", []Role{Source}, true, func(f *Func) bool { return f.Source != 0 }, func(f *Func) bool { return valid(sourceKindNames[:], f.Source) }},
	{"SQL", []Role{SQL}, true, func(f *Func) bool { return f.SQL != 0 }, func(f *Func) bool { return valid(sqlKindNames[:], f.SQL) }},
	{"Result", []Role{Check, Claim, Verify}, true, func(f *Func) bool { return f.Result != 0 }, func(f *Func) bool { return valid(resultShapeNames[:], f.Result) }},
	{"Consume", []Role{Consume}, false, func(f *Func) bool { return f.Consume != 0 }, func(f *Func) bool { return valid(consumeModeNames[:], f.Consume) }},
	{"AutoAck", []Role{Consume}, false, func(f *Func) bool { return f.AutoAck != "" }, func(f *Func) bool { return f.Consume == ModeAutoAckParam }},
	{"Opt", []Role{Consume}, false, func(f *Func) bool { return f.Opt != "" }, func(f *Func) bool { return f.Consume == ModeAutoCommit }},
	{"Verb", []Role{Route, Effect}, false, func(f *Func) bool { return f.Verb != "" }, func(f *Func) bool {
		return f.Verb == strings.ToUpper(f.Verb) && (!f.Has(Effect) || f.Has(Route) || f.Effect == KindHTTP)
	}},
	{"Retries", []Role{Effect, HTTPSend, None}, false, func(f *Func) bool { return f.Retries }, func(*Func) bool { return true }},
	{"Activity", []Role{Retry}, false, func(f *Func) bool { return f.Activity }, func(*Func) bool { return true }},
	{"OneRow", []Role{SQL}, false, func(f *Func) bool { return f.OneRow }, func(*Func) bool { return true }},
	{"Offset", []Role{Ack}, false, func(f *Func) bool { return f.Offset }, func(*Func) bool { return true }},
}

// HasAny reports whether f plays any of the roles rs.
func (f *Func) HasAny(rs ...Role) bool {
	for _, r := range rs {
		if f.Has(r) {
			return true
		}
	}
	return false
}

func roleList(rs []Role) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = string(r)
	}
	return strings.Join(s, " or ")
}

// SetKind sets the refinement that the configuration key `kind` names for
// the roles f plays: the effect kind of an Effect, the source kind of a
// Source, exec or query for SQL. An entry that plays none of them takes no
// kind.
func (f *Func) SetKind(kind string) (err error) {
	if kind == "" {
		return nil
	}
	switch {
	case f.Has(Effect):
		f.Effect, err = ParseEffectKind(kind)
	case f.Has(Source):
		f.Source, err = ParseSourceKind(kind)
	case f.Has(SQL):
		f.SQL, err = ParseSQLKind(kind)
	default:
		err = fmt.Errorf("kind %q refines an effect, a source or sql; the entry plays none of them", kind)
	}
	if err != nil {
		return fmt.Errorf("knowledge entry %q: %v", f.Name, err)
	}
	return nil
}

var validRole = map[Role]bool{
	None: true, Effect: true, Ack: true, Nack: true, Check: true, Claim: true, Record: true,
	KeySink: true, Source: true, Retry: true, Delta: true, SQL: true, TxBegin: true,
	TxCommit: true, Consume: true, HTTPRequest: true, HTTPSend: true, Propagate: true, Go: true,
	Expire: true, Route: true, Tool: true, Insert: true, Release: true, Query: true, Verify: true,
	ReadOnly: true,
}

// Roles lists every valid role name, sorted.
func Roles() []Role {
	out := make([]Role, 0, len(validRole))
	for r := range validRole {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// PkgOf returns the import path of a full name such as
// "(*github.com/segmentio/kafka-go.Reader).CommitMessages" or "time.Now".
func PkgOf(full string) string {
	s := full
	if strings.HasPrefix(s, "(") {
		i := strings.Index(s, ")")
		if i < 0 {
			return ""
		}
		s = strings.TrimPrefix(s[1:i], "*")
	}
	// The last element before the final dot is the package path; a path's
	// last element may itself hold dots (gopkg.in/yaml.v3), names never do.
	i := strings.LastIndex(s, ".")
	if i <= 0 || strings.LastIndex(s, "/") > i {
		return ""
	}
	return s[:i]
}

func pkgOfField(name string) string {
	// "pkgpath.Type.Field": drop the last two elements.
	i := strings.LastIndex(name, ".")
	if i < 0 {
		return ""
	}
	return PkgOf(name[:i])
}

// builtinFuncs, builtinFields and builtinHeaders are filled by the
// per-ecosystem files' init-free package-level tables.
var builtinFuncs = [][]*Func{sqlFuncs, gormFuncs, jinzhuGormFuncs, entFuncs, redisFuncs, redisV8Funcs, kafkaFuncs, amqpFuncs, natsFuncs, pubsubFuncs, sqsFuncs, dynamodbFuncs, watermillFuncs, asynqFuncs, stripeFuncs, lndFuncs, githubFuncs, graphqlFuncs, slackFuncs, jiraFuncs, incidentFuncs, httpFuncs, routerFuncs, mcpFuncs, mcpReadOnly, idsFuncs, retryFuncs, temporalFuncs, mongoFuncs, stdFuncs, authFuncs, mailFuncs}
var builtinFields = [][]*Field{stripeFields, lndFields, sqsFields, dynamodbFields, temporalFields, amqpFields, natsFields, mcpFields}
var builtinHeaders = append(append([]*Header{}, httpHeaders...), natsHeaders...)
var headerSetters = append(append([]string{}, httpHeaderSetters...), natsHeaderSetters...)
