// Package dedupstore is the one definition of a dedup store by its name:
// the words that, found in the name of a table, model, collection or key,
// mark a table of processed messages, an inbox or an idempotency record;
// the suite setting that changes them; and what an SQL statement means
// for such a store.
//
// Every analyzer that asks "is this a dedup store" reads it (dedupschema
// for table and model names, relativewrite and retrykeyless through
// summary.Result.DedupRecord), so the list and the matcher cannot drift.
// It imports nothing of ours but sqltext, so that internal/config can
// read the default without pulling in SSA.
package dedupstore

import (
	"strings"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// Setting is the name of the suite setting that sets the words, in
// .idemlint.yml and in the golangci-lint plugin's settings.
const Setting = "dedup-words"

// DefaultWords are the words, comma-separated, that mark a dedup store
// when the settings name none.
const DefaultWords = "idempot,dedup,inbox,processed,seen,consumed,handled,applied"

// Words is a list of lower-case words that mark a dedup store. The zero
// value is the default list.
type Words struct {
	list []string
	set  bool // list replaces the default, even when empty
}

var defaults = Parse(DefaultWords).list

// Parse reads a comma-separated list of words; case and the spaces around
// each word do not matter, and empty items are dropped.
func Parse(csv string) Words {
	w := Words{set: true}
	for _, s := range strings.Split(csv, ",") {
		if s = strings.ToLower(strings.TrimSpace(s)); s != "" {
			w.list = append(w.list, s)
		}
	}
	return w
}

// List returns the words.
func (w Words) List() []string {
	if !w.set {
		return defaults
	}
	return w.list
}

// String returns the words comma-separated, as Parse reads them.
func (w Words) String() string { return strings.Join(w.List(), ",") }

// Match reports whether a table, model, collection or key name contains
// one of the words, in any case.
func (w Words) Match(name string) bool {
	n := strings.ToLower(name)
	for _, word := range w.List() {
		if strings.Contains(n, word) {
			return true
		}
	}
	return false
}

// Insert reports whether st inserts into a table whose name marks a dedup
// store: with a unique key on the table (dedupschema sees to that), a
// replay of the insert fails, so it guards what follows it.
func (w Words) Insert(st sqltext.Statement) bool {
	return st.Kind == sqltext.Insert && w.Match(st.Table)
}

// Claim reports whether st claims a key atomically, whatever the table is
// called: an INSERT into a named table with ON CONFLICT DO NOTHING, INSERT
// IGNORE or INSERT OR IGNORE, whose row count tells who won.
func Claim(st sqltext.Statement) bool {
	return st.Kind == sqltext.Insert && st.Table != "" &&
		(st.Conflict == sqltext.ConflictDoNothing || st.Conflict == sqltext.ConflictIgnore)
}
