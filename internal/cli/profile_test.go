package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

func TestTimingAndProfiles(t *testing.T) {
	dir := payModule(t)
	plain := runIn(t, dir)
	got := runIn(t, dir, "-timing", "-cpuprofile", "cpu.out", "-memprofile", filepath.Join(dir, "mem.out"))
	wantCode(t, got, ExitFindings)
	if got.stdout != plain.stdout {
		t.Errorf("-timing must not change the findings:\n%s\nwant:\n%s", got.stdout, plain.stdout)
	}
	for _, re := range []string{
		`(?m)^timing: go list \d+\.\d{3}s wall$`,
		`(?m)^timing: type-check and analysis \d+\.\d{3}s wall$`,
		`(?m)^timing: type-check +\d+\.\d{3}s over 3 packages$`,
		`(?m)^timing: analyzer fakecharge +\d+\.\d{3}s over 3 packages$`,
		`(?m)^timing: analyzer fakewide +\d+\.\d{3}s over 3 packages$`,
	} {
		if !regexp.MustCompile(re).MatchString(got.stderr) {
			t.Errorf("stderr lacks %s:\n%s", re, got.stderr)
		}
	}
	for _, f := range []string{"cpu.out", "mem.out"} {
		if fi, err := os.Stat(filepath.Join(dir, f)); err != nil || fi.Size() == 0 {
			t.Errorf("profile %s not written: %v", f, err)
		}
	}
	bad := runIn(t, dir, "-cpuprofile", filepath.Join(dir, "nosuch", "cpu.out"))
	wantCode(t, bad, ExitError)
	wantContains(t, "stderr", bad.stderr, "idemlint: -cpuprofile: open ")
}

func TestCheckFacts(t *testing.T) {
	dir := payModule(t)
	plain := runIn(t, dir, "-json")
	checked := runIn(t, dir, "-json", "-check-facts")
	wantCode(t, checked, ExitFindings)
	if checked.stdout != plain.stdout || checked.stderr != plain.stderr {
		t.Errorf("-check-facts changed the output:\n%s\nwant:\n%s", checked, plain)
	}
}
