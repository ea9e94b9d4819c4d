package knowledge

import (
	"go/types"
	"strings"
	"testing"
)

// TestTableConsistent checks every built-in entry: a known role, a qualified
// name, and every named argument present in Params (validate checks it).
func TestTableConsistent(t *testing.T) {
	b, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range b.Funcs() {
		if err := f.validate(); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
		if f.Has(None) && f.Why == "" {
			t.Errorf("%s: a deliberate negative needs a Why", f.Name)
		}
		if f.Has(Retry) && f.Callback == "" {
			t.Errorf("%s: retry without a Callback", f.Name)
		}
		if f.Has(SQL) && f.Query == "" {
			t.Errorf("%s: SQL without a Query", f.Name)
		}
		if (f.Has(KeySink) || f.Has(Claim) || f.Has(Check)) && f.Key == "" {
			t.Errorf("%s: %v without a Key", f.Name, f.Roles)
		}
		for _, r := range refinements {
			if r.required && f.HasAny(r.roles...) && !r.set(f) {
				t.Errorf("%s: %s without its %s", f.Name, roleList(r.roles), r.field)
			}
		}
		if f.Has(Tool) && f.Callback == "" {
			t.Errorf("%s: a tool without a handler (Callback)", f.Name)
		}
		if f.Has(Route) && f.Callback == "" && f.Method == "" {
			t.Errorf("%s: a route that neither registers a handler (Callback) nor sets a method (Method)", f.Name)
		}
		for _, n := range []string{f.Key, f.Msg, f.Callback, f.Query, f.Method, f.Pattern, f.Schema, f.AutoAck} {
			if n == "recv" && !f.IsMethod() {
				t.Errorf("%s: names the receiver of a function", f.Name)
			}
		}
	}
	for _, f := range b.Fields() {
		if strings.Count(f.Name, ".") < 2 || pkgOfField(f.Name) == "" {
			t.Errorf("field %q: want pkgpath.Type.Field", f.Name)
		}
	}
}

// TestIndexUnknownName: a name not in Params is NoParam for Index and Pos
// (a method's too), and validate rejects the entry that names it.
func TestIndexUnknownName(t *testing.T) {
	f := &Func{Name: "example.com/p.F", Params: []string{"ctx", "key"}, Roles: []Role{KeySink}, Key: "key"}
	if got := f.Index("key"); got != 1 {
		t.Fatalf("Index(key) = %d, want 1", got)
	}
	if got := f.Index("recv"); got != -1 {
		t.Fatalf("Index(recv) = %d, want -1", got)
	}
	if got := f.Index("kye"); got != NoParam {
		t.Errorf("Index(kye) = %d, want NoParam", got)
	}
	m := &Func{Name: "(*example.com/p.C).F", Params: []string{"ctx", "key"}}
	if got := m.Pos("kye"); got != NoParam {
		t.Errorf("Pos(kye) of a method = %d, want NoParam", got)
	}
	if err := f.validate(); err != nil {
		t.Fatal(err)
	}
	f.Key = "kye"
	want := `knowledge: example.com/p.F has no parameter "kye" (params [ctx key])`
	if err := f.validate(); err == nil || err.Error() != want {
		t.Errorf("validate() = %v, want %s", err, want)
	}
}

// TestPos: receiver-first positions, as ssa.Function.Params numbers them.
func TestPos(t *testing.T) {
	m := &Func{Name: "(*example.com/p.C).Send", Params: []string{"ctx", "key"}}
	f := &Func{Name: "example.com/p.Send", Params: []string{"ctx", "key"}}
	for _, tc := range []struct {
		f    *Func
		name string
		want int
	}{{m, "recv", 0}, {m, "ctx", 1}, {m, "key", 2}, {f, "recv", -1}, {f, "ctx", 0}, {f, "key", 1}} {
		if got := tc.f.Pos(tc.name); got != tc.want {
			t.Errorf("%s: Pos(%s) = %d, want %d", tc.f.Name, tc.name, got, tc.want)
		}
	}
	if !m.HasParam("key") || m.HasParam("recv") || m.HasParam("kye") {
		t.Error("HasParam disagrees with Params")
	}
}

func TestPkgOf(t *testing.T) {
	for full, want := range map[string]string{
		"(*github.com/segmentio/kafka-go.Reader).CommitMessages": "github.com/segmentio/kafka-go",
		"time.Now":                           "time",
		"(net/http.Header).Set":              "net/http",
		"github.com/google/uuid.NewString":   "github.com/google/uuid",
		"(*gopkg.in/yaml.v3.Decoder).Decode": "gopkg.in/yaml.v3",
		"nodot":                              "",
	} {
		if got := PkgOf(full); got != want {
			t.Errorf("PkgOf(%q) = %q, want %q", full, got, want)
		}
	}
}

