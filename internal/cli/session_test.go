package cli

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint"
)

// The fixtures in testdata/session (internal/lsp's tests read them too):
// a.Notify retries b.Send, which posts with http.Post, so a's finding rests
// on b's fact; b/quiet.go.txt is b.go with the same imports and a body
// that sends nothing.
func fixture(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "session", filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestSession: a Session reuses the package graph and the dependency's
// types and facts while nothing they rest on changes; an unsaved buffer
// (the overlay) is what is analysed; a dependency saved with another body
// is checked again and its new facts change the finding; a buffer that
// does not type-check is an *Incomplete, and the next good one is
// analysed.
func TestSession(t *testing.T) {
	notifyGo := fixture(t, "a/a.go")
	dir := writeModule(t, map[string]string{"a/a.go": notifyGo, "b/b.go": fixture(t, "b/b.go")})
	sess := NewSession()
	aDir := filepath.Join(dir, "a")
	aGo := filepath.Join(aDir, "a.go")
	run := func(overlay map[string][]byte) ([]Finding, error) {
		t.Helper()
		s := Settings{Suite: Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}, Session: sess, Overlay: overlay}
		return Analyze(context.Background(), aDir, []string{"."}, s)
	}
	want := func(overlay map[string][]byte, n int) {
		t.Helper()
		findings, err := run(overlay)
		if err != nil {
			t.Fatal(err)
		}
		if len(findings) != n {
			t.Fatalf("%d findings, want %d: %+v", len(findings), n, findings)
		}
	}
	want(nil, 1)
	if st := sess.Stats(); st.Lists != 1 || st.Checked != 2 || st.Reused != 0 {
		t.Errorf("first analysis: %+v, want one go list and a and b checked", st)
	}
	want(nil, 1)
	if st := sess.Stats(); st.Lists != 1 || st.ListsReused != 1 || st.Checked != 1 || st.Reused != 1 {
		t.Errorf("second analysis: %+v, want the graph and b reused", st)
	}

	// An unsaved buffer of a.go: the retry is gone; the graph holds.
	quiet := strings.Replace(notifyGo, "attempt < 3", "attempt < 1", 1)
	quiet = strings.Replace(quiet, "for attempt := 0; attempt < 1; attempt++ {", "{", 1)
	want(map[string][]byte{aGo: []byte(quiet)}, 0)
	if st := sess.Stats(); st.Lists != 1 || st.Reused != 1 {
		t.Errorf("a buffer below the imports: %+v, want no go list and b reused", st)
	}
	// A buffer that does not type-check: an *Incomplete.
	_, err := run(map[string][]byte{aGo: []byte(strings.Replace(notifyGo, "b.Send(", "b.Sned(", 1))})
	var inc *Incomplete
	if !errors.As(err, &inc) || len(inc.Skipped) != 1 {
		t.Fatalf("a buffer with a type error: %v, want an *Incomplete", err)
	}
	want(nil, 1)

	// b saved with a body that sends nothing: b is checked again, and a's
	// finding, which rested on b's fact, is gone.
	if err := os.WriteFile(filepath.Join(dir, "b", "b.go"), []byte(fixture(t, "b/quiet.go.txt")), 0o644); err != nil {
		t.Fatal(err)
	}
	want(nil, 0)
	if st := sess.Stats(); st.Lists != 1 || st.Checked != 2 || st.Reused != 0 {
		t.Errorf("after b changed: %+v, want the graph reused and b checked again", st)
	}
	// An import added to a buffer: go list runs again.
	added := strings.Replace(notifyGo, `import "example.com/m/b"`, "import (\n\t\"example.com/m/b\"\n\t_ \"errors\"\n)", 1)
	want(map[string][]byte{aGo: []byte(added)}, 0)
	if st := sess.Stats(); st.Lists != 2 {
		t.Errorf("an import added: %+v, want a second go list", st)
	}
	// go.mod changed: go list runs again.
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/m\n\ngo 1.26.0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want(nil, 0)
	if st := sess.Stats(); st.Lists != 3 {
		t.Errorf("go.mod changed: %+v, want a third go list", st)
	}
	// Reset: everything again, in a new universe.
	sess.Reset()
	want(nil, 0)
	if st := sess.Stats(); st.Lists != 4 || st.Universes != 2 || st.Reused != 0 {
		t.Errorf("after Reset: %+v, want a fourth go list and a second universe", st)
	}
}

// TestSessionNamedLibrary: a package the knowledge describes is out of
// the summary's scope unless named; named (a team editing its own copy of
// a library), its graph is reused like any other's: an edit below the
// imports runs no go list.
func TestSessionNamedLibrary(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":   "module github.com/segmentio/kafka-go\n\ngo 1.26\n",
		"kafka.go": "package kafka\n\nfunc Dial() error { return nil }\n",
	})
	sess := NewSession()
	kafka := filepath.Join(dir, "kafka.go")
	for i, src := range []string{"package kafka\n\nfunc Dial() error { return nil }\n// one\n", "package kafka\n\nfunc Dial() error { return nil }\n// two\n"} {
		s := Settings{Suite: Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}, Session: sess,
			Overlay: map[string][]byte{kafka: []byte(src)}}
		if _, err := Analyze(context.Background(), dir, []string{"."}, s); err != nil {
			t.Fatal(err)
		}
		if st := sess.Stats(); st.Lists != 1 || st.ListsReused != i {
			t.Errorf("edit %d: %+v, want one go list", i+1, st)
		}
	}
}
