package knowledge

import "testing"

// TestMetrics: every metric entry names its value among its parameters
// (Index panics on a typo), has a valid kind and a unique name, and
// MetricOf's table holds it.
func TestMetrics(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range Metrics() {
		if seen[m.Name] {
			t.Errorf("metric %s listed twice", m.Name)
		}
		seen[m.Name] = true
		if m.Kind == 0 || int(m.Kind) >= len(metricKindNames) {
			t.Errorf("metric %s: invalid kind %d", m.Name, m.Kind)
		}
		if m.Value != "" {
			m.Index(m.Value)
		} else if m.Kind == MetricGauge || m.Kind == MetricFunc {
			t.Errorf("metric %s: a %s names no value", m.Name, m.Kind)
		}
		if metricByName[m.Name] != m {
			t.Errorf("metric %s: not in the lookup table", m.Name)
		}
	}
	if MetricOf(nil) != nil {
		t.Error("MetricOf(nil) is not nil")
	}
}
