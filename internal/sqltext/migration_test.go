package sqltext

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

func readMigration(tb testing.TB) string {
	tb.Helper()
	b, err := os.ReadFile("testdata/migration.sql")
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// TestMigrationFile reads a whole PostgreSQL migration: comments, dollar-quoted
// function bodies, strings holding separators, CTEs, and the schema it builds.
func TestMigrationFile(t *testing.T) {
	in := readMigration(t)
	stmts := Split(in)
	var got []string
	for _, s := range stmts {
		if in[s.Offset:s.Offset+len(s.Text)] != s.Text {
			t.Fatalf("Text %q not at Offset %d", s.Text, s.Offset)
		}
		got = append(got, s.Kind.String()+" "+s.QualifiedTable())
	}
	want := []string{
		"other ", "other ",
		"create table billing.accounts", "other ",
		"create table billing.idempotency_keys", "create index billing.idempotency_keys",
		"create table billing.payments", "create index billing.payments", "create index billing.payments", "create index billing.payments",
		"create table billing.ledger", "alter table billing.ledger",
		"create table billing.inbox", "create index billing.inbox", "alter table billing.inbox",
		"create table billing.outbox", "create index billing.outbox",
		"other ", "other ", "other ", "other ", "other ", "other ",
		"insert billing.accounts", "insert billing.idempotency_keys",
		"update billing.payments", "update billing.payments",
		"delete billing.outbox", "delete billing.idempotency_keys",
		"insert billing.ledger", "insert billing.inbox",
		"select billing.inbox", "select billing.payments",
		"other ", "other ", "other ",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("statements:\n got  %q\n want %q", got, want)
	}

	// Line numbers of a few statements, as a caller reporting inside the file computes them.
	lineOf := func(s Statement) int { return 1 + strings.Count(in[:s.Offset], "\n") }
	if l := lineOf(stmts[2]); l != 13 {
		t.Errorf("CREATE TABLE accounts on line %d, want 13", l)
	}

	c := NewCatalog(stmts)
	checks := []struct {
		table string
		cols  []string
		want  bool
	}{
		{"accounts", []string{"tenant_id", "external_ref"}, true},
		{"accounts", []string{"external_ref"}, false},
		{"idempotency_keys", []string{"tenant_id", "key"}, true},
		{"idempotency_keys", []string{"key"}, false},
		{"payments", []string{"account_id", "idempotency_key"}, true},
		{"payments", []string{"provider_charge"}, false}, // partial
		{"ledger", []string{"payment_id", "entry_kind"}, true},
		{"inbox", []string{"consumer", "message_id"}, true},
		{"outbox", []string{"aggregate_id"}, false},
	}
	for _, ch := range checks {
		if got := c.Lookup("billing", ch.table).UniqueOn(ch.cols...); got != ch.want {
			t.Errorf("%s UniqueOn(%q) = %v", ch.table, ch.cols, got)
		}
	}

	backfill := stmts[25]
	if got := sets(backfill.Set); !reflect.DeepEqual(got, []string{"attempts:add", "tags:array", "metadata:merge", "updated_at:none"}) {
		t.Errorf("backfill Set = %q", got)
	}
	upsert := stmts[30]
	if upsert.Conflict != ConflictDoUpdate || !reflect.DeepEqual(sets(upsert.ConflictSet), []string{"payload:none", "received_at:other"}) ||
		len(upsert.ConflictWhere) != 1 || upsert.ConflictWhere[0].Op != "is null" {
		t.Errorf("inbox upsert: %v %q %+v", upsert.Conflict, sets(upsert.ConflictSet), upsert.ConflictWhere)
	}
	if p := stmts[31]; p.Probe != ProbeExists || len(p.Where) != 2 {
		t.Errorf("probe: %v %+v", p.Probe, p.Where)
	}
}

func BenchmarkSplit(b *testing.B) {
	in := readMigration(b)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		Split(in)
	}
}
