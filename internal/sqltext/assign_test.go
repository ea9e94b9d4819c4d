package sqltext

import (
	"reflect"
	"strings"
	"testing"
)

// sets renders assignments as "column:rel".
func sets(as []Assignment) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Column+":"+a.Rel.String())
	}
	return out
}

func TestUpdateSet(t *testing.T) {
	tests := []struct {
		sql  string
		want []string
	}{
		// The twins: the same shape, one relative, one not.
		{"UPDATE accounts SET balance = balance + $1 WHERE id = $2", []string{"balance:add"}},
		{"UPDATE accounts SET balance = $1 WHERE id = $2", []string{"balance:none"}},
		{"UPDATE accounts SET balance_total = balance + $1 WHERE id = $2", []string{"balance_total:none"}},
		{"UPDATE counters SET updated_at = now(), count = count + 1", []string{"updated_at:none", "count:add"}},
		{"UPDATE flags SET active = NOT active", []string{"active:not"}},
		{"UPDATE flags SET active = !active", []string{"active:not"}},
		{"UPDATE flags SET active = NOT $1", []string{"active:none"}},
		{"UPDATE flags SET flag = 1 - flag", []string{"flag:one minus"}},
		{"UPDATE flags SET flag = 2 - flag", []string{"flag:other"}},
		{"UPDATE posts SET tags = tags || $1", []string{"tags:concat"}},
		{"UPDATE posts SET tags = $1 || tags", []string{"tags:concat"}},
		{"UPDATE posts SET tags = $1 || other", []string{"tags:none"}},
		{`UPDATE "Accounts" SET "Balance" = "Balance" + 1`, []string{"Balance:add"}},
		{`UPDATE accounts SET "Balance" = balance + 1`, []string{"Balance:none"}}, // PG: balance is not "Balance"
		{`UPDATE accounts SET balance = "balance" + 1`, []string{"balance:add"}},
		{"UPDATE `accounts` SET `count` = `count` + 1", []string{"count:add"}},
		{"UPDATE [dbo].[accounts] SET [count] = [count] + 1", []string{"count:add"}},
		{"UPDATE accounts SET BALANCE = Balance + 1", []string{"balance:add"}},
		// Arithmetic shapes.
		{"UPDATE a SET balance = $1 + balance", []string{"balance:add"}},
		{"UPDATE a SET balance = balance - $1", []string{"balance:sub"}},
		{"UPDATE a SET balance = balance - $1 + $2", []string{"balance:sub"}},
		{"UPDATE a SET balance = balance * 2", []string{"balance:mul"}},
		{"UPDATE a SET balance = 2 * balance", []string{"balance:mul"}},
		{"UPDATE a SET balance = balance / 2", []string{"balance:div"}},
		{"UPDATE a SET balance = 100 - balance", []string{"balance:other"}},
		{"UPDATE a SET n = n * 2 + 1", []string{"n:other"}},
		{"UPDATE a SET n = n + $1 * 2", []string{"n:add"}},
		{"UPDATE a SET n = -1 + n", []string{"n:add"}},
		{"UPDATE a SET n = -n", []string{"n:other"}},
		{"UPDATE a SET n = n + n", []string{"n:other"}},
		{"UPDATE a SET n = (n + 1)", []string{"n:add"}},
		{"UPDATE a SET n = COALESCE(n, 0) + 1", []string{"n:add"}},
		{"UPDATE a SET n = IFNULL(n, 0) + ?", []string{"n:add"}},
		{"UPDATE a SET n = n::int + 1", []string{"n:add"}},
		{"UPDATE a SET n = CAST(n AS integer) + 1", []string{"n:add"}},
		{"UPDATE a SET n = COALESCE(n, $1)", []string{"n:other"}},
		{"UPDATE a SET n = CASE WHEN n > 0 THEN n - 1 ELSE 0 END", []string{"n:other"}},
		{"UPDATE a SET n = n", []string{"n:other"}},
		{"UPDATE a SET total = subtotal + tax", []string{"total:none"}},
		{"UPDATE a SET note = 'note + 1'", []string{"note:none"}},
		{"UPDATE a SET n = n + 1 -- n = 1\nWHERE id = 1", []string{"n:add"}},
		{"UPDATE a SET n = n() + 1", []string{"n:none"}}, // a function called n
		// Qualified references.
		{"UPDATE accounts SET n = accounts.n + 1", []string{"n:add"}},
		{"UPDATE accounts AS a SET n = a.n + 1", []string{"n:add"}},
		{"UPDATE accounts a SET n = a.n + 1", []string{"n:add"}},
		{"UPDATE accounts SET n = o.n + 1 FROM other o WHERE o.id = accounts.id", []string{"n:none"}},
		{"UPDATE a JOIN b ON a.id = b.id SET a.n = a.n + 1 WHERE b.k = ?", []string{"n:add"}},
		// Arrays, JSON, strings, idempotent functions.
		{"UPDATE p SET tags = array_append(tags, $1)", []string{"tags:array"}},
		{"UPDATE p SET tags = array_prepend($1, tags)", []string{"tags:array"}},
		{"UPDATE p SET tags = array_cat(tags, $1)", []string{"tags:array"}},
		{"UPDATE p SET tags = tags || ARRAY[$1]", []string{"tags:array"}},
		{"UPDATE p SET tags = tags || $1::text[]", []string{"tags:array"}},
		{"UPDATE p SET data = data || jsonb_build_array($1)", []string{"data:array"}},
		{`UPDATE p SET data = data || '[{"a": 1}]'::jsonb`, []string{"data:array"}},
		{"UPDATE p SET events = events || to_jsonb(ARRAY[$1])", []string{"events:array"}},
		// A JSON object merged in converges under replay; so does a JSON
		// value of unknown shape, which proves no append.
		{`UPDATE p SET data = data || '{"a": 1}'::jsonb`, []string{"data:merge"}},
		{"UPDATE p SET data = data || jsonb_build_object('a', $1)", []string{"data:merge"}},
		{"UPDATE p SET data = COALESCE(data, '{}') || json_build_object('a', $1)::jsonb", []string{"data:merge"}},
		{"UPDATE p SET data = data || $1::jsonb", []string{"data:merge"}},
		{"UPDATE p SET data = data || to_jsonb($1)", []string{"data:merge"}},
		{"UPDATE p SET data = JSON_ARRAY_APPEND(data, '$', ?)", []string{"data:array"}},
		{"UPDATE p SET name = CONCAT(name, ?)", []string{"name:concat"}},
		{"UPDATE p SET name = CONCAT_WS(',', name, ?)", []string{"name:concat"}},
		{"UPDATE p SET seen_at = GREATEST(seen_at, $1)", []string{"seen_at:max"}},
		{"UPDATE p SET low = LEAST(low, $1)", []string{"low:min"}},
		{"UPDATE p SET tags = array_remove(tags, $1)", []string{"tags:other"}},
		{"UPDATE p SET data = jsonb_set(data, '{a}', $1)", []string{"data:other"}},
		// Several assignments, multi-column, subscripts.
		{"UPDATE jobs SET status = 'done', attempts = attempts + 1, version = version + 1 WHERE id = $1 AND version = $2",
			[]string{"status:none", "attempts:add", "version:add"}},
		{"UPDATE t SET (a, b) = ($1, b + 1)", []string{"a:none", "b:add"}},
		{"UPDATE t SET (a, b) = ROW(a - 1, $2)", []string{"a:sub", "b:none"}},
		{"UPDATE t SET (a, b) = (SELECT x, y FROM u)", []string{"a:none", "b:none"}},
		{"UPDATE t SET arr[1] = arr[1] + 1", []string{"arr:other"}},
		// SQL dialect forms.
		{"UPDATE LOW_PRIORITY IGNORE t SET n = n + 1 ORDER BY id LIMIT 1", []string{"n:add"}},
		{"UPDATE OR IGNORE t SET n = n + 1", []string{"n:add"}},
		{"UPDATE TOP (10) t SET n = n + 1 OUTPUT inserted.n WHERE id = @id", []string{"n:add"}},
		{"UPDATE ONLY public.accounts SET n = n + 1 RETURNING n", []string{"n:add"}},
	}
	for _, tt := range tests {
		t.Run(tt.sql, func(t *testing.T) {
			s := Parse(tt.sql)
			if s.Kind != Update {
				t.Fatalf("Kind = %v", s.Kind)
			}
			if got := sets(s.Set); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Set = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestUpsertSet(t *testing.T) {
	tests := []struct {
		sql  string
		want []string
	}{
		{"INSERT INTO counters (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = counters.n + 1", []string{"n:add"}},
		{"INSERT INTO counters AS c (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = c.n + EXCLUDED.n", []string{"n:add"}},
		{"INSERT INTO counters (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = EXCLUDED.n", []string{"n:none"}},
		{"INSERT INTO counters (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = n + 1", []string{"n:add"}},
		{"INSERT INTO counters (k, n) VALUES (?, 1) ON CONFLICT(k) DO UPDATE SET n = n + excluded.n, at = excluded.at",
			[]string{"n:add", "at:none"}},
		{"INSERT INTO counters (k, n) VALUES (?, 1) ON DUPLICATE KEY UPDATE n = n + VALUES(n)", []string{"n:add"}},
		{"INSERT INTO counters (k, n) VALUES (?, 1) ON DUPLICATE KEY UPDATE n = VALUES(n)", []string{"n:none"}},
		{"INSERT INTO counters (k, n) VALUES (?, 1) AS new ON DUPLICATE KEY UPDATE n = new.n", []string{"n:none"}},
		{"INSERT INTO counters (k, n) VALUES (?, 1) AS new ON DUPLICATE KEY UPDATE n = counters.n + new.n", []string{"n:add"}},
	}
	for _, tt := range tests {
		t.Run(tt.sql, func(t *testing.T) {
			s := Parse(tt.sql)
			if got := sets(s.ConflictSet); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ConflictSet = %q, want %q", got, tt.want)
			}
			if len(s.Set) != 0 {
				t.Errorf("Set = %q, want none: upsert assignments go to ConflictSet", sets(s.Set))
			}
		})
	}
}

func TestSetHoles(t *testing.T) {
	H := Hole
	tests := []struct {
		sql       string
		want      []string
		whereHole bool // Where reports that a Hole may hold conditions
	}{
		{"UPDATE a SET balance = " + H + " WHERE id = $1", []string{"balance:unknown"}, false},
		{"UPDATE a SET balance = balance + " + H + " WHERE id = $1", []string{"balance:add"}, false},
		{"UPDATE a SET balance = " + H + " + 1", []string{"balance:unknown"}, false},
		{"UPDATE a SET balance = fn(" + H + ")", []string{"balance:unknown"}, false},
		{"UPDATE a SET " + H + " = 1", []string{":unknown"}, false},
		{"UPDATE a SET " + H + " = " + H + " + 1", []string{":unknown"}, false},
		{"UPDATE a SET a = 1, " + H + " WHERE id = $1", []string{"a:none", ":unknown"}, false},
		{"UPDATE a SET a = 1 " + H, []string{"a:none", ":unknown"}, true},
		{"UPDATE a SET " + H, []string{":unknown"}, true},
		{"UPDATE a SET " + H + " WHERE id = $1", []string{":unknown"}, false},
		{"UPDATE a " + H + " WHERE id = $1", []string{":unknown"}, false},
		{"UPDATE a SET n = n + 1 WHERE id = " + H, []string{"n:add"}, true},
		{"UPDATE a SET n = 'pre-" + H + "'", []string{"n:none"}, false},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.sql, H, "<H>"), func(t *testing.T) {
			s := Parse(tt.sql)
			if !s.Holes {
				t.Error("Holes not set")
			}
			if got := sets(s.Set); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Set = %q, want %q", got, tt.want)
			}
			hole := false
			for _, c := range s.Where {
				hole = hole || c.Hole
			}
			if hole != tt.whereHole {
				t.Errorf("Where has a hole: %v, want %v (%+v)", hole, tt.whereHole, s.Where)
			}
		})
	}
}

func TestRelRelative(t *testing.T) {
	for r := RelNone; r <= RelUnknown; r++ {
		want := r == RelAdd || r == RelSub || r == RelMul || r == RelDiv || r == RelNot ||
			r == RelOneMinus || r == RelConcat || r == RelArray
		if r.Relative() != want {
			t.Errorf("%v.Relative() = %v", r, !want)
		}
	}
}
