package sqltext

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestInsert(t *testing.T) {
	H := Hole
	type want struct {
		schema, table   string
		columns         []string
		conflict        Conflict
		conflictColumns []string
		constraint      string
		returning       bool
	}
	tests := []struct {
		sql  string
		want want
	}{
		// PostgreSQL.
		{"INSERT INTO public.idempotency_keys (key, response) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
			want{"public", "idempotency_keys", []string{"key", "response"}, ConflictDoNothing, []string{"key"}, "", false}},
		{"insert into processed (id) values ($1) on conflict do nothing returning id",
			want{"", "processed", []string{"id"}, ConflictDoNothing, nil, "", true}},
		{"INSERT INTO processed (id) VALUES ($1) ON CONFLICT ON CONSTRAINT processed_pkey DO NOTHING",
			want{"", "processed", []string{"id"}, ConflictDoNothing, nil, "processed_pkey", false}},
		{"INSERT INTO k (tenant_id, key, body) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, key) WHERE deleted_at IS NULL DO UPDATE SET body = EXCLUDED.body RETURNING id",
			want{"", "k", []string{"tenant_id", "key", "body"}, ConflictDoUpdate, []string{"tenant_id", "key"}, "", true}},
		{"INSERT INTO users (email) VALUES ($1) ON CONFLICT ((lower(email))) DO NOTHING",
			want{"", "users", []string{"email"}, ConflictDoNothing, []string{"lower(email)"}, "", false}},
		{`INSERT INTO "Events" ("Id", "Payload") VALUES ($1, $2)`,
			want{"", "Events", []string{"Id", "Payload"}, ConflictNone, nil, "", false}},
		{"INSERT INTO events (id, payload) VALUES ($1, 'a;b -- c'), ($2, $$x;y$$)",
			want{"", "events", []string{"id", "payload"}, ConflictNone, nil, "", false}},
		{"INSERT INTO t (a) SELECT x FROM s JOIN u ON s.id = u.id ON CONFLICT DO NOTHING",
			want{"", "t", []string{"a"}, ConflictDoNothing, nil, "", false}},
		{"WITH src AS (SELECT 1 AS a) INSERT INTO t (a) SELECT a FROM src",
			want{"", "t", []string{"a"}, ConflictNone, nil, "", false}},
		{"INSERT INTO t DEFAULT VALUES RETURNING id",
			want{"", "t", nil, ConflictNone, nil, "", true}},
		// MySQL.
		{"INSERT IGNORE INTO processed (id) VALUES (?)",
			want{"", "processed", []string{"id"}, ConflictIgnore, nil, "", false}},
		{"INSERT LOW_PRIORITY IGNORE processed (id) VALUES (?)",
			want{"", "processed", []string{"id"}, ConflictIgnore, nil, "", false}},
		{"INSERT INTO kv (k, v) VALUES (?, ?) ON DUPLICATE KEY UPDATE v = VALUES(v)",
			want{"", "kv", []string{"k", "v"}, ConflictDuplicateKey, nil, "", false}},
		{"REPLACE INTO `app`.`kv` (`k`, `v`) VALUES (?, ?)",
			want{"app", "kv", []string{"k", "v"}, ConflictReplace, nil, "", false}},
		{"INSERT INTO kv SET k = ?, v = ?",
			want{"", "kv", []string{"k", "v"}, ConflictNone, nil, "", false}},
		{"INSERT INTO kv SET k = ?, v = ? ON DUPLICATE KEY UPDATE v = ?",
			want{"", "kv", []string{"k", "v"}, ConflictDuplicateKey, nil, "", false}},
		// SQLite.
		{"INSERT OR IGNORE INTO processed(id) VALUES(?)",
			want{"", "processed", []string{"id"}, ConflictIgnore, nil, "", false}},
		{"INSERT OR REPLACE INTO kv (k, v) VALUES (?1, ?2)",
			want{"", "kv", []string{"k", "v"}, ConflictReplace, nil, "", false}},
		{"INSERT INTO kv (k, v) VALUES (:k, :v) ON CONFLICT(k) DO UPDATE SET v = excluded.v",
			want{"", "kv", []string{"k", "v"}, ConflictDoUpdate, []string{"k"}, "", false}},
		// SQL Server, CockroachDB.
		{"INSERT INTO [dbo].[t] ([a]) OUTPUT inserted.id VALUES (@p1)",
			want{"dbo", "t", []string{"a"}, ConflictNone, nil, "", true}},
		{"UPSERT INTO kv (k, v) VALUES ($1, $2)",
			want{"", "kv", []string{"k", "v"}, ConflictReplace, nil, "", false}},
		// Holes.
		{"INSERT INTO t (a) VALUES ($1) " + H,
			want{"", "t", []string{"a"}, ConflictUnknown, nil, "", false}},
		{"INSERT INTO t (a) VALUES " + H,
			want{"", "t", []string{"a"}, ConflictUnknown, nil, "", false}},
		{"INSERT INTO t (a) VALUES ($1), " + H,
			want{"", "t", []string{"a"}, ConflictUnknown, nil, "", false}},
		{"INSERT INTO t (a) VALUES ($1, " + H + ")",
			want{"", "t", []string{"a"}, ConflictNone, nil, "", false}},
		{"INSERT INTO t (a, " + H + ") VALUES ($1, $2)",
			want{"", "t", nil, ConflictNone, nil, "", false}},
		{"INSERT INTO " + H + " (a) VALUES ($1) ON CONFLICT DO NOTHING",
			want{"", "", []string{"a"}, ConflictDoNothing, nil, "", false}},
		{"INSERT INTO public." + H + " (a) VALUES ($1)",
			want{"", "", []string{"a"}, ConflictNone, nil, "", false}},
		{"INSERT INTO t (a) VALUES ($1) ON CONFLICT (a) " + H,
			want{"", "t", []string{"a"}, ConflictUnknown, []string{"a"}, "", false}},
		{"INSERT INTO t (a) VALUES ($1) ON CONFLICT (" + H + ") DO NOTHING",
			want{"", "t", []string{"a"}, ConflictDoNothing, nil, "", false}},
		{"INSERT " + H + " INTO t (a) VALUES (?)",
			want{"", "t", []string{"a"}, ConflictUnknown, nil, "", false}},
		{"INSERT IGNORE INTO t (a) VALUES " + H,
			want{"", "t", []string{"a"}, ConflictIgnore, nil, "", false}},
		{"INSERT INTO t (a) SELECT $1 WHERE x = " + H,
			want{"", "t", []string{"a"}, ConflictNone, nil, "", false}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.sql, H, "<H>"), func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != Insert || !s.IsWrite() {
				t.Fatalf("Kind = %v", s.Kind)
			}
			got := want{s.Schema, s.Table, s.Columns, s.Conflict, s.ConflictColumns, s.ConflictConstraint, s.Returning}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("\n got  %+v\n want %+v", got, tt.want)
			}
			wantUpsert := tt.want.conflict != ConflictNone && tt.want.conflict != ConflictUnknown
			if s.IsUpsert() != wantUpsert {
				t.Errorf("IsUpsert = %v", s.IsUpsert())
			}
		})
	}
}

