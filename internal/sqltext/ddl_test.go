package sqltext

import (
	"reflect"
	"strings"
	"testing"
)

// keys renders keys as "name:pk|uq|ix(cols)[where]".
func keys(ks []Key) []string {
	var out []string
	for _, k := range ks {
		kind := "ix"
		switch {
		case k.Primary:
			kind = "pk"
		case k.Unique:
			kind = "uq"
		}
		s := k.Name + ":" + kind + "(" + strings.Join(k.Columns, ",") + ")"
		if k.Where != "" {
			s += "[" + k.Where + "]"
		}
		if k.OnConflict != "" {
			s += " on conflict " + k.OnConflict
		}
		if k.UsingIndex != "" {
			s += " using index " + k.UsingIndex
		}
		out = append(out, strings.ReplaceAll(s, Hole, "<H>"))
	}
	return out
}

func colNames(cs []Column) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
}

func TestCreateTable(t *testing.T) {
	tests := []struct {
		name    string
		sql     string
		table   string
		columns []string
		keys    []string
		check   func(t *testing.T, tb *Table)
	}{
		{
			name: "postgres inline keys",
			sql: `CREATE TABLE IF NOT EXISTS public.idempotency_keys (
				id bigserial PRIMARY KEY,
				key text NOT NULL UNIQUE,
				tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
				response jsonb DEFAULT '{}'::jsonb NOT NULL,
				created_at timestamp with time zone NOT NULL DEFAULT now(),
				n int GENERATED ALWAYS AS IDENTITY,
				total numeric(10, 2) GENERATED ALWAYS AS (a + b) STORED,
				CHECK (length(key) > 0)
			)`,
			table:   "idempotency_keys",
			columns: []string{"id", "key", "tenant_id", "response", "created_at", "n", "total"},
			keys:    []string{":pk(id)", ":uq(key)"},
			check: func(t *testing.T, tb *Table) {
				if !tb.IfNotExists || tb.Schema != "public" {
					t.Errorf("IfNotExists %v, schema %q", tb.IfNotExists, tb.Schema)
				}
				id, key, tenant, resp, at, n, total := tb.Columns[0], tb.Columns[1], tb.Columns[2], tb.Columns[3], tb.Columns[4], tb.Columns[5], tb.Columns[6]
				if !id.AutoIncrement || !id.PrimaryKey || id.Type != "bigserial" {
					t.Errorf("id = %+v", id)
				}
				if !key.Unique || !key.NotNull || key.Type != "text" {
					t.Errorf("key = %+v", key)
				}
				if tenant.References != "tenants" || !tenant.NotNull {
					t.Errorf("tenant_id = %+v", tenant)
				}
				if resp.Default != "'{}'::jsonb" || !resp.NotNull {
					t.Errorf("response = %+v", resp)
				}
				if at.Type != "timestamp with time zone" || at.Default != "now()" {
					t.Errorf("created_at = %+v", at)
				}
				if !n.AutoIncrement || n.Generated || !total.Generated || total.Type != "numeric(10, 2)" {
					t.Errorf("n = %+v, total = %+v", n, total)
				}
			},
		},
		{
			name: "table-level named constraints and composite keys",
			sql: `CREATE TABLE inbox (
				tenant_id int NOT NULL,
				message_id text NOT NULL,
				received_at timestamptz,
				CONSTRAINT inbox_pkey PRIMARY KEY (tenant_id, message_id),
				CONSTRAINT inbox_recv UNIQUE (message_id, received_at),
				CONSTRAINT inbox_fk FOREIGN KEY (tenant_id) REFERENCES tenants (id),
				UNIQUE NULLS NOT DISTINCT (received_at)
			)`,
			table:   "inbox",
			columns: []string{"tenant_id", "message_id", "received_at"},
			keys:    []string{"inbox_pkey:pk(tenant_id,message_id)", "inbox_recv:uq(message_id,received_at)", ":uq(received_at)"},
			check: func(t *testing.T, tb *Table) {
				for _, c := range []struct {
					cols []string
					want bool
				}{
					{[]string{"tenant_id", "message_id"}, true},
					{[]string{"message_id", "tenant_id", "other"}, true},
					{[]string{"message_id"}, false}, // (message_id, received_at) does not protect message_id alone
					{[]string{"MESSAGE_ID", "Tenant_Id"}, true},
					{[]string{"received_at"}, true},
					{nil, false},
				} {
					if got := tb.UniqueOn(c.cols...); got != c.want {
						t.Errorf("UniqueOn(%q) = %v", c.cols, got)
					}
				}
			},
		},
		{
			name:  "named inline constraint",
			sql:   "CREATE TABLE t (k text CONSTRAINT t_k_key UNIQUE, v text CONSTRAINT v_nn NOT NULL)",
			table: "t", columns: []string{"k", "v"}, keys: []string{"t_k_key:uq(k)"},
		},
		{
			name: "mysql keys",
			sql: "CREATE TABLE `idem` (\n" +
				"  `id` bigint unsigned NOT NULL AUTO_INCREMENT,\n" +
				"  `key` varchar(255) NOT NULL,\n" +
				"  `scope` varchar(64) NOT NULL DEFAULT '',\n" +
				"  `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),\n" +
				"  PRIMARY KEY (`id`),\n" +
				"  UNIQUE KEY `uk_scope_key` (`scope`, `key`(191)),\n" +
				"  UNIQUE INDEX (`created_at`) USING BTREE,\n" +
				"  KEY `idx_created` (`created_at`),\n" +
				"  INDEX (`scope`),\n" +
				"  FULLTEXT KEY `ft` (`key`)\n" +
				") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4",
			table:   "idem",
			columns: []string{"id", "key", "scope", "created_at"},
			keys:    []string{":pk(id)", "uk_scope_key:uq(scope,key)", ":uq(created_at)", "idx_created:ix(created_at)", ":ix(scope)", "ft:ix(key)"},
			check: func(t *testing.T, tb *Table) {
				if !tb.Columns[0].AutoIncrement || tb.Columns[1].Type != "varchar(255)" || tb.Columns[2].Default != "''" {
					t.Errorf("columns = %+v", tb.Columns)
				}
				if tb.Options != "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4" {
					t.Errorf("Options = %q", tb.Options)
				}
				if !tb.UniqueOn("scope", "key") || tb.UniqueOn("key") {
					t.Error("UniqueOn")
				}
			},
		},
		{
			name:  "mysql columns called key and index are columns",
			sql:   "CREATE TABLE t (key varchar(64) NOT NULL, index int, KEY k (key), INDEX (index))",
			table: "t", columns: []string{"key", "index"}, keys: []string{"k:ix(key)", ":ix(index)"},
		},
		{
			name:  "mysql inline KEY is a primary key",
			sql:   "CREATE TABLE t (id INT KEY, u INT UNIQUE KEY)",
			table: "t", columns: []string{"id", "u"}, keys: []string{":pk(id)", ":uq(u)"},
		},
		{
			name:  "sqlite",
			sql:   "CREATE TABLE kv (k TEXT PRIMARY KEY ON CONFLICT REPLACE, v BLOB, n INTEGER UNIQUE ON CONFLICT IGNORE) WITHOUT ROWID",
			table: "kv", columns: []string{"k", "v", "n"}, keys: []string{":pk(k) on conflict replace", ":uq(n) on conflict ignore"},
			check: func(t *testing.T, tb *Table) {
				if !tb.WithoutRowID {
					t.Error("WithoutRowID not set")
				}
			},
		},
		{
			name:  "sqlite autoincrement and table constraint conflict clause",
			sql:   `CREATE TEMP TABLE "Jobs" ("Id" INTEGER PRIMARY KEY AUTOINCREMENT, "Key" TEXT, UNIQUE ("Key") ON CONFLICT ABORT)`,
			table: "Jobs", columns: []string{"Id", "Key"}, keys: []string{":pk(Id)", ":uq(Key) on conflict abort"},
			check: func(t *testing.T, tb *Table) {
				if !tb.Temporary || !tb.Columns[0].AutoIncrement {
					t.Errorf("%+v", tb)
				}
				if !tb.UniqueOn("key") {
					t.Error("UniqueOn compares names case-insensitively")
				}
			},
		},
		{
			name:  "sql server",
			sql:   "CREATE TABLE [dbo].[Idem] ([Id] INT IDENTITY(1,1) NOT NULL, [Key] NVARCHAR(200) NOT NULL, CONSTRAINT [PK_Idem] PRIMARY KEY CLUSTERED ([Id] ASC), CONSTRAINT [UQ_Key] UNIQUE NONCLUSTERED ([Key]))",
			table: "Idem", columns: []string{"Id", "Key"}, keys: []string{"PK_Idem:pk(Id)", "UQ_Key:uq(Key)"},
		},
		{
			name:  "no unique key at all",
			sql:   "CREATE UNLOGGED TABLE dedup (key text NOT NULL, seen_at timestamptz)",
			table: "dedup", columns: []string{"key", "seen_at"}, keys: nil,
			check: func(t *testing.T, tb *Table) {
				if tb.UniqueOn("key") || tb.Holes {
					t.Error("UniqueOn(key) on a table without keys")
				}
			},
		},
		{
			name:  "like and as",
			sql:   "CREATE TABLE t2 (LIKE t INCLUDING ALL)",
			table: "t2", columns: nil, keys: nil,
		},
		{
			name:  "hole in the name",
			sql:   "CREATE TABLE " + Hole + " (id int PRIMARY KEY)",
			table: "", columns: []string{"id"}, keys: []string{":pk(id)"},
			check: func(t *testing.T, tb *Table) {
				if !tb.Holes {
					t.Error("Holes not set")
				}
			},
		},
		{
			name:  "hole among the elements",
			sql:   "CREATE TABLE t (key text, " + Hole + ")",
			table: "t", columns: []string{"key"}, keys: nil,
			check: func(t *testing.T, tb *Table) {
				if !tb.Holes || tb.UniqueOn("key") {
					t.Error("a hole may hide the key: Holes must be set")
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != CreateTable || s.Create == nil {
				t.Fatalf("Kind = %v, Create = %v", s.Kind, s.Create)
			}
			tb := s.Create
			if tb.Name != tt.table || s.Table != tt.table {
				t.Errorf("Name = %q, Table = %q", tb.Name, s.Table)
			}
			if got := colNames(tb.Columns); !reflect.DeepEqual(got, tt.columns) {
				t.Errorf("Columns = %q, want %q", got, tt.columns)
			}
			if got := keys(tb.Keys); !reflect.DeepEqual(got, tt.keys) {
				t.Errorf("Keys = %q, want %q", got, tt.keys)
			}
			if tt.check != nil {
				tt.check(t, tb)
			}
		})
	}
	if s := Parse("CREATE TABLE t AS SELECT * FROM u"); s.Kind != CreateTable || s.Create.Options != "AS SELECT * FROM u" {
		t.Errorf("CREATE TABLE AS: %+v", s.Create)
	}
	if s := Parse("CREATE VIRTUAL TABLE f USING fts5(a)"); s.Kind != Other {
		t.Errorf("virtual table: %v", s.Kind)
	}
}

func TestCreateIndex(t *testing.T) {
	tests := []struct {
		sql                string
		schema, table, key string
		using              string
		covers             []string // columns the index must cover
		notCovers          []string // columns it must not cover
	}{
		{"CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS idx_keys ON public.idempotency_keys USING btree (tenant_id, key)",
			"public", "idempotency_keys", "idx_keys:uq(tenant_id,key)", "btree", []string{"tenant_id", "key"}, []string{"key"}},
		{"CREATE UNIQUE INDEX idx ON jobs (key) WHERE status = 'pending'",
			"", "jobs", "idx:uq(key)[status = 'pending']", "", nil, []string{"key"}},
		{"CREATE INDEX ON t (a)", "", "t", ":ix(a)", "", nil, []string{"a"}},
		{"CREATE UNIQUE INDEX idx USING BTREE ON t (k(191))", "", "t", "idx:uq(k)", "btree", []string{"k"}, nil},
		{"CREATE UNIQUE INDEX ON users (lower(email))", "", "users", ":uq(lower(email))", "", nil, []string{"email"}},
		{"CREATE UNIQUE INDEX ON users ((lower(email)))", "", "users", ":uq(lower(email))", "", nil, []string{"email"}},
		{"CREATE UNIQUE INDEX idx ON ONLY t (key DESC NULLS LAST, tenant_id text_pattern_ops, x COLLATE \"C\")",
			"", "t", "idx:uq(key,tenant_id,x)", "", []string{"key", "tenant_id", "x"}, nil},
		{"CREATE UNIQUE INDEX idx ON t (key) INCLUDE (v) NULLS NOT DISTINCT WITH (fillfactor = 90) TABLESPACE fast",
			"", "t", "idx:uq(key)", "", []string{"key"}, nil},
		{"CREATE UNIQUE NONCLUSTERED INDEX [IX_Key] ON [dbo].[Idem] ([Key] ASC)", "dbo", "Idem", "IX_Key:uq(Key)", "", []string{"key"}, nil},
		{"CREATE UNIQUE INDEX idx ON t (key) " + Hole, "", "t", "idx:uq(key)[<H>]", "", nil, []string{"key"}},
		{"CREATE UNIQUE INDEX idx ON t (" + Hole + ")", "", "t", "idx:uq(<H>)", "", nil, []string{"key"}},
		{"CREATE UNIQUE INDEX idx ON " + Hole + " (key)", "", "", "idx:uq(key)", "", []string{"key"}, nil},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.sql, Hole, "<H>"), func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != CreateIndex || s.Index == nil {
				t.Fatalf("Kind = %v", s.Kind)
			}
			ix := s.Index
			if ix.Schema != tt.schema || ix.Table != tt.table || s.Table != tt.table || ix.Using != tt.using {
				t.Errorf("got %q.%q using %q", ix.Schema, ix.Table, ix.Using)
			}
			if got := keys([]Key{ix.Key}); got[0] != tt.key {
				t.Errorf("Key = %q, want %q", got[0], tt.key)
			}
			if tt.covers != nil && !ix.Covers(tt.covers...) {
				t.Errorf("does not cover %q", tt.covers)
			}
			if tt.notCovers != nil && ix.Covers(tt.notCovers...) {
				t.Errorf("covers %q", tt.notCovers)
			}
		})
	}
	s := Parse("CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS i ON t (a)")
	if !s.Index.Concurrently || !s.Index.IfNotExists || !s.Index.Unique {
		t.Errorf("flags: %+v", s.Index)
	}
}