func TestUserEntries(t *testing.T) {
	b, err := New(&Func{Name: "(*example.com/pay.Client).Charge", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "req"}})
	if err != nil {
		t.Fatal(err)
	}
	if b.LookupName("(*example.com/pay.Client).Charge") == nil || !b.Knows("example.com/pay") {
		t.Fatal("user entry not found")
	}
	for _, bad := range []*Func{
		{Name: "Charge", Roles: []Role{Effect}},
		{Name: "example.com/pay.Charge"},
		{Name: "example.com/pay.Charge", Roles: []Role{"teleport"}},
		{Name: "example.com/pay.Charge", Roles: []Role{KeySink}, Key: "key", Params: []string{"id"}},
	} {
		if _, err := New(bad); err == nil {
			t.Errorf("New(%+v) accepted a bad entry", bad)
		}
	}
}

func TestIsKeyHeader(t *testing.T) {
	for name, want := range map[string]bool{
		"Idempotency-Key":     true,
		"idempotency-key":     true,
		"X-Idempotency-Key":   true,
		"Idempotence-Key":     true, // a provider's own spelling
		"X-Idempotent-Token":  true,
		"X-Request-Id":        false, // a trace ID unless the table says otherwise
		"Content-Type":        false,
		"X-Correlation-Id":    false,
		"X-Deduplication-Key": false,
	} {
		if got := Default.IsKeyHeader(name); got != want {
			t.Errorf("IsKeyHeader(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestStore pins the store of entries whose package path is a prefix of
// another (sync, not sync/atomic; pgx/v5 and its pgxpool) or has a dot in
// its last element.
func TestStore(t *testing.T) {
	for name, want := range map[string]Store{
		"(*sync.Map).LoadOrStore":                                 StoreSyncMap,
		"(*github.com/jackc/pgx/v5/pgxpool.Pool).Exec":            StoreSQL,
		"(*github.com/redis/go-redis/v9.Client).SetNX":            StoreRedis,
		"(*github.com/nats-io/nats.go/jetstream.Msg).Ack":         StoreUnknown,
		"github.com/stripe/stripe-go/v82.NewIdempotencyKey":       StoreUnknown,
		"(*go.mongodb.org/mongo-driver/mongo.Collection).FindOne": StoreMongo,
	} {
		if got := (&Func{Name: name}).Store(); got != want {
			t.Errorf("Store(%s) = %q, want %q", name, got, want)
		}
	}
	if !StoreSyncMap.InProcess() || StoreRedis.InProcess() {
		t.Error("InProcess: sync.Map is in process, Redis is not")
	}
}

// TestKindNames: every constant of a refinement type has a name that parses
// back to it, and the zero value prints as nothing.
func TestKindNames(t *testing.T) {
	for _, k := range EffectKinds() {
		if got, err := ParseEffectKind(k.String()); err != nil || got != k {
			t.Errorf("ParseEffectKind(%q) = %v, %v", k, got, err)
		}
	}
	for _, k := range SourceKinds() {
		if got, err := ParseSourceKind(k.String()); err != nil || got != k {
			t.Errorf("ParseSourceKind(%q) = %v, %v", k, got, err)
		}
	}
	for _, k := range SQLKinds() {
		if got, err := ParseSQLKind(k.String()); err != nil || got != k {
			t.Errorf("ParseSQLKind(%q) = %v, %v", k, got, err)
		}
	}
	var names []string
	for _, m := range ConsumeModes() {
		names = append(names, m.String())
	}
	for _, s := range ResultShapes() {
		names = append(names, s.String())
	}
	for _, n := range names {
		if n == "" || strings.HasPrefix(n, "invalid") {
			t.Errorf("a constant without a name: %q", n)
		}
	}
	if s := EffectKind(0).String() + SourceKind(0).String() + SQLKind(0).String() + ConsumeMode(0).String() + ResultShape(0).String(); s != "" {
		t.Errorf("zero values print %q, want nothing", s)
	}
	if _, err := ParseEffectKind("paymnet"); err == nil || !strings.Contains(err.Error(), "payment, publish, sql, http, notify, store, workflow") {
		t.Errorf("ParseEffectKind(paymnet): %v", err)
	}
}

// TestRefinementOnItsRole: a refinement on an entry that does not play the
// role it refines is an error, as is a value outside its constants; the
// configuration's kind goes to the field of the entry's role.
func TestRefinementOnItsRole(t *testing.T) {
	for _, tc := range []struct {
		f    Func
		want string
	}{
		{Func{Roles: []Role{Effect}, Effect: KindPayment}, ""},
		{Func{Roles: []Role{Check}, Effect: KindPayment}, "Effect refines effect"},
		{Func{Roles: []Role{Effect}, Source: SrcUUID}, "Source refines source"},
		{Func{Roles: []Role{Effect}, Effect: EffectKind(99)}, "invalid Effect"},
		{Func{Roles: []Role{Source}, SQL: KindSQLExec}, "SQL refines sql"},
		{Func{Roles: []Role{Effect}, Result: ResultCmd}, "Result refines check or claim"},
		{Func{Roles: []Role{Claim}, Result: ResultCmd, Params: []string{"key"}, Key: "key"}, ""},
		{Func{Roles: []Role{Retry}, Consume: ModeCallback}, "Consume refines consume"},
		{Func{Roles: []Role{Consume}, Consume: ModeCallback, Opt: "p.Opt"}, "invalid Opt"},
		{Func{Roles: []Role{Check}, Verb: "POST"}, "Verb refines route or effect"},
		{Func{Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST"}, ""},
		{Func{Roles: []Role{Effect}, Effect: KindPayment, Verb: "POST"}, "invalid Verb"},
		{Func{Roles: []Role{Route}, Verb: "post"}, "invalid Verb"},
		{Func{Roles: []Role{Consume}, Activity: true}, "Activity refines retry"},
		{Func{Roles: []Role{Check}, Retries: true}, "Retries refines effect or httpsend or none"},
	} {
		tc.f.Name = "example.com/p.F"
		err := tc.f.validate()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%v: validate() = %v, want %q", tc.f.Roles, err, tc.want)
		}
	}
	f := &Func{Name: "example.com/p.F", Roles: []Role{Source}}
	if err := f.SetKind("uuid"); err != nil || f.Source != SrcUUID {
		t.Errorf("SetKind(uuid) on a source: %v, %v", f.Source, err)
	}
	f = &Func{Name: "example.com/p.F", Roles: []Role{Check}}
	if err := f.SetKind("uuid"); err == nil {
		t.Errorf("SetKind(uuid) on a check: no error")
	}
}

// TestLookupEveryEntry builds, for every entry, a function or method of
// that full name and looks it up: Lookup's shortcuts (the package filter,
// the name of a package-level function built without FullName) must find
// each, and a function of the same name in another package must not.
func TestLookupEveryEntry(t *testing.T) {
	if Default.funcPkgs == nil {
		t.Fatal("an entry has no package path: Lookup renders every name")
	}
	pkgs := map[string]*types.Package{}
	pkg := func(path string) *types.Package {
		if p := pkgs[path]; p == nil {
			pkgs[path] = types.NewPackage(path, path[strings.LastIndex(path, "/")+1:])
		}
		return pkgs[path]
	}
	other := types.NewPackage("example.com/elsewhere", "elsewhere")
	for _, e := range Default.Funcs() {
		path := PkgOf(e.Name)
		var fn, twin *types.Func
		if recv, name, ok := strings.Cut(strings.TrimPrefix(e.Name, "("), ")."); ok && strings.HasPrefix(e.Name, "(") {
			ptr := strings.HasPrefix(recv, "*")
			tname := recv[strings.LastIndex(recv, ".")+1:]
			fn, twin = method(pkg(path), tname, name, ptr), method(other, tname, name, ptr)
		} else {
			name := e.Name[len(path)+1:]
			sig := types.NewSignatureType(nil, nil, nil, nil, nil, false)
			fn, twin = types.NewFunc(0, pkg(path), name, sig), types.NewFunc(0, other, name, sig)
		}
		if got := Default.Lookup(fn); got != e {
			t.Errorf("Lookup(%s) = %v, want its entry", fn.FullName(), got)
		}
		if got := Default.Lookup(twin); got != nil {
			t.Errorf("Lookup(%s) = %s, want nil", twin.FullName(), got.Name)
		}
	}
}

// method returns method name of the named type pkg.tname (on its pointer
// if ptr).
func method(pkg *types.Package, tname, name string, ptr bool) *types.Func {
	obj := pkg.Scope().Lookup(tname)
	if obj == nil {
		obj = types.NewTypeName(0, pkg, tname, nil)
		types.NewNamed(obj.(*types.TypeName), types.NewStruct(nil, nil), nil)
		pkg.Scope().Insert(obj)
	}
	var rt types.Type = obj.Type()
	if ptr {
		rt = types.NewPointer(rt)
	}
	sig := types.NewSignatureType(types.NewVar(0, pkg, "r", rt), nil, nil, nil, nil, false)
	return types.NewFunc(0, pkg, name, sig)
}