func TestInsertSelectWhere(t *testing.T) {
	s := Parse("INSERT INTO processed (id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM processed WHERE id = $1)")
	if len(s.Where) != 1 || s.Where[0].Op != "" || !strings.HasPrefix(s.Where[0].Text, "NOT EXISTS") {
		t.Errorf("Where = %+v", s.Where)
	}
	s = Parse("INSERT INTO t (k) VALUES ($1) ON CONFLICT (k) DO UPDATE SET n = t.n + 1, v = $2 WHERE t.version < EXCLUDED.version RETURNING n")
	if len(s.ConflictWhere) != 1 || s.ConflictWhere[0].Column != "version" || s.ConflictWhere[0].Op != "<" ||
		s.ConflictWhere[0].Value != OperandColumn || !s.Returning {
		t.Errorf("ConflictWhere = %+v, Returning = %v", s.ConflictWhere, s.Returning)
	}
	if got := sets(s.ConflictSet); !reflect.DeepEqual(got, []string{"n:add", "v:none"}) {
		t.Errorf("ConflictSet = %q", got)
	}
}

// TestConflictArgs: the arguments bound to an ON CONFLICT target are the
// key of a claim; a timestamp inserted beside them is not.
func TestConflictArgs(t *testing.T) {
	tests := []struct {
		sql  string
		want []int // nil: cannot be told
	}{
		{"INSERT INTO processed (dedupe_key, created_at) VALUES ($1, $2) ON CONFLICT (dedupe_key) DO NOTHING", []int{0}},
		{"INSERT INTO processed (created_at, dedupe_key) VALUES ($1, $2) ON CONFLICT (dedupe_key) DO NOTHING", []int{1}},
		{"INSERT INTO processed (created_at, dedupe_key) VALUES (?, ?) ON CONFLICT (dedupe_key) DO NOTHING", []int{1}},
		{"INSERT INTO processed (created_at, dedupe_key) VALUES (now(), ?) ON CONFLICT (dedupe_key) DO NOTHING", []int{0}},
		{"INSERT INTO k (body, tenant_id, key) VALUES ($3, $1, $2) ON CONFLICT (tenant_id, KEY) DO NOTHING", []int{0, 1}},
		{"INSERT INTO k (key, at) VALUES (?2, ?1) ON CONFLICT (key) DO NOTHING", []int{1}},
		{"INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('hour', created_at)) DO NOTHING", []int{0}},
		// Cannot be told.
		{"INSERT INTO processed (dedupe_key, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING", nil},
		{"INSERT INTO processed (dedupe_key) VALUES ($1) ON CONFLICT ON CONSTRAINT p_pkey DO NOTHING", nil},
		{"INSERT INTO processed (dedupe_key, at) VALUES (lower($1), $2) ON CONFLICT (dedupe_key) DO NOTHING", nil},
		{"INSERT INTO processed (dedupe_key, at) VALUES (:key, :at) ON CONFLICT (dedupe_key) DO NOTHING", nil},
		{"INSERT INTO processed (dedupe_key, at) VALUES ($1) ON CONFLICT (dedupe_key) DO NOTHING", nil},
		{"INSERT INTO processed (id) SELECT $1 ON CONFLICT (id) DO NOTHING", nil},
		{"INSERT INTO processed VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", nil},
	}
	for _, tt := range tests {
		got, ok := Parse(tt.sql).ConflictArgs()
		if !ok {
			got = nil
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ConflictArgs(%q) = %v, want %v", tt.sql, got, tt.want)
		}
	}
}

