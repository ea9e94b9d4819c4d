package summary

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// TestFactCodec round-trips a fact through gob, as the drivers do, and
// checks that encoding is deterministic and small.
func TestFactCodec(t *testing.T) {
	f := &Fact{}
	f.add(Item{Role: knowledge.Source, Source: knowledge.SrcUUID, Param: -1, Field: "ID", Via: []string{"keys.New", "uuid.NewString"}})
	f.add(Item{Role: knowledge.Ack, Param: 1, Via: []string{"sarama.ConsumerGroupSession.MarkMessage"}})
	f.add(Item{Role: knowledge.Effect, Effect: knowledge.KindPayment, Param: -1, Via: []string{"paymentintent.New"}})
	f.add(Item{Role: knowledge.KeySink, Param: 2, Field: "TransactionID", Via: []string{"asynq.TaskID"}})
	f.add(Item{Role: knowledge.Consume, Consume: knowledge.ModeCallback, Param: 1, Via: []string{"nats.Conn.Subscribe"}})
	f.add(Item{Role: knowledge.Claim, Param: 1, Store: knowledge.StoreSyncMap, Via: []string{"dedup.Seen", "sync.Map.LoadOrStore"}})
	f.add(Item{Role: knowledge.Claim, Param: 1, Store: knowledge.StoreRedis, Via: []string{"dedup.Claim", "redis.SetNX"}})
	f.add(Item{Role: knowledge.Claim, Param: 3, Store: knowledge.StoreSQL, Args: []int{0, 2}, Buckets: []int{2}, Via: []string{"sql.DB.ExecContext"}})
	f.add(Item{Role: knowledge.KeySink, Param: 4, Field: "CreatedAt", Bucket: true, Via: []string{"db.Queries.CreateUniqueReading", "db.DBTX.QueryRow"}})
	f.add(Item{Role: RowWrite, Param: 1, Store: knowledge.StoreSQL, Table: "payment_claims", Via: []string{"db.Queries.CompleteClaim", "db.DBTX.ExecContext"}})
	f.add(Item{Role: ClaimResult, Param: -1, Table: "payment_claims", Via: []string{"db.DBTX.ExecContext"}})
	f.add(Item{Role: UniqueInsert, Param: 2, Field: "EventID", Store: knowledge.StoreSQL, Table: "webhook_events", Via: []string{"repo.Repo.SaveEvent", "gorm.DB.Create"}})
	f.add(Item{Role: UniqueInsert, Param: 3, Store: knowledge.StoreSQL, Args: []int{0}, Table: "processed_events", Via: []string{"sql.DB.ExecContext"}})
	f.add(Item{Role: TableWrite, Param: -1, Table: "wallets", Via: []string{"repo.Repo.Credit", "gorm.DB.Exec"}})
	f.add(Item{Role: TableWrite, Param: -1, Table: "processed_events", Via: []string{"sql.DB.ExecContext"}})
	f.add(Item{Role: knowledge.HTTPRequest, Param: 2, Via: []string{"http.NewRequestWithContext"}})
	f.add(Item{Role: knowledge.HTTPRequest, Param: -1, Verb: "POST", Via: []string{"api.NewChargeRequest"}})
	f.add(Item{Role: RetryingClient, Param: -1, Via: []string{"retryablehttp.Client.StandardClient"}})
	f.add(Item{Role: knowledge.Retry, Param: 2, Via: []string{"a loop"}})
	f.add(Item{Role: GraphQLDoc, Effect: knowledge.KindHTTP, Param: 1, Via: []string{"linear.LinearClient.executeGraphQL", "http.Client.Do"}})
	f.add(Item{Role: GraphQLDoc, Param: 2, Via: []string{"gql.Client.do", "http.Client.Do"}})
	f.add(Item{Role: postBody, Effect: knowledge.KindHTTP, Param: 2, Via: []string{"http.Client.Do"}})
	f.add(Item{Role: ResultField, Param: 3, Field: "PaymentRequest"})
	f.add(Item{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1, ByVerb: true, Converges: true, Via: []string{"api.Client.put", "http.Client.Do"}})
	f.add(Item{Role: ResultField, Param: 2, Field: "UserID"})
	f.add(Item{Role: ResultField, Param: 3, Field: "Memo"})
	f.add(Item{Role: knowledge.Insert, Effect: knowledge.KindSQL, Param: -1, Lapses: true, Via: []string{"store.Store.CreateSession", "sql.DB.ExecContext"}})
	f.normalize()

	encode := func(f *Fact) []byte {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b := encode(f), encode(f)
	if !bytes.Equal(a, b) {
		t.Fatal("gob encoding of a fact is not deterministic")
	}
	var back Fact
	if err := gob.NewDecoder(bytes.NewReader(a)).Decode(&back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(f, &back) {
		t.Fatalf("round trip changed the fact:\n got %v\nwant %v", &back, f)
	}
	if got, want := f.String(), "summary{ack(1) claim(1) claim@sync.Map(1) claim(3) claim-result consume:callback(1) effect:http~verb~converges effect:payment graphql-doc:http(1) graphql-doc(2) httprequest:POST httprequest(2) insert:sql~lapses keysink(2.TransactionID) keysink(4.CreatedAt)~bucket post-body:http(2) result-field(2.UserID) result-field(3.Memo) result-field(3.PaymentRequest) retry(2) retrying-client row-write(1) source:uuid unique-insert(2.EventID) unique-insert(3)}"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}

	// A fact at its bounds stays small: maxItems items with MaxVia-long
	// chains of long names.
	big := &Fact{}
	long := "github.com/some/very/long/module/path/v9/internal/pkg.Type.Method"
	for i := 0; i < maxItems+10; i++ {
		big.add(Item{Role: knowledge.Ack, Param: i, Via: []string{long, long, long, long, long, long}})
	}
	if len(big.Items) != maxItems {
		t.Errorf("fact holds %d items, want the cap %d", len(big.Items), maxItems)
	}
	if n := len(encode(big)); n > 32<<10 {
		t.Errorf("a fact at its bounds encodes to %d bytes, want ≤ 32 KiB", n)
	}
}

// TestFieldMerge checks that a key role found through two fields of one
// parameter, or through a field and the whole parameter, applies to the
// whole parameter, and that the merge counts as a change (the fixpoint
// must run again).
func TestFieldMerge(t *testing.T) {
	for _, second := range []string{"Other", ""} {
		f := &Fact{}
		f.add(Item{Role: knowledge.KeySink, Param: 0, Field: "ID"})
		if !f.add(Item{Role: knowledge.KeySink, Param: 0, Field: second}) {
			t.Errorf("adding field %q to field ID: no change reported", second)
		}
		if got := f.String(); got != "summary{keysink(0)}" {
			t.Errorf("after adding field %q: %s, want summary{keysink(0)}", second, got)
		}
		if f.add(Item{Role: knowledge.KeySink, Param: 0, Field: "ID"}) {
			t.Errorf("a field added to the whole parameter changed the fact")
		}
	}
}

// TestResultFieldItems checks that ResultField items of one parameter stay
// one per field, where a key role's merge into the whole parameter, and
// that normalize orders them by field whatever order they were found in.
func TestResultFieldItems(t *testing.T) {
	x, y := &Fact{}, &Fact{}
	for _, name := range []string{"PaymentRequest", "Amount", "Destination"} {
		x.add(Item{Role: ResultField, Param: 4, Field: name})
	}
	for _, name := range []string{"Destination", "PaymentRequest", "Amount"} {
		y.add(Item{Role: ResultField, Param: 4, Field: name})
	}
	if y.add(Item{Role: ResultField, Param: 4, Field: "Amount"}) {
		t.Errorf("the same field added again changed the fact")
	}
	x.normalize()
	y.normalize()
	want := "summary{result-field(4.Amount) result-field(4.Destination) result-field(4.PaymentRequest)}"
	if x.String() != want || y.String() != want {
		t.Errorf("got %s and %s, want %s", x, y, want)
	}
}

// TestBucketMerge checks that a key that is a time bucket on one path and
// not on another is no bucket: the clock is reported unless every key
// value reaching the parameter is bucketed by its store.
func TestBucketMerge(t *testing.T) {
	f := &Fact{}
	f.add(Item{Role: knowledge.Claim, Param: 1, Field: "CreatedAt", Bucket: true})
	if f.add(Item{Role: knowledge.Claim, Param: 1, Field: "CreatedAt", Bucket: true}) {
		t.Errorf("the same bucket added again changed the fact")
	}
	if !f.add(Item{Role: knowledge.Claim, Param: 1, Field: "CreatedAt"}) {
		t.Errorf("a key that is no bucket merged into a bucket: no change reported")
	}
	if got := f.String(); got != "summary{claim(1.CreatedAt)}" {
		t.Errorf("after the merge: %s, want summary{claim(1.CreatedAt)}", got)
	}
}

// TestByVerbMerge checks that an http effect seen as a POST on one chain
// and as a known mutation on another is no longer only a verb: a tool that
// declares itself read-only is reported for the known one.
func TestByVerbMerge(t *testing.T) {
	f := &Fact{}
	f.add(Item{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1, ByVerb: true})
	if got := f.String(); got != "summary{effect:http~verb}" {
		t.Errorf("a POST alone: %s, want summary{effect:http~verb}", got)
	}
	if !f.add(Item{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1}) {
		t.Errorf("a known mutation merged into a verb-only one: no change reported")
	}
	if got := f.String(); got != "summary{effect:http}" {
		t.Errorf("after the merge: %s, want summary{effect:http}", got)
	}
	if f.add(Item{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1, ByVerb: true}) {
		t.Errorf("a POST added after a known mutation changed the fact")
	}
}

// TestConvergesMerge checks that a PUT seen beside a POST no longer
// converges: a repeat of the POST applies it again.
func TestConvergesMerge(t *testing.T) {
	f := &Fact{}
	f.add(verbEffect("PUT", []string{"api.put"}))
	if got := f.String(); got != "summary{effect:http~verb~converges}" {
		t.Errorf("a PUT alone: %s, want summary{effect:http~verb~converges}", got)
	}
	if !f.add(verbEffect("POST", []string{"api.post"})) {
		t.Errorf("a POST merged into a PUT: no change reported")
	}
	if via := f.Items[0].Via; len(via) != 1 || via[0] != "api.post" {
		t.Errorf("after the merge the chain is %v, want the POST's: a message names what repeats", via)
	}
	if got := f.String(); got != "summary{effect:http~verb}" {
		t.Errorf("after the merge: %s, want summary{effect:http~verb}", got)
	}
	if f.add(verbEffect("DELETE", nil)) {
		t.Errorf("a DELETE added after a POST changed the fact")
	}
}

// TestLapsesMerge checks that a row that stays, merged into one that
// lapses, makes the insert lasting: a retry creates the lasting row again.
func TestLapsesMerge(t *testing.T) {
	f := &Fact{}
	f.add(Item{Role: knowledge.Insert, Effect: knowledge.KindSQL, Param: -1, Lapses: true, Via: []string{"store.CreateCode"}})
	if got := f.String(); got != "summary{insert:sql~lapses}" {
		t.Errorf("a lapsing insert alone: %s, want summary{insert:sql~lapses}", got)
	}
	if !f.add(Item{Role: knowledge.Insert, Effect: knowledge.KindSQL, Param: -1, Via: []string{"store.CreateInvite"}}) {
		t.Errorf("a lasting insert merged into a lapsing one: no change reported")
	}
	if via := f.Items[0].Via; len(via) != 1 || via[0] != "store.CreateInvite" {
		t.Errorf("after the merge the chain is %v, want the lasting row's", via)
	}
	if got := f.String(); got != "summary{insert:sql}" {
		t.Errorf("after the merge: %s, want summary{insert:sql}", got)
	}
	if f.add(Item{Role: knowledge.Insert, Effect: knowledge.KindSQL, Param: -1, Lapses: true}) {
		t.Errorf("a lapsing insert added after a lasting one changed the fact")
	}
}

// TestItemOrder checks that normalize orders items whatever order they
// were found in, so that facts are identical across runs.
func TestItemOrder(t *testing.T) {
	x, y := &Fact{}, &Fact{}
	items := []Item{
		{Role: knowledge.Source, Source: knowledge.SrcUUID, Param: -1},
		{Role: knowledge.Ack, Param: 2},
		{Role: knowledge.Ack, Param: 0},
		{Role: knowledge.Effect, Effect: knowledge.KindSQL, Param: -1},
		{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1},
	}
	for _, it := range items {
		x.add(it)
	}
	for i := len(items) - 1; i >= 0; i-- {
		y.add(items[i])
	}
	x.normalize()
	y.normalize()
	if x.String() != y.String() {
		t.Fatalf("order depends on discovery: %v vs %v", x, y)
	}
	// Kinds sort by name, as the strings they were sorted, not by value
	// (KindSQL is declared before KindHTTP): the first item of a role,
	// which messages name, stays the one it was.
	if got, want := x.String(), "summary{ack(0) ack(2) effect:http effect:sql source:uuid}"; got != want {
		t.Errorf("order = %s, want %s", got, want)
	}
}

func TestChain(t *testing.T) {
	for _, tc := range []struct {
		via  []string
		want string
	}{
		{nil, ""},
		{[]string{"uuid.NewString"}, "uuid.NewString"},
		{[]string{"keys.New", "uuid.NewString"}, "keys.New, which calls uuid.NewString"},
		{[]string{"pay.retry", "a loop"}, "pay.retry"},
		{[]string{"pay.Charge", "//idemlint:effect"}, "pay.Charge, which calls //idemlint:effect"},
	} {
		it := Item{Via: tc.via}
		if got := it.Chain(); got != tc.want {
			t.Errorf("Chain(%q) = %q, want %q", tc.via, got, tc.want)
		}
	}
}

// TestInheritedCodec round-trips an Inherited fact through gob.
func TestInheritedCodec(t *testing.T) {
	f := &Inherited{Entry: "(github.com/redis/go-redis/v9.cmdable).Exists", Impls: []string{"redis"}}
	back := analyzertest.FactCodec(t, f, 0)
	if !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact: got %v, want %v", back, f)
	}
}

