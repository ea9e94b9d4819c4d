package sqltext

import (
	"reflect"
	"strings"
	"testing"
)

// kinds renders the kind and first words of each statement.
func kinds(stmts []Statement) []string {
	var out []string
	for _, s := range stmts {
		out = append(out, s.Kind.String()+": "+s.Text)
	}
	return out
}

func TestSplit(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{
			name: "comments, strings and empty statements",
			in: `-- 0001_init.sql; creates things
/* a block comment; with a ; inside */
CREATE TABLE a (id int); ;;
INSERT INTO a VALUES (1, 'x;y', '-- not a comment', 'DELETE FROM a'); -- trailing; comment
SELECT 1 -- no separator at the end`,
			want: []string{
				"create table: CREATE TABLE a (id int)",
				"insert: INSERT INTO a VALUES (1, 'x;y', '-- not a comment', 'DELETE FROM a')",
				"select: SELECT 1",
			},
		},
		{
			name: "dollar-quoted function body",
			in: `CREATE FUNCTION bump() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1; -- ; here too
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
UPDATE t SET a = 1`,
			want: []string{
				"other: CREATE FUNCTION bump() RETURNS trigger AS $$\nBEGIN\n  NEW.version := OLD.version + 1; -- ; here too\n  RETURN NEW;\nEND;\n$$ LANGUAGE plpgsql",
				"update: UPDATE t SET a = 1",
			},
		},
		{
			name: "SQLite trigger with BEGIN ... END",
			in: `CREATE TRIGGER t_au AFTER UPDATE ON t BEGIN
  UPDATE t SET n = CASE WHEN n > 0 THEN n ELSE 0 END WHERE id = NEW.id;
  INSERT INTO log VALUES (NEW.id);
END;
DELETE FROM t`,
			want: []string{
				"other: CREATE TRIGGER t_au AFTER UPDATE ON t BEGIN\n  UPDATE t SET n = CASE WHEN n > 0 THEN n ELSE 0 END WHERE id = NEW.id;\n  INSERT INTO log VALUES (NEW.id);\nEND",
				"delete: DELETE FROM t",
			},
		},
		{
			name: "MySQL procedure with IF and END IF, no DELIMITER",
			in:   `CREATE PROCEDURE p() BEGIN IF 1 THEN SELECT 1; END IF; SELECT 2; END; SELECT 3`,
			want: []string{
				"other: CREATE PROCEDURE p() BEGIN IF 1 THEN SELECT 1; END IF; SELECT 2; END",
				"select: SELECT 3",
			},
		},
		{
			name: "MySQL DELIMITER",
			in: `DELIMITER $$
CREATE TRIGGER trg BEFORE INSERT ON t FOR EACH ROW
BEGIN
  SET NEW.a = 1;
END$$
DELIMITER ;
INSERT INTO t (a) VALUES (1);`,
			want: []string{
				"other: CREATE TRIGGER trg BEFORE INSERT ON t FOR EACH ROW\nBEGIN\n  SET NEW.a = 1;\nEND",
				"insert: INSERT INTO t (a) VALUES (1)",
			},
		},
		{
			name: "a column called delimiter is not a directive",
			in:   "CREATE TABLE d (\ndelimiter text\n);\nSELECT 1",
			want: []string{"create table: CREATE TABLE d (\ndelimiter text\n)", "select: SELECT 1"},
		},
		{
			name: "SQL Server GO",
			in:   "CREATE TABLE [dbo].[t] ([id] INT PRIMARY KEY)\nGO\nSELECT TOP 1 * FROM [dbo].[t]\ngo\n",
			want: []string{"create table: CREATE TABLE [dbo].[t] ([id] INT PRIMARY KEY)", "select: SELECT TOP 1 * FROM [dbo].[t]"},
		},
		{
			name: "MySQL backslash escapes",
			in:   `INSERT INTO t VALUES ('it\'s; fine'); SELECT 'ok'`,
			want: []string{`insert: INSERT INTO t VALUES ('it\'s; fine')`, "select: SELECT 'ok'"},
		},
		{
			name: "transaction control and others",
			in:   "BEGIN; DROP TABLE x; COMMIT;",
			want: []string{"other: BEGIN", "other: DROP TABLE x", "other: COMMIT"},
		},
		{
			name: "a table called event is not a block",
			in:   "CREATE TABLE event (begin_at int, case_id int); SELECT 1",
			want: []string{"create table: CREATE TABLE event (begin_at int, case_id int)", "select: SELECT 1"},
		},
		{
			name: "only comments",
			in:   "-- nothing\n/* here */ ;",
			want: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := kinds(Split(tt.in))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Split(%q)\n got  %q\n want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestSplitOffsets(t *testing.T) {
	in := "-- header\n\n  INSERT INTO a VALUES (1);\n/* x */ UPDATE b\n   SET n = n + 1;"
	stmts := Split(in)
	if len(stmts) != 2 {
		t.Fatalf("got %d statements, want 2", len(stmts))
	}
	for _, s := range stmts {
		if in[s.Offset:s.Offset+len(s.Text)] != s.Text {
			t.Errorf("Text %q is not at Offset %d", s.Text, s.Offset)
		}
	}
	// A caller computes line:col inside an embedded file from Offset.
	line := 1 + strings.Count(in[:stmts[1].Offset], "\n")
	col := stmts[1].Offset - strings.LastIndex(in[:stmts[1].Offset], "\n")
	if line != 4 || col != 9 {
		t.Errorf("UPDATE at %d:%d, want 4:9", line, col)
	}
}

func TestParse(t *testing.T) {
	if s := Parse(""); s.Kind != Unknown || s.Text != "" {
		t.Errorf("Parse(\"\") = %+v", s)
	}
	if s := Parse("  -- only a comment"); s.Kind != Unknown {
		t.Errorf("comment: %+v", s)
	}
	s := Parse("  select 1 from t; delete from t")
	if s.Kind != Select || s.Text != "select 1 from t" || s.Offset != 2 {
		t.Errorf("Parse first = %+v", s)
	}
	if s := Parse(Hole + " WHERE id = $1"); s.Kind != Unknown || !s.Holes {
		t.Errorf("leading hole: %+v", s)
	}
	if s := Parse("(SELECT a FROM x WHERE k = 1) UNION (SELECT a FROM y WHERE j = 2)"); s.Kind != Select || s.Table != "x" || len(s.Where) != 1 || s.Where[0].Column != "k" {
		t.Errorf("union: %+v", s)
	}
	if s := Parse("WITH RECURSIVE r (n) AS (SELECT 1), q AS NOT MATERIALIZED (SELECT 2) DELETE FROM t WHERE id IN (SELECT n FROM r)"); s.Kind != Delete || s.Table != "t" {
		t.Errorf("CTE: %+v", s)
	}
}

func TestLimits(t *testing.T) {
	many := strings.Repeat("SELECT 1;", MaxStatements+10)
	if n := len(Split(many)); n != MaxStatements {
		t.Errorf("got %d statements, want MaxStatements", n)
	}
	huge := "SELECT " + strings.Repeat("a, ", MaxInput)
	s := Parse(huge)
	if s.Kind != Select || len(s.Text) > MaxInput {
		t.Errorf("huge input: kind %v, %d bytes of text", s.Kind, len(s.Text))
	}
	// Deep nesting neither recurses without bound nor goes quadratic.
	deep := "SELECT EXISTS(" + strings.Repeat("SELECT EXISTS(", 5000) + "SELECT 1 FROM t" + strings.Repeat(")", 5001)
	if s := Parse(deep); s.Kind != Select || s.Probe != ProbeExists {
		t.Errorf("deep: %+v", s.Kind)
	}
	parens := "UPDATE t SET n = " + strings.Repeat("(", 20000) + "n + 1" + strings.Repeat(")", 20000) + " WHERE " +
		strings.Repeat("(", 20000) + "a = 1" + strings.Repeat(")", 20000)
	if s := Parse(parens); s.Kind != Update || len(s.Set) != 1 || s.Set[0].Rel != RelAdd {
		t.Errorf("parens: %+v", s.Set)
	}
}