func TestAlterTable(t *testing.T) {
	type act struct {
		op  AlterOp
		key string
		col string
	}
	render := func(as []AlterAction) []act {
		var out []act
		for _, a := range as {
			x := act{op: a.Op}
			if a.Key != nil {
				x.key = keys([]Key{*a.Key})[0]
			}
			if a.Column != nil {
				x.col = a.Column.Name
			}
			out = append(out, x)
		}
		return out
	}
	tests := []struct {
		sql   string
		table string
		want  []act
	}{
		{"ALTER TABLE idempotency_keys ADD CONSTRAINT uq_key UNIQUE (tenant_id, key)", "idempotency_keys",
			[]act{{AlterAddKey, "uq_key:uq(tenant_id,key)", ""}}},
		{"ALTER TABLE ONLY public.t ADD CONSTRAINT t_pkey PRIMARY KEY (id)", "t",
			[]act{{AlterAddKey, "t_pkey:pk(id)", ""}}},
		{"ALTER TABLE t ADD UNIQUE INDEX uk (a, b), ADD INDEX ix (c), ADD UNIQUE (d)", "t",
			[]act{{AlterAddKey, "uk:uq(a,b)", ""}, {AlterAddKey, "ix:ix(c)", ""}, {AlterAddKey, ":uq(d)", ""}}},
		{"ALTER TABLE t ADD COLUMN request_id uuid UNIQUE", "t",
			[]act{{AlterAddColumn, ":uq(request_id)", "request_id"}}},
		{"ALTER TABLE t ADD COLUMN IF NOT EXISTS k text NOT NULL DEFAULT '', ADD v int", "t",
			[]act{{AlterAddColumn, "", "k"}, {AlterAddColumn, "", "v"}}},
		{"ALTER TABLE t ADD CONSTRAINT uq UNIQUE USING INDEX idx", "t",
			[]act{{AlterAddKey, "uq:uq() using index idx", ""}}},
		{"ALTER TABLE t DROP CONSTRAINT IF EXISTS uq, DROP INDEX ix, DROP PRIMARY KEY", "t",
			[]act{{AlterDropKey, "uq:ix()", ""}, {AlterDropKey, "ix:ix()", ""}, {AlterDropKey, ":pk()", ""}}},
		{"ALTER TABLE t ALTER COLUMN x SET NOT NULL, ADD FOREIGN KEY (a) REFERENCES u(id), ADD CONSTRAINT c CHECK (a > 0)", "t",
			[]act{{AlterOther, "", ""}, {AlterOther, "", ""}, {AlterOther, "", ""}}},
		{"ALTER TABLE t ADD CONSTRAINT uq UNIQUE NONCLUSTERED ([k])", "t",
			[]act{{AlterAddKey, "uq:uq(k)", ""}}},
		{"ALTER TABLE t " + Hole, "t", []act{{AlterUnknown, "", ""}}},
		{"ALTER TABLE t ADD " + Hole, "t", []act{{AlterUnknown, "", ""}}},
		{"ALTER TABLE t DROP CONSTRAINT " + Hole, "t", []act{{AlterUnknown, "", ""}}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.sql, Hole, "<H>"), func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != AlterTable || s.Table != tt.table {
				t.Fatalf("Kind = %v, Table = %q", s.Kind, s.Table)
			}
			if got := render(s.Alter); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("\n got  %+v\n want %+v", got, tt.want)
			}
		})
	}
	if s := Parse("ALTER INDEX i RENAME TO j"); s.Kind != Other {
		t.Errorf("ALTER INDEX: %v", s.Kind)
	}
}