// TestConstantConflict: a conflict target whose every column takes a
// literal is keyed by the text; a placeholder, an expression of one, or a
// column absent from the list is not.
func TestConstantConflict(t *testing.T) {
	tests := []struct {
		sql  string
		want bool
	}{
		{"INSERT INTO workspaces (id, name) VALUES ($1, 'default') ON CONFLICT (name) DO NOTHING", true},
		{"INSERT INTO locks (id, name) VALUES (1, ?) ON CONFLICT (id) DO NOTHING", true},
		{"INSERT INTO k (tenant, name, at) VALUES ('t', 'default', $1) ON CONFLICT (tenant, name) DO NOTHING", true},
		{"INSERT INTO k (tenant, name, at) VALUES ($2, 'default', $1) ON CONFLICT (tenant, name) DO NOTHING", false},
		{"INSERT INTO workspaces (id, name) VALUES ($1, 'default') ON CONFLICT (id) DO NOTHING", false},
		{"INSERT INTO workspaces (id, name) VALUES ($1, lower($2)) ON CONFLICT (name) DO NOTHING", false},
		{"INSERT INTO workspaces (id, name) VALUES ($1, now()) ON CONFLICT (name) DO NOTHING", false},
		{"INSERT INTO workspaces (id) VALUES ($1) ON CONFLICT (name) DO NOTHING", false},
		{"INSERT INTO workspaces (id, name) VALUES ($1, 'default') ON CONFLICT DO NOTHING", false},
	}
	for _, tt := range tests {
		if got := Parse(tt.sql).ConstantConflict(); got != tt.want {
			t.Errorf("ConstantConflict(%q) = %v, want %v", tt.sql, got, tt.want)
		}
	}
}

