package report

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestGeneratedCodec round-trips a Generated fact through gob, as the
// drivers do, and checks that the encoding is deterministic, independent
// of the order findings were found in, and small at its bounds.
func TestGeneratedCodec(t *testing.T) {
	findings := []GeneratedFinding{
		{Posn: "/src/db/query.sql.go:22:29", Category: "delta", Message: "balance = balance + $2 applies the delta again", SQL: "UPDATE accounts SET balance = balance + $2 WHERE id = $1", Via: []string{"db.Queries.CreditAccount"}},
		{Posn: "/src/db/query.sql.go:47:29", Category: "delta", Message: "balance = balance - 1 applies the delta again", Via: []string{"db.Queries.CreditBoth", "db.Queries.DebitFee"}},
		{Posn: "/src/wire/wire_gen.go:51:36", Category: "grpc", Message: "router.NewServer is handed a value whose PlaceOrder performs a publish", Via: []string{"app.InitApp"}, Related: []GeneratedRelated{{Posn: "/src/router/server.go:84:1", Message: "endpoint declared here"}}},
	}
	x, y := new(Generated), new(Generated)
	for _, g := range findings {
		x.add(g)
	}
	for i := len(findings) - 1; i >= 0; i-- {
		y.add(findings[i])
	}
	x.normalize()
	y.normalize()
	encode := func(f *Generated) []byte {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b := encode(x), encode(y)
	if !bytes.Equal(a, b) || !bytes.Equal(a, encode(x)) {
		t.Fatal("gob encoding of a Generated fact depends on discovery order or is not deterministic")
	}
	var back Generated
	if err := gob.NewDecoder(bytes.NewReader(a)).Decode(&back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(x, &back) {
		t.Fatalf("round trip changed the fact:\n got %+v\nwant %+v", &back, x)
	}
	if got, want := x.String(), "generated{query.sql.go:22 query.sql.go:47 wire_gen.go:51}"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}

	// The same finding through a shorter chain replaces the longer one.
	x.add(GeneratedFinding{Posn: findings[1].Posn, Message: findings[1].Message, Via: []string{"db.Queries.DebitFee"}})
	if got := x.Findings[1].Via; len(got) != 1 {
		t.Errorf("same finding through a shorter chain: via %q, want the shorter", got)
	}

	// A fact at its bounds stays small.
	big := new(Generated)
	long := strings.Repeat("x", 200)
	for i := 0; i < MaxGenerated+10; i++ {
		big.add(GeneratedFinding{Posn: long + ".go:" + strings.Repeat("9", i%5+1) + ":1", Message: long + string(rune('a'+i%26)) + strings.Repeat("y", i), SQL: long, Via: []string{long, long, long, long}})
	}
	if len(big.Findings) != MaxGenerated {
		t.Errorf("fact holds %d findings, want the cap %d", len(big.Findings), MaxGenerated)
	}
	if n := len(encode(big)); n > 64<<10 {
		t.Errorf("a fact at its bounds encodes to %d bytes, want ≤ 64 KiB", n)
	}
}

func TestFoldSQL(t *testing.T) {
	got := foldSQL("-- name: CreditAccount :exec\nUPDATE accounts\n   SET balance = balance + $2\nWHERE id = $1\n")
	if want := "UPDATE accounts SET balance = balance + $2 WHERE id = $1"; got != want {
		t.Errorf("foldSQL = %q, want %q", got, want)
	}
	if got := foldSQL(strings.Repeat("a ", 100)); len([]rune(got)) != 120 || !strings.HasSuffix(got, "…") {
		t.Errorf("a long statement is not cut at 120 characters: %q", got)
	}
}

func TestSplitPosn(t *testing.T) {
	file, line, col, ok := splitPosn("C:/src/db/query.sql.go:22:29")
	if !ok || file != "C:/src/db/query.sql.go" || line != 22 || col != 29 {
		t.Errorf("splitPosn = %q %d %d %v", file, line, col, ok)
	}
	if _, _, _, ok := splitPosn("query.sql.go"); ok {
		t.Error("splitPosn accepted a position without line and column")
	}
	if got := shortPosn("/src/db/query.sql.go:22:29"); got != "query.sql.go:22" {
		t.Errorf("shortPosn = %q", got)
	}
}

// TestPosition maps a finding's "file:line:col" back to a position in the
// driver's file set: the column when the line holds it, the line start
// when it does not (export data keeps lines only), nothing for a file the
// set does not hold.
func TestPosition(t *testing.T) {
	fset := token.NewFileSet()
	src := "package db\n\nfunc f() {\n\tq.db.Exec(ctx, creditAccount)\n}\n"
	tf := fset.AddFile("/src/db/query.sql.go", -1, len(src))
	tf.SetLinesForContent([]byte(src))
	fw := &forwarder{r: &Reporter{pass: &analysis.Pass{Fset: fset}}, pos: make(map[string]token.Pos)}
	for _, tc := range []struct {
		posn string
		want string
	}{
		{"/src/db/query.sql.go:4:11", "/src/db/query.sql.go:4:11"},
		{"/src/db/query.sql.go:4:99", "/src/db/query.sql.go:4:1"},
		{"/src/db/query.sql.go:9:1", "-"},
		{"/src/other.go:4:11", "-"},
	} {
		got := "-"
		if p := fw.position(tc.posn, nil); p.IsValid() {
			got = fset.Position(p).String()
		}
		if got != tc.want {
			t.Errorf("position(%q) = %s, want %s", tc.posn, got, tc.want)
		}
	}
}
