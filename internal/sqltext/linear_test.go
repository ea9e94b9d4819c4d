//go:build unix

package sqltext

import (
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLinearTime feeds inputs built to make a careless recognizer quadratic
// (deep nesting, long lists, unclosed groups, runs of holes). At these sizes a
// quadratic path costs tens of seconds of CPU and a linear one about a tenth
// of a second. CPU time, not wall time, so that a loaded machine does not make
// the test flaky.
func TestLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, n := range []int{60000, 160000} { // below and above MaxTokens
		for name, in := range adversarial(n) {
			if d := cpuCost(in); d > 3*time.Second {
				t.Errorf("%s: %v of CPU for %d bytes: not linear", name, d, len(in))
			}
		}
	}
}

// cpuCost returns the CPU time of Split and Lex on in.
func cpuCost(in string) time.Duration {
	best := time.Duration(1<<63 - 1)
	for range 1 {
		t0 := cpuTime()
		Split(in)
		Lex(in)
		best = min(best, cpuTime()-t0)
	}
	return best
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// adversarial returns inputs of about n tokens each.
func adversarial(n int) map[string]string {
	inputs := map[string]string{
		"words":      strings.Repeat("a ", n),
		"commas":     "SELECT " + strings.Repeat("a,", n),
		"open":       strings.Repeat("(", n),
		"close":      strings.Repeat(")", n),
		"openclose":  strings.Repeat("()", n),
		"update":     "UPDATE t SET " + strings.Repeat("a = a + 1, ", n/6),
		"multicol":   "UPDATE t SET (" + strings.Repeat("a,", n/2) + "b) = (" + strings.Repeat("1,", n/2) + "2)",
		"where":      "SELECT * FROM t WHERE " + strings.Repeat("a = 1 AND ", n/4),
		"nestedand":  "SELECT * FROM t WHERE " + strings.Repeat("(a = 1 AND ", n/5) + strings.Repeat(")", n/5),
		"exists":     strings.Repeat("SELECT EXISTS(", n/3),
		"between":    "SELECT * FROM t WHERE " + strings.Repeat("a BETWEEN 1 AND ", n/4),
		"create":     "CREATE TABLE t (" + strings.Repeat("a int primary key unique not null default 1, ", n/10) + ")",
		"keyparts":   "CREATE UNIQUE INDEX i ON t (" + strings.Repeat("a(1) desc, ", n/5) + ")",
		"insert":     "INSERT INTO t (a) VALUES " + strings.Repeat("(1), ", n/4),
		"select":     "INSERT INTO t " + strings.Repeat("SELECT ", n),
		"coalesce":   "UPDATE t SET a = " + strings.Repeat("coalesce(", n/2) + "a" + strings.Repeat(",0)", n/2) + " + 1",
		"casts":      "UPDATE t SET a = a" + strings.Repeat("::int", n/2) + " + 1",
		"plus":       "UPDATE t SET a = " + strings.Repeat("a + ", n/2) + "1",
		"concat":     "UPDATE t SET a = " + strings.Repeat("b || ", n/2) + "a",
		"dotted":     "SELECT * FROM " + strings.Repeat("a.", n),
		"holes":      strings.Repeat(Hole+" ", n/4),
		"holeglued":  strings.Repeat("a"+Hole, n/4),
		"lock":       "SELECT * FROM t " + strings.Repeat("FOR UPDATE ", n/2),
		"with":       strings.Repeat("WITH a AS (SELECT 1), ", n/6),
		"delim":      "DELIMITER " + strings.Repeat("x", 15) + "\n" + strings.Repeat("x", n),
		"dollar":     strings.Repeat("$a", n),
		"bracket":    strings.Repeat("FROM [", n/2),
		"quotes":     strings.Repeat("'", n),
		"backslash":  strings.Repeat(`'\'`, n/3),
		"trigger":    "CREATE TRIGGER t BEGIN " + strings.Repeat("BEGIN CASE END IF ", n/5),
		"semicolons": strings.Repeat("SELECT 1;", n/4),
		"lines":      strings.Repeat("GO\n", n/3),
		"hashes":     strings.Repeat("#\n", n/2),
		"alter":      "ALTER TABLE t " + strings.Repeat("ADD CONSTRAINT c UNIQUE (a), ", n/8),
		"onconflict": "INSERT INTO t VALUES (1) " + strings.Repeat("ON CONFLICT (a) DO UPDATE SET a = a + 1 ", n/10),
	}
	return inputs
}
