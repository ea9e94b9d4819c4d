package summary

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// DedupRecord reports whether a call claims a key or records one in a
// dedup store, so that a replay finds it taken: a Claim of the knowledge
// or of a summary (INSERT … ON CONFLICT DO NOTHING, SET NX, a conditional
// put, a user function that claims), an INSERT into a table whose name
// says dedup, or a record (gorm's Create, a Redis SADD) into a model type
// or key whose name does. words say which names say dedup.
//
// This is the one answer to "is this a claim or a dedup record" that
// relativewrite (a delta keyed in its transaction) and retrykeyless (a
// mutation guarded in its retry) share.
func (r *Result) DedupRecord(c *ssa.CallCommon, words dedupstore.Words) bool {
	if r.Call(c).Has(knowledge.Claim) {
		return true
	}
	e := r.Entry(c)
	if e == nil {
		return false
	}
	switch {
	case e.Has(knowledge.SQL) && e.Query != "":
		t, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
		if !ok {
			return false
		}
		for _, st := range sqltext.Split(t) {
			if words.Insert(st) {
				return true
			}
		}
	case e.Has(knowledge.Record) && e.Key != "" && e.Key != "recv":
		k := ir.EntryArg(c, e, e.Key)
		if t, ok := keytext.Text(k); ok && words.Match(t) {
			return true
		}
		return k != nil && words.Match(gormcall.ModelName(k))
	}
	return false
}
