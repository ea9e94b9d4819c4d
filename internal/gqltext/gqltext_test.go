package gqltext

import "testing"

func TestMutates(t *testing.T) {
	tests := []struct {
		doc            string
		mutates, known bool
	}{
		// The twins: the same shapes, one a mutation, one a read.
		{`mutation CreateIssue($input: IssueCreateInput!) { issueCreate(input: $input) { success } }`, true, true},
		{`query Issues { issues { nodes { id } } }`, false, true},
		{`mutation { issueCreate(input: {title: "x"}) { success } }`, true, true},
		{`{ viewer { id } }`, false, true},
		{`subscription OnIssue { issue { id } }`, false, true},
		// Ignored tokens before the operation type: whitespace, commas,
		// comments, the BOM.
		{"\ufeff\n\t,, # mutation in a comment\n query Q { a }", false, true},
		{"# query in a comment\nmutation M { a }", true, true},
		{"  # a comment\r\n  mutation M { a }", true, true},
		// Several operations: a mutation if any is one.
		{`query A { a } mutation B { b }`, true, true},
		{`query A { a } query B { b }`, false, true},
		// A fragment beside the operation.
		{`fragment F on Issue { id } query Q { issue { ...F } }`, false, true},
		{`mutation M { issueCreate { issue { ...F } } } fragment F on Issue { id }`, true, true},
		// Default values and strings with braces and keywords inside.
		{`query Q($f: Filter = {state: "mutation {"}) { issues(filter: $f) { id } }`, false, true},
		{`query Q { search(q: """mutation { x }""") { id } }`, false, true},
		{`query Q { search(q: "a \" mutation { b }") { id } }`, false, true},
		// Not documents: they say nothing.
		{``, false, false},
		{`query failed`, false, false},
		{`mutation M { a `, false, false},
		{`{"query": "mutation { a }"}`, false, false},
		{`mutation M { a(s: "unterminated) }`, false, false},
		{`hello world`, false, false},
		{`# only a comment`, false, false},
	}
	for _, tt := range tests {
		m, k := Mutates(tt.doc)
		if m != tt.mutates || k != tt.known {
			t.Errorf("Mutates(%q) = %v, %v; want %v, %v", tt.doc, m, k, tt.mutates, tt.known)
		}
	}
}

func FuzzMutates(f *testing.F) {
	f.Add(`mutation M($a: [In!] = [{b: "c"}]) { x(a: $a) { ...F } } fragment F on T { y }`)
	f.Add("\ufeff# c\n{ a }")
	f.Add(`query Q { s(q: """a \""" b""") }`)
	f.Fuzz(func(t *testing.T, doc string) {
		Mutates(doc) // no panic on any input
	})
}
