package dedupschema

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/model"
)

// checkEnt checks the ent schemas whose name says dedup: a key field must be
// Unique(), or lead a unique index of Indexes().
func (s *state) checkEnt(r *scanResult) {
	for _, es := range r.ent {
		name := es.Type.Name()
		if !s.dedupName(model.Snake(name)) {
			continue
		}
		var key *model.Column
		for i := range es.Fields {
			f := &es.Fields[i]
			if !f.Keyable || !s.isKeyColumn(f.Name) {
				continue
			}
			if f.Unique || es.Indexed(f.Name) {
				key = nil
				break
			}
			if key == nil {
				key = f
			}
		}
		if key == nil {
			continue
		}
		s.report(analysis.Diagnostic{
			Pos:      key.Expr.Pos(),
			End:      key.Expr.End(),
			Category: CategoryEnt,
			Message: fmt.Sprintf("ent schema %s stores %s but field %s is not Unique(); two concurrent inserts of the same key both succeed; add .Unique() to the field or a unique index in Indexes() (on a live table, build the index CONCURRENTLY first)",
				name, noun(key.Name, model.Snake(name)), key.Name),
			SuggestedFixes: []analysis.SuggestedFix{{
				Message:   "Make field " + key.Name + " Unique()",
				TextEdits: []analysis.TextEdit{{Pos: key.Expr.End(), End: key.Expr.End(), NewText: []byte(".Unique()")}},
			}},
		})
	}
}
