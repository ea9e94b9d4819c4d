package sqltext

import (
	"testing"
	"time"
)

func TestAgeCutoff(t *testing.T) {
	day := 24 * time.Hour
	for _, tc := range []struct {
		sql  string
		want Cutoff
		ok   bool
	}{
		{"DELETE FROM processed_events WHERE created_at < now() - interval '1 hour'", Cutoff{Age: time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < NOW() - INTERVAL '30 minutes'", Cutoff{Age: 30 * time.Minute, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at <= CURRENT_TIMESTAMP - INTERVAL '7 days'", Cutoff{Age: 7 * day, Arg: -1}, true},
		{"DELETE FROM t WHERE kind = 'x' AND created_at < now() - '2 hours'::interval", Cutoff{Age: 2 * time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < now() - $1::interval", Cutoff{Arg: 0}, true},
		{"DELETE FROM t WHERE tenant = $1 AND created_at < now() - $2::interval", Cutoff{Arg: 1}, true},
		{"DELETE FROM t WHERE created_at < now() - interval '1 hour' * $1", Cutoff{Arg: 0, Unit: time.Hour}, true},
		{"DELETE FROM t WHERE created_at < now() - 3 * interval '1 day'", Cutoff{Age: 3 * day, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < datetime('now', '-1 hour')", Cutoff{Age: time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < datetime('now','-7 days')", Cutoff{Age: 7 * day, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < NOW() - INTERVAL 1 HOUR", Cutoff{Age: time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < NOW() - INTERVAL '1' DAY", Cutoff{Age: day, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < NOW() + INTERVAL -1 HOUR", Cutoff{Age: time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < DATE_SUB(NOW(), INTERVAL 6 HOUR)", Cutoff{Age: 6 * time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE a = ? AND created_at < DATE_SUB(NOW(), INTERVAL ? MINUTE)", Cutoff{Arg: 1, Unit: time.Minute}, true},
		{"DELETE FROM t WHERE created_at < dateadd(hour, -1, getdate())", Cutoff{Age: time.Hour, Arg: -1}, true},
		{"DELETE FROM t WHERE created_at < $1", Cutoff{Arg: 0, Time: true}, true},
		{"DELETE FROM t WHERE id = ? AND created_at < ?", Cutoff{Arg: 1, Time: true}, true},
		// Not a cutoff by age.
		{"DELETE FROM t WHERE expires_at < now()", Cutoff{}, false},
		{"DELETE FROM t WHERE created_at > now() - interval '1 hour'", Cutoff{}, false},
		{"DELETE FROM t WHERE created_at < now() + interval '1 hour'", Cutoff{}, false},
		{"DELETE FROM t WHERE created_at < now() - interval '" + Hole + " hours'", Cutoff{}, false},
		{"DELETE FROM t WHERE created_at < other_at - interval '1 hour'", Cutoff{}, false},
		{"DELETE FROM t WHERE id = $1", Cutoff{}, false},
	} {
		st := Parse(tc.sql)
		var got Cutoff
		ok := false
		for _, c := range st.Where {
			if got, ok = st.AgeCutoff(c); ok {
				break
			}
		}
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%s: got %+v %v, want %+v %v", tc.sql, got, ok, tc.want, tc.ok)
		}
	}
}

func TestParseInterval(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"1 hour": time.Hour, "30 minutes": 30 * time.Minute, "1 day 2 hours": 26 * time.Hour,
		"-1 hour": -time.Hour, "01:30:00": 90 * time.Minute, "1h30m": 90 * time.Minute, "7 days": 7 * 24 * time.Hour,
		"2 weeks": 14 * 24 * time.Hour, "-30 minutes": -30 * time.Minute,
	} {
		if got, ok := ParseInterval(in); !ok || got != want {
			t.Errorf("ParseInterval(%q) = %v %v, want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "soon", "1 fortnight", "x hours"} {
		if _, ok := ParseInterval(in); ok {
			t.Errorf("ParseInterval(%q) ok", in)
		}
	}
}
