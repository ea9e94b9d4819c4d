package integration

import (
	"go/types"
	"sort"
	"testing"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// TestKnowledgeMetricsResolve checks every metric entry (reconcile's
// counts and gauges) against the real library: its full name, its
// parameters, the parameter that holds its value, and that MetricOf finds
// it from the real function object.
func TestKnowledgeMetricsResolve(t *testing.T) {
	ms := knowledge.Metrics()
	set := map[string]bool{}
	for _, m := range ms {
		set[knowledge.PkgOf(m.Name)] = true
	}
	var paths []string
	for p := range set {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	u, bad, err := loadUniverse(paths)
	if err != nil || len(bad) > 0 {
		t.Fatalf("loading %v: %v %v", paths, err, bad)
	}
	for _, m := range ms {
		if err := checkFunc(u, m.Func); err != nil {
			t.Errorf("metric %s: %v", m.Name, err)
			continue
		}
		if m.Value != "" && !containsName(m.Params, m.Value) {
			t.Errorf("metric %s: Value names %q, which is not among the parameters %q", m.Name, m.Value, m.Params)
		}
		fn, err := resolveFunc(u, m.Name)
		if err != nil {
			t.Errorf("metric %s: %v", m.Name, err)
			continue
		}
		if knowledge.MetricOf(fn) != m {
			t.Errorf("metric %s: MetricOf does not find it", m.Name)
		}
		if m.Kind == knowledge.MetricFunc {
			sig := fn.Type().(*types.Signature)
			if _, ok := sig.Params().At(m.Func.Index(m.Value)).Type().Underlying().(*types.Signature); !ok {
				t.Errorf("metric %s: its value %q is no function", m.Name, m.Value)
			}
		}
	}
	t.Logf("%d metric entries checked", len(ms))
}