// TestConflictBuckets: an ON CONFLICT target part that truncates a column
// to an hour or coarser keys its argument by the bucket; the column itself,
// a finer unit or another expression does not.
func TestConflictBuckets(t *testing.T) {
	tests := []struct {
		sql  string
		want []int
	}{
		{"INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('hour', created_at)) DO NOTHING", []int{0}},
		{"INSERT INTO usage (account_id, at) VALUES ($1, $2) ON CONFLICT (account_id, (date_trunc('DAY', at, 'UTC'))) DO NOTHING", []int{1}},
		// No bucket.
		{"INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (created_at) DO NOTHING", nil},
		{"INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('minute', created_at)) DO NOTHING", nil},
		{"INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('hour', created_at) + interval '1 hour') DO NOTHING", nil},
		{"INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('hour', other_at)) DO NOTHING", nil},
	}
	for _, tt := range tests {
		if got := Parse(tt.sql).ConflictBuckets(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ConflictBuckets(%q) = %v, want %v", tt.sql, got, tt.want)
		}
	}
}

func TestTimeBucket(t *testing.T) {
	tests := []struct {
		part, col string
		ok        bool
	}{
		{"date_trunc('hour', created_at)", "created_at", true},
		{"(date_trunc('month'::text, r.created_at))", "created_at", true},
		{`DATE_TRUNC('week', "At")`, "At", true},
		{"date_trunc('day', created_at, 'Europe/Paris')", "created_at", true},
		{"date_trunc('minute', created_at)", "", false},
		{"date_trunc($1, created_at)", "", false},
		{"date_trunc('hour', created_at) + interval '1 hour'", "", false},
		{"lower(email)", "", false},
		{"created_at", "", false},
	}
	for _, tt := range tests {
		col, ok := TimeBucket(tt.part)
		if col != tt.col || ok != tt.ok {
			t.Errorf("TimeBucket(%q) = %q, %v, want %q, %v", tt.part, col, ok, tt.col, tt.ok)
		}
	}
}

// TestInsertAhead: a VALUES value the database computes as the current
// time plus an interval, per dialect; the past, the present and a value
// of the caller's are not ahead.
func TestInsertAhead(t *testing.T) {
	tests := []struct {
		sql  string
		col  int
		want *Cutoff // nil: not ahead
	}{
		{"INSERT INTO links (token, expires_at) VALUES ($1, now() + interval '15 minutes')", 1, &Cutoff{Age: 15 * time.Minute, Arg: -1}},
		{"INSERT INTO links (token, expires_at) VALUES ($1, NOW() + $2::interval)", 1, &Cutoff{Arg: 1}},
		{"INSERT INTO links (token, expires_at) VALUES (?, DATE_ADD(NOW(), INTERVAL 1 DAY))", 1, &Cutoff{Age: 24 * time.Hour, Arg: -1}},
		{"INSERT INTO links (token, expires_at) VALUES (?, datetime('now', '+5 minutes'))", 1, &Cutoff{Age: 5 * time.Minute, Arg: -1}},
		{"INSERT INTO links (token, expires_at) VALUES (@p1, dateadd(minute, 10, getdate()))", 1, &Cutoff{Age: 10 * time.Minute, Arg: -1}},
		{"INSERT INTO links (token, expires_at) VALUES ($1, CURRENT_TIMESTAMP + INTERVAL '2' HOUR)", 1, &Cutoff{Age: 2 * time.Hour, Arg: -1}},
		// Not ahead.
		{"INSERT INTO links (token, expires_at) VALUES ($1, now() - interval '15 minutes')", 1, nil},
		{"INSERT INTO links (token, expires_at) VALUES ($1, now())", 1, nil},
		{"INSERT INTO links (token, expires_at) VALUES ($1, $2)", 1, nil},
		{"INSERT INTO links (token, expires_at) VALUES ($1, datetime('now', '-5 minutes'))", 1, nil},
		{"INSERT INTO links (token, expires_at) VALUES ($1, created_at + interval '1 hour')", 1, nil},
	}
	for _, tt := range tests {
		st := Parse(tt.sql)
		var got *Cutoff
		if tt.col < len(st.Ahead) {
			got = st.Ahead[tt.col]
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Ahead[%d] of %q = %+v, want %+v", tt.col, tt.sql, got, tt.want)
		}
	}
}
