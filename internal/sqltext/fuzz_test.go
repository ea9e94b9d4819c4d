package sqltext

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// seeds are real statements of every dialect; the committed corpus under
// testdata/fuzz holds more.
var seeds = []string{
	"UPDATE accounts SET balance = balance + $1 WHERE id = $2 AND version = $3",
	"UPDATE t SET \"Balance\" = \"Balance\" + 1, active = NOT active, flag = 1 - flag, tags = tags || $1",
	"INSERT INTO public.idempotency_keys (key, response) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING id",
	"INSERT INTO t (k) VALUES ($1) ON CONFLICT ON CONSTRAINT t_pkey DO UPDATE SET n = t.n + EXCLUDED.n WHERE t.v < EXCLUDED.v",
	"INSERT IGNORE INTO processed (id) VALUES (?)",
	"INSERT OR REPLACE INTO kv (k, v) VALUES (?1, ?2)",
	"INSERT INTO kv (k, v) VALUES (?, ?) AS new ON DUPLICATE KEY UPDATE v = new.v + kv.v",
	"REPLACE INTO `db`.`kv` SET `k` = ?, `v` = ?",
	"SELECT EXISTS(SELECT 1 FROM processed WHERE id=$1)",
	"SELECT count(*) FROM t WHERE key = ? LOCK IN SHARE MODE",
	"SELECT * FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED",
	"SELECT TOP (1) * FROM [dbo].[t] WITH (UPDLOCK) WHERE [id] = @p1\nGO\n",
	"CREATE TABLE t (id bigserial PRIMARY KEY, key text NOT NULL UNIQUE, CONSTRAINT c UNIQUE (a, b)) WITHOUT ROWID",
	"CREATE TABLE `t` (`key` varchar(255) NOT NULL, UNIQUE KEY `uk` (`key`(191)), KEY `ix` (`a`)) ENGINE=InnoDB",
	"CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS i ON ONLY t USING btree (lower(email), k DESC) WHERE deleted_at IS NULL",
	"ALTER TABLE t ADD CONSTRAINT u UNIQUE (a, b), ADD UNIQUE INDEX x (c), DROP PRIMARY KEY, ADD CONSTRAINT p UNIQUE USING INDEX i",
	"CREATE FUNCTION f() RETURNS trigger AS $fn$ BEGIN NEW.a := 1; RETURN NEW; END; $fn$ LANGUAGE plpgsql; SELECT 1",
	"CREATE TRIGGER t AFTER INSERT ON x BEGIN UPDATE y SET n = CASE WHEN n > 0 THEN n ELSE 0 END; END; DELETE FROM t",
	"DELIMITER $$\nCREATE PROCEDURE p() BEGIN IF 1 THEN SELECT 1; END IF; END$$\nDELIMITER ;\nSELECT 2;",
	"# comment\nINSERT INTO t VALUES ('it\\'s; fine', E'a\\'b', 'x''y'); -- tail\n/* c */ SELECT 1",
	"WITH RECURSIVE r(n) AS (SELECT 1) DELETE FROM t WHERE id IN (SELECT n FROM r) RETURNING *",
	"UPDATE t SET (a, b) = ROW(a - 1, $2), arr[1] = 2, d = d || '{\"x\":1}'::jsonb WHERE x BETWEEN 1 AND 2",
	"UPDATE a SET n = " + Hole + " WHERE id = $1",
	"INSERT INTO t (a) VALUES ($1) " + Hole,
	"SELECT * FROM tbl_" + Hole + " WHERE k = " + Hole,
	"CREATE TABLE t (k text, " + Hole + ")",
	"'unterminated",
	"$$ unterminated dollar",
	"/* unterminated comment",
	"SELECT ((((((((((a))))))))))",
	"))))(((( ;;; ,,, ::",
	"",
}

func addSeeds(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	if b, err := os.ReadFile("testdata/migration.sql"); err == nil {
		f.Add(string(b))
	}
}

