package config

import (
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// TestEntryKind: a configuration entry's kind goes to the refinement of
// its role; a kind the role does not have is an error naming the entry.
func TestEntryKind(t *testing.T) {
	s := Settings{Knowledge: []Entry{
		{Name: "(*example.com/pay.Client).Charge", Roles: []string{"effect"}, Kind: "payment", Params: []string{"ctx", "req"}},
		{Name: "example.com/ids.New", Roles: []string{"source"}, Kind: "uuid"},
		{Name: "example.com/db.Exec", Roles: []string{"sql"}, Kind: "exec", Params: []string{"q"}, Query: "q"},
	}}
	kb, err := s.KnowledgeBase()
	if err != nil {
		t.Fatal(err)
	}
	if e := kb.LookupName("(*example.com/pay.Client).Charge"); e == nil || e.Effect != knowledge.KindPayment {
		t.Errorf("effect entry: %+v", e)
	}
	if e := kb.LookupName("example.com/ids.New"); e == nil || e.Source != knowledge.SrcUUID {
		t.Errorf("source entry: %+v", e)
	}
	if e := kb.LookupName("example.com/db.Exec"); e == nil || e.SQL != knowledge.KindSQLExec {
		t.Errorf("sql entry: %+v", e)
	}
	for _, bad := range []Entry{
		{Name: "example.com/pay.Charge", Roles: []string{"effect"}, Kind: "paymnet"},
		{Name: "example.com/pay.Charge", Roles: []string{"source"}, Kind: "payment"},
		{Name: "example.com/pay.Charge", Roles: []string{"check"}, Kind: "payment", Params: []string{"k"}, Key: "k"},
	} {
		_, err := Settings{Knowledge: []Entry{bad}}.KnowledgeBase()
		if err == nil || !strings.Contains(err.Error(), bad.Name) {
			t.Errorf("%v kind %q: err = %v, want one naming the entry", bad.Roles, bad.Kind, err)
		}
	}
}
