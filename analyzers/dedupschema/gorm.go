package dedupschema

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/model"
)

// checkGorm checks the models passed to AutoMigrate: a model whose name
// says dedup needs a primaryKey, unique or uniqueIndex tag on its key field.
func (s *state) checkGorm(r *scanResult) {
	if len(r.migrate) == 0 {
		return
	}
	fields := model.FieldSyntax(s.p.TypesInfo, s.files)
	seen := map[*types.TypeName]bool{}
	for _, u := range r.migrate {
		n := u.Type
		if seen[n.Obj()] {
			continue
		}
		seen[n.Obj()] = true
		table := model.GormTable(s.p.TypesInfo, s.files, n)
		if !s.dedupName(n.Obj().Name(), table) {
			continue
		}
		key := s.unkeyed(model.GormColumns(n))
		if key == nil {
			continue
		}
		s.reportGorm(n, table, key, fields[key.Field], u.Arg)
	}
}

// unkeyed returns the first key column of a model, when no key column of
// the model is unique; nil otherwise. Columns that are not keyable are
// not read.
func (s *state) unkeyed(cols []model.Column) *model.Column {
	var first *model.Column
	for i := range cols {
		if !cols[i].Keyable || !s.isKeyColumn(cols[i].Name) {
			continue
		}
		if cols[i].Unique {
			return nil
		}
		if first == nil {
			first = &cols[i]
		}
	}
	return first
}

// reportGorm reports the key field of a dedup model, at the field when it
// is declared in this package (with a fix), else at the AutoMigrate
// argument.
func (s *state) reportGorm(n *types.Named, table string, key *model.Column, fld *ast.Field, arg ast.Expr) {
	msg := fmt.Sprintf("model %s stores %s but %s has no primaryKey, unique or uniqueIndex tag; two concurrent inserts of the same key both succeed; add `gorm:\"uniqueIndex\"` to %s (on a live table, build the index CONCURRENTLY first)",
		n.Obj().Name(), noun(key.Name, table), key.Field.Name(), key.Field.Name())
	d := analysis.Diagnostic{Pos: arg.Pos(), End: arg.End(), Category: CategoryGorm, Message: msg}
	if fld != nil && len(fld.Names) > 0 {
		d.Pos, d.End = fld.Names[0].Pos(), fld.End()
		d.Related = []analysis.RelatedInformation{{Pos: arg.Pos(), End: arg.End(), Message: "table migrated here"}}
		if edit, ok := gormTagEdit(fld); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{{
				Message:   "Add gorm:\"uniqueIndex\" to " + key.Field.Name(),
				TextEdits: []analysis.TextEdit{edit},
			}}
		}
	}
	s.report(d)
}

// gormTagEdit adds uniqueIndex to a field's gorm tag: a new tag, a new gorm
// key in a raw-string tag, or a new setting in its gorm key (a plain index
// setting becomes uniqueIndex). A tag in a quoted string gets no fix.
func gormTagEdit(fld *ast.Field) (analysis.TextEdit, bool) {
	if fld.Tag == nil {
		return analysis.TextEdit{Pos: fld.Type.End(), End: fld.Type.End(), NewText: []byte(" `gorm:\"uniqueIndex\"`")}, true
	}
	raw := fld.Tag.Value
	if len(raw) < 2 || raw[0] != '`' {
		return analysis.TextEdit{}, false
	}
	base := fld.Tag.Pos()
	i := gormKeyIndex(raw)
	if i < 0 {
		end := base + token.Pos(len(raw)-1)
		sep := " "
		if strings.TrimSpace(raw[1:len(raw)-1]) == "" {
			sep = ""
		}
		return analysis.TextEdit{Pos: end, End: end, NewText: []byte(sep + `gorm:"uniqueIndex"`)}, true
	}
	vstart := i + len(`gorm:"`)
	vlen := strings.IndexByte(raw[vstart:], '"')
	if vlen < 0 {
		return analysis.TextEdit{}, false
	}
	val := raw[vstart : vstart+vlen]
	off := vstart
	for _, part := range strings.Split(val, ";") {
		k, _, _ := strings.Cut(part, ":")
		if strings.EqualFold(strings.TrimSpace(k), "index") && !strings.Contains(part, ",") {
			kstart := off + strings.Index(part, k)
			return analysis.TextEdit{Pos: base + token.Pos(kstart), End: base + token.Pos(kstart+len(k)), NewText: []byte("uniqueIndex")}, true
		}
		off += len(part) + 1
	}
	at := base + token.Pos(vstart+vlen)
	text := ";uniqueIndex"
	if strings.TrimSpace(val) == "" || strings.HasSuffix(strings.TrimSpace(val), ";") {
		text = "uniqueIndex"
	}
	return analysis.TextEdit{Pos: at, End: at, NewText: []byte(text)}, true
}

// gormKeyIndex returns the index of `gorm:"` as a key of a raw tag, or -1.
func gormKeyIndex(raw string) int {
	for i := 0; ; {
		j := strings.Index(raw[i:], `gorm:"`)
		if j < 0 {
			return -1
		}
		j += i
		if j == 1 || raw[j-1] == ' ' || raw[j-1] == '\t' {
			return j
		}
		i = j + 1
	}
}