// checkStatements asserts the contract of Split on any input: statements are
// in order, do not overlap, each Text is the input at its Offset, the parsed
// parts agree with the kind, and no name carries a piece of a Hole.
func checkStatements(t *testing.T, text string, stmts []Statement) {
	t.Helper()
	if len(stmts) > MaxStatements {
		t.Fatalf("%d statements", len(stmts))
	}
	prev := 0
	for i, s := range stmts {
		end := s.Offset + len(s.Text)
		if s.Text == "" || s.Offset < prev || end > len(text) || text[s.Offset:end] != s.Text {
			t.Fatalf("statement %d: Offset %d, Text %q: not in order or not the input (prev end %d)", i, s.Offset, s.Text, prev)
		}
		prev = end
		if s.Holes != strings.Contains(s.Text, Hole) {
			t.Fatalf("statement %d: Holes = %v", i, s.Holes)
		}
		if (s.Kind == CreateTable) != (s.Create != nil) || (s.Kind == CreateIndex) != (s.Index != nil) ||
			(s.Kind != AlterTable && s.Alter != nil) {
			t.Fatalf("statement %d: kind %v with Create %v, Index %v, Alter %v", i, s.Kind, s.Create, s.Index, s.Alter)
		}
		if s.Kind < Unknown || s.Kind > Other || s.Conflict < ConflictNone || s.Conflict > ConflictUnknown ||
			s.Probe < ProbeNone || s.Probe > ProbeConst {
			t.Fatalf("statement %d: enum out of range: %+v", i, s)
		}
		names := []string{s.Schema, s.Table, s.Alias, s.ConflictConstraint}
		names = append(names, s.Columns...)
		names = append(names, s.ConflictColumns...)
		for _, as := range [][]Assignment{s.Set, s.ConflictSet} {
			for _, a := range as {
				if a.Rel < RelNone || a.Rel > RelUnknown {
					t.Fatalf("statement %d: Rel %d", i, a.Rel)
				}
				names = append(names, a.Column)
			}
		}
		for _, cs := range [][]Cond{s.Where, s.ConflictWhere} {
			for _, c := range cs {
				if c.Value < OperandUnknown || c.Value > OperandExpr {
					t.Fatalf("statement %d: Operand %d", i, c.Value)
				}
				names = append(names, c.Column)
			}
		}
		var ks []Key
		if s.Create != nil {
			names = append(names, s.Create.Schema, s.Create.Name)
			for _, c := range s.Create.Columns {
				names = append(names, c.Name, c.References)
			}
			ks = append(ks, s.Create.Keys...)
		}
		if s.Index != nil {
			names = append(names, s.Index.Schema, s.Index.Table)
			ks = append(ks, s.Index.Key)
		}
		for _, a := range s.Alter {
			if a.Key != nil {
				ks = append(ks, *a.Key)
			}
			if a.Column != nil {
				names = append(names, a.Column.Name)
			}
		}
		for _, k := range ks {
			names = append(names, k.Name, k.UsingIndex)
			for _, c := range k.Columns {
				if c != Hole {
					names = append(names, c)
				}
			}
		}
		for _, n := range names {
			if strings.Contains(n, Hole) {
				t.Fatalf("statement %d: a name holds a Hole: %q", i, n)
			}
		}
	}
}

func FuzzSplit(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		stmts := Split(text)
		checkStatements(t, text, stmts)
		if again := Split(text); !reflect.DeepEqual(again, stmts) {
			t.Fatal("Split is not deterministic")
		}
	})
}

func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		s := Parse(text)
		if s.Text == "" {
			if s.Kind != Unknown {
				t.Fatalf("empty statement of kind %v", s.Kind)
			}
			return
		}
		checkStatements(t, text, []Statement{s})
		if strings.Contains(text, `\`) {
			return // the MySQL backslash reading is chosen on the whole text
		}
		all := Split(text)
		if len(all) == 0 || all[0].Offset != s.Offset || all[0].Text != s.Text || all[0].Kind != s.Kind {
			t.Fatalf("Parse and Split disagree on the first statement: %q vs %v", s.Text, len(all))
		}
	})
}

// FuzzHoles puts a Hole at every kind of position: names must never carry
// it, and the contract of Split holds.
func FuzzHoles(f *testing.F) {
	for i, s := range seeds {
		f.Add(s, uint16(i*7))
	}
	f.Fuzz(func(t *testing.T, text string, at uint16) {
		k := 0
		if len(text) > 0 {
			k = int(at) % (len(text) + 1)
		}
		text = text[:k] + Hole + text[k:]
		checkStatements(t, text, Split(text))
	})
}

func FuzzLex(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		prev := 0
		for i, tok := range Lex(text) {
			if tok.Text == "" || tok.Offset < prev || tok.End() > len(text) || text[tok.Offset:tok.End()] != tok.Text {
				t.Fatalf("token %d %v %q at %d: not in order or not the input", i, tok.Kind, tok.Text, tok.Offset)
			}
			if tok.Kind < TokWord || tok.Kind > TokSep {
				t.Fatalf("token %d: kind %d", i, tok.Kind)
			}
			prev = tok.End()
		}
	})
}
