package sqltext

import (
	"fmt"
	"strings"
	"testing"
)

func init() { onBug = func(r any) { panic(r) } }

// toks renders tokens as "kind:text" for compact comparison.
func toks(ts []Token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%s:%s", t.Kind, strings.ReplaceAll(t.Text, Hole, "<H>"))
	}
	return b.String()
}

func TestLex(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"words and ops", "SELECT a::text FROM t WHERE x <> y AND y != z",
			"word:SELECT word:a op::: word:text word:FROM word:t word:WHERE word:x op:<> word:y word:AND word:y op:!= word:z"},
		{"doubled quote", "'it''s'", "string:'it''s'"},
		{"semicolon, dash and keyword in string", "'a; -- DELETE FROM t'", "string:'a; -- DELETE FROM t'"},
		{"E string backslash", `E'it\'s' x`, `string:E'it\'s' word:x`},
		{"plain string keeps backslash (PG)", `'a\' , 'b'`, `string:'a\' op:, string:'b'`},
		{"N X B U& strings", `N'x' X'ff' b'01' U&'d\0061'`, `string:N'x' string:X'ff' string:b'01' string:U&'d\0061'`},
		{"dollar quote", "$$a; 'b'$$ $fn$ x $$ y $fn$", "string:$$a; 'b'$$ string:$fn$ x $$ y $fn$"},
		{"positional vs dollar", "$1 $12 $name", "param:$1 param:$12 param:$name"},
		{"placeholders", "? ?3 :name @p1 @@session.x", "param:? param:?3 param::name param:@p1 param:@@session op:. word:x"},
		{"cast is not a named param", "a::int", "word:a op::: word:int"},
		{"assign op", "@x := 1", "param:@x op::= number:1"},
		{"quoted identifiers", "\"Q\"\"i\", `b``t`, [sq id]", "ident:\"Q\"\"i\" op:, ident:`b``t` op:, ident:[sq id]"},
		{"U& identifier", `U&"d\0061"`, `ident:U&"d\0061"`},
		{"array subscript is not a bracket ident", "arr[1] ARRAY[1,2] '{}'::int[]",
			"word:arr op:[ number:1 op:] word:ARRAY op:[ number:1 op:, number:2 op:] string:'{}' op::: word:int op:[ op:]"},
		{"bracket ident after keyword and dot", "FROM [dbo].[Order Details]", "word:FROM ident:[dbo] op:. ident:[Order Details]"},
		{"numbers", "1 1.5 (.5) 1e3 1.5E-3 0xFF 1_000", "number:1 number:1.5 op:( number:.5 op:) number:1e3 number:1.5E-3 number:0xFF number:1_000"},
		{"dot after operand is a qualifier", "t.5", "word:t op:. number:5"},
		{"json operators", "d->>'k' d#>>'{a}' d @> x d <@ y a <=> b", "word:d op:->> string:'k' word:d op:#>> string:'{a}' word:d op:@> word:x word:d op:<@ word:y word:a op:<=> word:b"},
		{"concat", "a||b", "word:a op:|| word:b"},
		{"comments", "a -- c ; 'x\nb /* ; ' */ c", "word:a word:b word:c"},
		{"mysql hash comment at line start", "# note; it's\nSELECT 1", "word:SELECT number:1"},
		{"hash operator mid-line", "SELECT a # b", "word:SELECT word:a op:# word:b"},
		{"hash comment after separator", "SELECT 1; # it's done\nSELECT 2", "word:SELECT number:1 sep:; word:SELECT number:2"},
		{"separator", "a;b", "word:a sep:; word:b"},
		{"hole alone", "x = " + Hole, "word:x op:= hole:<H>"},
		{"hole glued to identifier", "FROM tbl_" + Hole + "_v2 t", "word:FROM hole:tbl_<H>_v2 word:t"},
		{"hole in quoted identifier", `"` + Hole + `"`, `hole:"<H>"`},
		{"hole in string stays a string", `'pre-` + Hole + `'`, `string:'pre-<H>'`},
		{"unicode identifier", "SELECT déjà FROM t", "word:SELECT word:déjà word:FROM word:t"},
		{"identifier with dollar", "a$b", "word:a$b"},
		{"unterminated string runs to end", "SELECT 'abc", "word:SELECT string:'abc"},
		{"unterminated comment", "SELECT /* abc", "word:SELECT"},
		{"stray NUL", "a\x00b", "word:a op:\x00 word:b"},
		{"mysql backslash fallback", `INSERT INTO t VALUES ('it\'s'); SELECT 1`,
			`word:INSERT word:INTO word:t word:VALUES op:( string:'it\'s' op:) sep:; word:SELECT number:1`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := toks(Lex(tt.in)); got != tt.want {
				t.Errorf("Lex(%q)\n got  %s\n want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestTokenValue(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Users", "users"},
		{`"Users"`, "Users"},
		{`"a""b"`, `a"b`},
		{"`Key`", "Key"},
		{"[Order Details]", "Order Details"},
		{"[a]]b]", "a]b"},
		{`U&"x"`, "x"},
		{"'Lit'", "'Lit'"},
	}
	for _, tt := range tests {
		ts := Lex(tt.in)
		if len(ts) != 1 {
			t.Fatalf("Lex(%q) = %s, want one token", tt.in, toks(ts))
		}
		if got := ts[0].Value(); got != tt.want {
			t.Errorf("Value(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestKindStrings(t *testing.T) {
	if CreateIndex.String() != "create index" || Kind(99).String() != "invalid" {
		t.Error("Kind.String")
	}
	if ConflictDuplicateKey.String() != "duplicate key" || RelOneMinus.String() != "one minus" ||
		ProbeExists.String() != "exists" || OperandPlaceholder.String() != "placeholder" ||
		AlterAddKey.String() != "add key" || TokHole.String() != "hole" || TokenKind(0).String() != "invalid" {
		t.Error("String methods")
	}
}
