package dedupstore

import (
	"testing"

	"github.com/idemlint/idemlint/internal/sqltext"
)

func TestWords(t *testing.T) {
	var zero Words
	if zero.String() != DefaultWords {
		t.Errorf("zero Words = %q, want the default %q", zero, DefaultWords)
	}
	for name, want := range map[string]bool{
		"processed_events": true, "IdempotencyKeys": true, "inbox:orders": true,
		"outbox": false, "ledger": false, "": false,
	} {
		if got := zero.Match(name); got != want {
			t.Errorf("default Match(%q) = %v, want %v", name, got, want)
		}
	}
	w := Parse(" Outbox, ,LEDGER ")
	if w.String() != "outbox,ledger" || !w.Match("outbox_keys") || w.Match("processed") {
		t.Errorf("Parse: %q", w)
	}
	if none := Parse(""); none.Match("processed") || len(none.List()) != 0 {
		t.Errorf("Parse(\"\") = %q, want no words", none)
	}
}

func TestStatements(t *testing.T) {
	var w Words
	for text, want := range map[string][2]bool{ // {Insert, Claim}
		"INSERT INTO processed_messages(id) VALUES ($1)":                          {true, false},
		"INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING":            {true, true},
		"INSERT IGNORE INTO payments(id) VALUES (?)":                              {false, true},
		"INSERT INTO payments(id) VALUES ($1)":                                    {false, false},
		"UPDATE processed SET n = n + 1":                                          {false, false},
		"INSERT INTO " + sqltext.Hole + "(id) VALUES ($1) ON CONFLICT DO NOTHING": {false, false},
	} {
		st := sqltext.Parse(text)
		if got := [2]bool{w.Insert(st), Claim(st)}; got != want {
			t.Errorf("%s: {Insert, Claim} = %v, want %v", text, got, want)
		}
	}
}