// TestMadeCodec round-trips a Made fact through gob.
func TestMadeCodec(t *testing.T) {
	f := &Made{Results: []MadeResult{{Index: 0, Type: "redisStore", Pointer: true}, {Index: 2, Type: "Clock"}}}
	back := analyzertest.FactCodec(t, f, 0)
	if !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact: got %v, want %v", back, f)
	}
	if got, want := f.String(), "made(0:*redisStore 2:Clock)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// TestBuiltCodec round-trips a Built fact through gob, deterministically,
// with a method's items and its holes and their arguments.
func TestBuiltCodec(t *testing.T) {
	f := &Built{Results: []BuiltResult{{MadeResult: MadeResult{Index: 0, Type: "usecase", Pointer: true}, Methods: []BuiltMethod{
		{Name: "Cancel", Via: "orders.usecase.Cancel", Items: []Item{{Role: knowledge.Effect, Effect: knowledge.KindSQL, Param: -1, Via: []string{"sql.DB.ExecContext"}}}},
		{Name: "PlaceOrder", Via: "orders.usecase.PlaceOrder", Holes: []Hole{
			{Param: 0, Method: "Create", Args: []HoleArg{{Pos: 1, Uses: []ParamUse{{Param: 1}}}, {Pos: 2, Uses: []ParamUse{{Param: 2, Field: "ID"}}}}},
			{Param: 1, Method: "Publish", Args: []HoleArg{{Pos: 1, Uses: []ParamUse{{Param: 1}}}}},
		}},
	}}}}
	back := analyzertest.FactCodec(t, f, 0)
	if !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact: got %v, want %v", back, f)
	}
	if got, want := f.String(), "built(0:*usecase Cancel[summary{effect:sql}] PlaceOrder[hole(0.Create 1>1 2>2.ID) hole(1.Publish 1>1)])"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// TestFillHole: what a hole's call does, moved to the method that makes
