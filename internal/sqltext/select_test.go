package sqltext

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// conds renders conditions as "column op value" ("?" for an unrecognised
// condition, "<hole>" for one a Hole may hold).
func conds(cs []Cond) []string {
	var out []string
	for _, c := range cs {
		switch {
		case c.Op == "" && c.Hole:
			out = append(out, "<hole>")
		case c.Op == "":
			out = append(out, "?")
		default:
			out = append(out, fmt.Sprintf("%s %s %s", c.Column, c.Op, c.Value))
		}
	}
	return out
}

func TestSelect(t *testing.T) {
	H := Hole
	type want struct {
		schema, table, alias string
		probe                Probe
		lock                 string
		where                []string
	}
	tests := []struct {
		sql  string
		want want
	}{
		// Existence probes.
		{"SELECT EXISTS(SELECT 1 FROM processed WHERE id=$1)",
			want{"", "processed", "", ProbeExists, "", []string{"id = placeholder"}}},
		{"SELECT NOT EXISTS (SELECT 1 FROM app.processed p WHERE p.id = $1 AND p.tenant = $2) AS fresh",
			want{"app", "processed", "p", ProbeExists, "", []string{"id = placeholder", "tenant = placeholder"}}},
		{"SELECT EXISTS (SELECT 1 FROM t WHERE k = ? FOR UPDATE)",
			want{"", "t", "", ProbeExists, "for update", []string{"k = placeholder"}}},
		{"SELECT count(*) FROM t WHERE key = ?",
			want{"", "t", "", ProbeCount, "", []string{"key = placeholder"}}},
		{"SELECT COUNT(1) > 0 AS seen FROM dedup WHERE message_id = :id",
			want{"", "dedup", "", ProbeCount, "", []string{"message_id = placeholder"}}},
		{"SELECT 1 FROM processed WHERE id = $1 LIMIT 1",
			want{"", "processed", "", ProbeConst, "", []string{"id = placeholder"}}},
		{"SELECT TRUE AS found FROM processed WHERE id = $1",
			want{"", "processed", "", ProbeConst, "", []string{"id = placeholder"}}},
		{"SELECT 1", want{"", "", "", ProbeNone, "", nil}},
		{"SELECT id FROM processed WHERE id = $1",
			want{"", "processed", "", ProbeNone, "", []string{"id = placeholder"}}},
		{"SELECT id, 1 FROM processed", want{"", "processed", "", ProbeNone, "", nil}},
		// Locks.
		{"SELECT id, status FROM payments WHERE idempotency_key = $1 FOR UPDATE",
			want{"", "payments", "", ProbeNone, "for update", []string{"idempotency_key = placeholder"}}},
		{"SELECT * FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED",
			want{"", "jobs", "", ProbeNone, "for update skip locked", []string{"status = literal"}}},
		{"SELECT * FROM t WHERE id = $1 FOR NO KEY UPDATE NOWAIT",
			want{"", "t", "", ProbeNone, "for no key update nowait", []string{"id = placeholder"}}},
		{"SELECT * FROM t WHERE id = $1 FOR SHARE", want{"", "t", "", ProbeNone, "for share", []string{"id = placeholder"}}},
		{"SELECT * FROM t WHERE id = ? LOCK IN SHARE MODE", want{"", "t", "", ProbeNone, "lock in share mode", []string{"id = placeholder"}}},
		{"SELECT * FROM t1 FOR UPDATE OF t1", want{"", "t1", "", ProbeNone, "for update of t1", nil}},
		{"SELECT TOP 1 * FROM dbo.t WITH (UPDLOCK, ROWLOCK) WHERE id = @p1",
			want{"dbo", "t", "", ProbeNone, "with (updlock, rowlock)", []string{"id = placeholder"}}},
		// Tables and aliases.
		{"SELECT k.response FROM public.idempotency_keys AS k JOIN x ON x.id = k.x WHERE k.key = $1 AND k.tenant_id = $2",
			want{"public", "idempotency_keys", "k", ProbeNone, "", []string{"key = placeholder", "tenant_id = placeholder"}}},
		{"WITH recent AS (SELECT * FROM a) SELECT * FROM recent r WHERE x = 1",
			want{"", "recent", "r", ProbeNone, "", []string{"x = literal"}}},
		{"SELECT * FROM (SELECT * FROM a) s WHERE s.x = 1", want{"", "", "", ProbeNone, "", []string{"x = literal"}}},
		{"SELECT DISTINCT ON (a) a FROM t", want{"", "t", "", ProbeNone, "", nil}},
		{"SELECT SQL_NO_CACHE a FROM `db`.`t` WHERE `k` = ?", want{"db", "t", "", ProbeNone, "", []string{"k = placeholder"}}},
		// Conditions.
		{"SELECT * FROM t WHERE (a = 1 AND b = $1) AND c IS NULL",
			want{"", "t", "", ProbeNone, "", []string{"a = literal", "b = placeholder", "c is null null"}}},
		{"SELECT * FROM t WHERE a = 1 OR b = 2", want{"", "t", "", ProbeNone, "", []string{"?"}}},
		{"SELECT * FROM t WHERE created_at BETWEEN $1 AND $2 AND id = $3",
			want{"", "t", "", ProbeNone, "", []string{"created_at between expr", "id = placeholder"}}},
		{"SELECT * FROM t WHERE id IN ($1, $2) AND status <> 'done' AND n >= -1 AND name LIKE 'a%' AND x != y AND z NOT IN (1)",
			want{"", "t", "", ProbeNone, "", []string{"id in expr", "status <> literal", "n >= literal", "name like literal", "x <> column", "z not in literal"}}},
		{"SELECT * FROM t WHERE $1 = id", want{"", "t", "", ProbeNone, "", []string{"id = placeholder"}}},
		{"SELECT * FROM t WHERE id = $1::uuid AND k = CAST(? AS text)", want{"", "t", "", ProbeNone, "", []string{"id = placeholder", "k = placeholder"}}},
		{"SELECT * FROM t WHERE k = :key AND tenant = @tenant AND x = ?3", want{"", "t", "", ProbeNone, "", []string{"k = placeholder", "tenant = placeholder", "x = placeholder"}}},
		{"SELECT * FROM t WHERE deleted_at IS NOT NULL AND flag IS TRUE AND a IS NOT DISTINCT FROM $1",
			want{"", "t", "", ProbeNone, "", []string{"deleted_at is not null null", "flag is true literal", "a is not distinct from placeholder"}}},
		{"SELECT * FROM t WHERE lower(email) = lower($1)", want{"", "t", "", ProbeNone, "", []string{" = expr"}}},
		{"SELECT * FROM t WHERE updated_at < now() - interval '1 day' GROUP BY a", want{"", "t", "", ProbeNone, "", []string{"updated_at < expr"}}},
		{"SELECT * FROM t WHERE NOT EXISTS (SELECT 1 FROM u WHERE u.id = t.id)", want{"", "t", "", ProbeNone, "", []string{"?"}}},
		{"SELECT * FROM t WHERE a = 'x AND y = 1' AND b = 2", want{"", "t", "", ProbeNone, "", []string{"a = literal", "b = literal"}}},
		// Holes.
		{"SELECT * FROM " + H + " WHERE id = $1", want{"", "", "", ProbeNone, "", []string{"id = placeholder"}}},
		{"SELECT * FROM t WHERE id = " + H, want{"", "t", "", ProbeNone, "", []string{"id = unknown"}}},
		{"SELECT * FROM t " + H, want{"", "t", "", ProbeNone, "", []string{"<hole>"}}},
		{"SELECT * FROM t WHERE " + H, want{"", "t", "", ProbeNone, "", []string{"<hole>"}}},
		{"SELECT * FROM t WHERE id = $1 " + H, want{"", "t", "", ProbeNone, "", []string{"id = placeholder", "<hole>"}}},
		{"SELECT * FROM t WHERE id = $1 AND " + H, want{"", "t", "", ProbeNone, "", []string{"id = placeholder", "<hole>"}}},
		{"SELECT * FROM t WHERE id = $1 ORDER BY " + H, want{"", "t", "", ProbeNone, "", []string{"id = placeholder"}}},
		{"SELECT * FROM t ORDER BY " + H, want{"", "t", "", ProbeNone, "", nil}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.sql, H, "<H>"), func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != Select || s.IsWrite() {
				t.Fatalf("Kind = %v", s.Kind)
			}
			got := want{s.Schema, s.Table, s.Alias, s.Probe, s.Lock, conds(s.Where)}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("\n got  %+v\n want %+v", got, tt.want)
			}
			if s.ForUpdate != (tt.want.lock != "") {
				t.Errorf("ForUpdate = %v", s.ForUpdate)
			}
			if s.IsExistenceProbe() != (tt.want.probe != ProbeNone) {
				t.Errorf("IsExistenceProbe = %v", s.IsExistenceProbe())
			}
		})
	}
}