func TestCatalog(t *testing.T) {
	migrations := `
-- 0001
CREATE TABLE idempotency_keys (id bigserial PRIMARY KEY, tenant_id int, key text NOT NULL);
CREATE TABLE inbox (message_id text NOT NULL);
CREATE TABLE outbox (id int);
-- 0002: protect the claim
CREATE UNIQUE INDEX idem_tenant_key ON idempotency_keys (tenant_id, key);
CREATE UNIQUE INDEX inbox_pending ON inbox (message_id) WHERE processed_at IS NULL;
-- 0003
CREATE UNIQUE INDEX CONCURRENTLY inbox_msg ON inbox (message_id);
ALTER TABLE inbox ADD CONSTRAINT inbox_msg_uq UNIQUE USING INDEX inbox_msg;
ALTER TABLE outbox ADD CONSTRAINT outbox_id UNIQUE (id);
ALTER TABLE outbox DROP CONSTRAINT outbox_id;
-- a table created elsewhere
ALTER TABLE app.processed ADD PRIMARY KEY (event_id);
`
	c := NewCatalog(Split(migrations))
	tests := []struct {
		schema, table string
		cols          []string
		want          bool
	}{
		{"", "idempotency_keys", []string{"tenant_id", "key"}, true},
		{"", "idempotency_keys", []string{"key"}, false},
		{"", "IDEMPOTENCY_KEYS", []string{"id"}, true},
		{"", "inbox", []string{"message_id"}, true}, // through USING INDEX, not the partial index
		{"", "outbox", []string{"id"}, false},       // dropped
		{"app", "processed", []string{"event_id"}, true},
		{"", "processed", []string{"event_id"}, true},
		{"other", "processed", []string{"event_id"}, false},
	}
	for _, tt := range tests {
		tb := c.Lookup(tt.schema, tt.table)
		if got := tb.UniqueOn(tt.cols...); got != tt.want {
			t.Errorf("%s.%s UniqueOn(%q) = %v", tt.schema, tt.table, tt.cols, got)
		}
	}
	if c.Lookup("", "missing") != nil {
		t.Error("Lookup(missing) != nil")
	}
	if tb := c.Lookup("", "idempotency_keys"); tb.Column("KEY") == nil || !tb.Column("key").NotNull || tb.Column("nope") != nil {
		t.Error("Column")
	}

	// Statements are not changed by building a catalog.
	stmts := Split("CREATE TABLE t (a int UNIQUE); ALTER TABLE t ADD UNIQUE (b)")
	NewCatalog(stmts)
	if len(stmts[0].Create.Keys) != 1 {
		t.Errorf("NewCatalog changed the CREATE TABLE statement: %q", keys(stmts[0].Create.Keys))
	}
	if h := NewCatalog(Split("CREATE TABLE t (a int); ALTER TABLE t " + Hole)); !h.Lookup("", "t").Holes {
		t.Error("a hole in ALTER TABLE must make the table's keys uncertain")
	}
}

