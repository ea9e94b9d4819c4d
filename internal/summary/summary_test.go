package summary_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// TestFacts asserts the summary facts of wrappers two levels deep across
// packages: ids/store wrap the libraries, keys wraps ids, app wraps keys
// and store.
func TestFacts(t *testing.T) {
	testdata, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	analysistest.Run(t, testdata, summary.Analyzer, "summarytest/app", "summarytest/ids", "summarytest/keys", "summarytest/store", "summarytest/rpc", "summarytest/inherithttp", "summarytest/typeflow", "summarytest/teamhelpers", "summarytest/keyread", "summarytest/resultfield", "summarytest/verify", "summarytest/rpcpost/edge", "summarytest/rpcpost/rest", "summarytest/rpcpost/fixed", "summarytest/rpcpost/push", "summarytest/graphql", "summarytest/built", "summarytest/promoted", "summarytest/promoted/store", "summarytest/lapses")
}

// TestInherit: a call through an interface that library types the
// knowledge describes implement has their role when their entries agree,
// and none when they disagree.
func TestInherit(t *testing.T) {
	testdata, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	kb, err := knowledge.New(
		&knowledge.Func{Name: "(*summarytest/inherit/lib.A).Do", Roles: []knowledge.Role{knowledge.Effect}, Effect: knowledge.KindPayment, Params: []string{"ctx", "id"}},
		&knowledge.Func{Name: "(*summarytest/inherit/lib.A).Send", Roles: []knowledge.Role{knowledge.Effect}, Effect: knowledge.KindPayment, Params: []string{"ctx", "id"}},
		&knowledge.Func{Name: "(*summarytest/inherit/lib.A).Close", Roles: []knowledge.Role{knowledge.Effect}, Effect: knowledge.KindPayment, Params: []string{}, Why: "test: io.Closer must not inherit it"},
		&knowledge.Func{Name: "(summarytest/inherit/lib.B).Do", Roles: []knowledge.Role{knowledge.None}, Params: []string{"ctx", "id"}, Why: "test: disagrees with A.Do"},
	)
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, summary.NewWithOptions(kb, summary.Options{}), "summarytest/inherit/app", "summarytest/inherit/caller")
}