func TestDelete(t *testing.T) {
	H := Hole
	tests := []struct {
		sql           string
		schema, table string
		where         []string
		returning     bool
	}{
		{"DELETE FROM outbox WHERE id = $1 RETURNING payload", "", "outbox", []string{"id = placeholder"}, true},
		{"DELETE FROM ONLY app.outbox o USING x WHERE o.id = x.id AND x.k = $1", "app", "outbox", []string{"id = column", "k = placeholder"}, false},
		{"DELETE t1 FROM t1 JOIN t2 ON t1.id = t2.id WHERE t2.x = ?", "", "t1", []string{"x = placeholder"}, false},
		{"DELETE LOW_PRIORITY QUICK IGNORE FROM t WHERE a = ? ORDER BY id LIMIT 10", "", "t", []string{"a = placeholder"}, false},
		{"DELETE TOP (5) FROM t OUTPUT deleted.id WHERE a = @a", "", "t", []string{"a = placeholder"}, true},
		{"DELETE FROM " + H + " WHERE id = $1", "", "", []string{"id = placeholder"}, false},
		{"DELETE FROM t " + H, "", "t", []string{"<hole>"}, false},
		{"DELETE FROM t", "", "t", nil, false},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.sql, H, "<H>"), func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != Delete || !s.IsWrite() {
				t.Fatalf("Kind = %v", s.Kind)
			}
			if s.Schema != tt.schema || s.Table != tt.table || s.Returning != tt.returning ||
				!reflect.DeepEqual(conds(s.Where), tt.where) {
				t.Errorf("got %q.%q where %q returning %v", s.Schema, s.Table, conds(s.Where), s.Returning)
			}
		})
	}
}

func TestUpdateWhere(t *testing.T) {
	s := Parse("UPDATE jobs SET status = 'done', version = version + 1 WHERE id = $1 AND version = $2 RETURNING id")
	if s.Table != "jobs" || !s.Returning {
		t.Errorf("got %+v", s)
	}
	if got := conds(s.Where); !reflect.DeepEqual(got, []string{"id = placeholder", "version = placeholder"}) {
		t.Errorf("Where = %q", got)
	}
	c, ok := s.WhereEq("VERSION")
	if !ok || c.Expr != "$2" || c.Text != "version = $2" {
		t.Errorf("WhereEq = %+v, %v", c, ok)
	}
	if _, ok := s.WhereEq("status"); ok {
		t.Error("WhereEq(status) found a condition in SET")
	}
	if s.QualifiedTable() != "jobs" || Parse("UPDATE a.b SET c = 1").QualifiedTable() != "a.b" {
		t.Error("QualifiedTable")
	}
	s = Parse("UPDATE t SET a = 1 FROM u WHERE t.id = u.id")
	if got := conds(s.Where); !reflect.DeepEqual(got, []string{"id = column"}) {
		t.Errorf("UPDATE ... FROM: Where = %q", got)
	}
}