// it: a key of an argument that derives from the method's parameter moves
// to that parameter (a field of it kept one level), a key minted in the
// method is a key of no parameter, an effect concerns none, and an ack of
// a value the method made itself says nothing.
func TestFillHole(t *testing.T) {
	h := Hole{Param: 0, Method: "Create", Args: []HoleArg{{Pos: 1, Uses: []ParamUse{{Param: 2, Field: "Order"}}}, {Pos: 2, Uses: []ParamUse{{Param: 3}}}}}
	cases := []struct {
		in   Item
		want []Item
	}{
		{Item{Role: knowledge.KeySink, Param: 1}, []Item{{Role: knowledge.KeySink, Param: 2, Field: "Order"}}},
		{Item{Role: knowledge.KeySink, Param: 1, Field: "ID"}, []Item{{Role: knowledge.KeySink, Param: 2}}},
		{Item{Role: knowledge.Claim, Param: 2, Field: "ID"}, []Item{{Role: knowledge.Claim, Param: 3, Field: "ID"}}},
		{Item{Role: knowledge.Claim, Param: 3, Field: "ID"}, []Item{{Role: knowledge.Claim, Param: -1}}},
		{Item{Role: knowledge.Effect, Effect: knowledge.KindPublish, Param: -1}, []Item{{Role: knowledge.Effect, Effect: knowledge.KindPublish, Param: -1}}},
		{Item{Role: knowledge.Ack, Param: 4}, nil},
	}
	for _, c := range cases {
		if got := fillHole(c.in, h); !reflect.DeepEqual(got, c.want) {
			t.Errorf("fillHole(%+v) = %+v, want %+v", c.in, got, c.want)
		}
	}
}
