package dedupschema

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
)

// gormField is a column of a gorm model.
type gormField struct {
	v      *types.Var
	tag    string // the whole struct tag
	column string
	unique bool
}

// checkGorm checks the models passed to AutoMigrate: a model whose name
// says dedup needs a primaryKey, unique or uniqueIndex tag on its key field.
func (s *state) checkGorm(r *scanResult) {
	if len(r.migrate) == 0 {
		return
	}
	fields := s.astFields()
	seen := map[*types.TypeName]bool{}
	for _, call := range r.migrate {
		if call.Ellipsis.IsValid() {
			continue
		}
		for _, arg := range call.Args {
			n := modelType(s.p.TypesInfo.TypeOf(arg))
			if n == nil || seen[n.Obj()] {
				continue
			}
			seen[n.Obj()] = true
			st, ok := n.Underlying().(*types.Struct)
			if !ok {
				continue
			}
			table := s.tableName(n)
			if !s.dedupName(n.Obj().Name(), table) {
				continue
			}
			cols := gormColumns(st, 0)
			key := s.unkeyedGorm(cols)
			if key == nil {
				continue
			}
			s.reportGorm(n, table, key, fields[key.v], arg)
		}
	}
}

// modelType returns the named struct type of an AutoMigrate argument
// (&T{}, T{}, new(T)), or nil.
func modelType(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n
}

// gormColumns lists the columns of a model, embedded structs included.
func gormColumns(st *types.Struct, depth int) []gormField {
	var out []gormField
	for i := 0; i < st.NumFields(); i++ {
		v := st.Field(i)
		tag := st.Tag(i)
		settings := gormSettings(reflect.StructTag(tag).Get("gorm"))
		if _, ok := settings["-"]; ok || !v.Exported() && !v.Embedded() {
			continue
		}
		_, embedded := settings["embedded"]
		if (v.Embedded() || embedded) && depth < 4 {
			t := v.Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if inner, ok := t.Underlying().(*types.Struct); ok {
				out = append(out, gormColumns(inner, depth+1)...)
				continue
			}
		}
		f := gormField{v: v, tag: tag, column: settings["column"]}
		if f.column == "" {
			f.column = snake(v.Name())
		}
		for k, val := range settings {
			switch k {
			case "primarykey", "primary_key", "unique", "uniqueindex":
				f.unique = true
			case "index":
				for _, opt := range strings.Split(strings.ToLower(val), ",") {
					if strings.TrimSpace(opt) == "unique" || strings.TrimSpace(opt) == "class:unique" {
						f.unique = true
					}
				}
			}
		}
		out = append(out, f)
	}
	return out
}

// gormSettings parses a gorm tag value: "column:k;uniqueIndex:idx,sort:desc"
// maps lower-case keys to their values.
func gormSettings(tag string) map[string]string {
	out := map[string]string{}
	for _, part := range strings.Split(tag, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, ":")
		out[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}
	return out
}

// unkeyedGorm returns the first key column of a model, when no key column
// of the model is unique; nil otherwise.
func (s *state) unkeyedGorm(cols []gormField) *gormField {
	var first *gormField
	for i := range cols {
		if !s.isKeyColumn(cols[i].column) {
			continue
		}
		if cols[i].unique {
			return nil
		}
		if first == nil {
			first = &cols[i]
		}
	}
	return first
}

// tableName returns the table of a gorm model: the constant its TableName
// method returns, else the snake case of its name.
func (s *state) tableName(n *types.Named) string {
	for _, f := range s.files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Name.Name != "TableName" || fd.Body == nil || len(fd.Body.List) != 1 {
				continue
			}
			if recvTypeName(s.p.TypesInfo, fd) != n.Obj() {
				continue
			}
			if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
				if tv, ok := s.p.TypesInfo.Types[ret.Results[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
					return constant.StringVal(tv.Value)
				}
			}
		}
	}
	return snake(n.Obj().Name())
}

// astFields maps the struct fields declared in the package's files to
// their syntax.
func (s *state) astFields() map[*types.Var]*ast.Field {
	out := map[*types.Var]*ast.Field{}
	for _, f := range s.files {
		ast.Inspect(f, func(n ast.Node) bool {
			st, ok := n.(*ast.StructType)
			if !ok || st.Fields == nil {
				return true
			}
			for _, fld := range st.Fields.List {
				for _, name := range fld.Names {
					if v, ok := s.p.TypesInfo.Defs[name].(*types.Var); ok {
						out[v] = fld
					}
				}
			}
			return true
		})
	}
	return out
}

// reportGorm reports the key field of a dedup model, at the field when it
// is declared in this package (with a fix), else at the AutoMigrate
// argument.
func (s *state) reportGorm(n *types.Named, table string, key *gormField, fld *ast.Field, arg ast.Expr) {
	msg := fmt.Sprintf("model %s stores %s but %s has no primaryKey, unique or uniqueIndex tag; two concurrent inserts of the same key both succeed; add `gorm:\"uniqueIndex\"` to %s (on a live table, build the index CONCURRENTLY first)",
		n.Obj().Name(), noun(key.column, table), key.v.Name(), key.v.Name())
	d := analysis.Diagnostic{Pos: arg.Pos(), End: arg.End(), Category: CategoryGorm, Message: msg}
	if fld != nil && len(fld.Names) > 0 {
		d.Pos, d.End = fld.Names[0].Pos(), fld.End()
		d.Related = []analysis.RelatedInformation{{Pos: arg.Pos(), End: arg.End(), Message: "table migrated here"}}
		if edit, ok := gormTagEdit(fld); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{{
				Message:   "Add gorm:\"uniqueIndex\" to " + key.v.Name(),
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

// snake converts a Go name to gorm's column name: MessageID -> message_id,
// HTTPRequestID -> http_request_id.
func snake(name string) string {
	rs := []rune(name)
	var b strings.Builder
	for i, r := range rs {
		if unicode.IsUpper(r) {
			if i > 0 {
				prev := rs[i-1]
				next := rune(0)
				if i+1 < len(rs) {
					next = rs[i+1]
				}
				if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && unicode.IsLower(next) {
					b.WriteByte('_')
				}
			}
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