// TestPatternNames: a Hole glued to a table's name (fmt.Sprintf's
// "%s_inbox") is a run-time prefix, read as NamePart; the definition is
// still known. A bare Hole leaves the name unknown, and a Hole in the
// definition still marks it.
func TestPatternNames(t *testing.T) {
	for _, tc := range []struct {
		text       string
		table      string
		tableHoles bool
		index      string
		indexHoles bool
	}{
		{text: "CREATE TABLE IF NOT EXISTS " + Hole + "_inbox (message_id TEXT NOT NULL)", table: "%s_inbox"},
		{text: "CREATE TABLE shard_" + Hole + "_dedup (k TEXT)", table: "shard_%s_dedup"},
		{text: "CREATE TABLE " + Hole + " (message_id TEXT)", table: ""},
		{text: "CREATE TABLE " + Hole + "_seen (message_id TEXT " + Hole + ")", table: "%s_seen", tableHoles: true},
		{text: "CREATE UNIQUE INDEX " + Hole + "_k ON " + Hole + "_inbox (message_id)", index: "%s_inbox"},
		{text: "CREATE UNIQUE INDEX " + Hole + "_k ON " + Hole + "_inbox (" + Hole + ")", index: "%s_inbox", indexHoles: true},
	} {
		st := Parse(tc.text)
		switch {
		case tc.index != "":
			if st.Index == nil || st.Index.Table != tc.index || st.Index.Holes != tc.indexHoles {
				t.Errorf("%q: index %+v, want table %q holes %v", tc.text, st.Index, tc.index, tc.indexHoles)
			}
		case st.Create == nil || st.Create.Name != tc.table || tc.table != "" && st.Create.Holes != tc.tableHoles:
			t.Errorf("%q: create %+v, want name %q holes %v", tc.text, st.Create, tc.table, tc.tableHoles)
		}
	}
}
