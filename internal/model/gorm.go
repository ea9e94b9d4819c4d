package model

import (
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// The gorm methods whose arguments are models, by full name: AutoMigrate
// creates their tables; the writes insert, save or delete their rows; Model
// names the table of an update or a delete chained on it
// (db.Model(&T{}).Where(…).Updates(…)), and of a read (Count) otherwise.
const (
	GormAutoMigrate = "(*gorm.io/gorm.DB).AutoMigrate"
	gormDB          = "(*gorm.io/gorm.DB)."
	gormModel       = gormDB + "Model"
)

var (
	gormWrites = map[string]bool{
		gormDB + "Create":          true,
		gormDB + "CreateInBatches": true,
		gormDB + "Save":            true,
		gormDB + "FirstOrCreate":   true,
		gormDB + "Delete":          true,
	}
	// gormChained are the writes whose table a Model on their receiver
	// chain names.
	gormChained = map[string]bool{
		gormDB + "Update":        true,
		gormDB + "Updates":       true,
		gormDB + "UpdateColumn":  true,
		gormDB + "UpdateColumns": true,
		gormDB + "Delete":        true,
	}
)

// GormMethods returns the full names of the gorm methods whose arguments
// are read as models, sorted (integration proves them against gorm).
func GormMethods() []string {
	set := map[string]bool{GormAutoMigrate: true, gormModel: true}
	for _, m := range []map[string]bool{gormWrites, gormChained} {
		for n := range m {
			set[n] = true
		}
	}
	var out []string
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// GormUse is a model handed to gorm.
type GormUse struct {
	Call   *ast.CallExpr
	Method string // the callee's full name
	Arg    ast.Expr
	Type   *types.Named
}

// Migrates reports whether the use is an AutoMigrate.
func (u GormUse) Migrates() bool { return u.Method == GormAutoMigrate }

// GormUses returns the models a call hands to gorm: every argument of
// AutoMigrate; the value of Create, CreateInBatches, Save, FirstOrCreate
// and Delete; the value of a Model on the receiver chain of an Update,
// Updates, UpdateColumn(s) or Delete; when it is a named struct (&T{}, T{},
// new(T), a slice of T). The callee is matched by its full name; a call
// that spreads a slice (AutoMigrate(models...)) hands nothing readable.
func GormUses(info *types.Info, call *ast.CallExpr) []GormUse {
	name := gormCallee(info, call)
	if name == "" || call.Ellipsis.IsValid() {
		return nil
	}
	var out []GormUse
	add := func(c *ast.CallExpr, method string, args []ast.Expr) {
		for _, a := range args {
			if n := GormType(info.TypeOf(a)); n != nil {
				out = append(out, GormUse{Call: c, Method: method, Arg: a, Type: n})
			}
		}
	}
	switch {
	case name == GormAutoMigrate:
		add(call, name, call.Args)
	case gormWrites[name] && len(call.Args) > 0:
		add(call, name, call.Args[:1])
	}
	if gormChained[name] {
		for x := receiverCall(call); x != nil; x = receiverCall(x) {
			if gormCallee(info, x) == gormModel && len(x.Args) == 1 {
				add(x, gormModel, x.Args)
				break
			}
		}
	}
	return out
}

// gormCallee returns the full name of a call's callee when it is a method
// of gorm's DB, else "".
func gormCallee(info *types.Info, call *ast.CallExpr) string {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || !strings.HasPrefix(fn.FullName(), gormDB) {
		return ""
	}
	return fn.FullName()
}

// receiverCall returns the call a method call is made on (db.Model(m) in
// db.Model(m).Where(…)), or nil.
func receiverCall(call *ast.CallExpr) *ast.CallExpr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	c, _ := ast.Unparen(sel.X).(*ast.CallExpr)
	return c
}

// GormType returns the named struct type of a model argument (&T{}, T{},
// new(T), []T, &[]T{}), or nil.
func GormType(t types.Type) *types.Named {
	n, _ := types.Unalias(Struct(t)).(*types.Named)
	return n
}

// Struct returns the struct type a gorm value or destination holds,
// through pointers and slices, or nil.
func Struct(t types.Type) types.Type {
	for i := 0; t != nil && i < 4; i++ {
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		}
		break
	}
	if t == nil {
		return nil
	}
	if _, ok := t.Underlying().(*types.Struct); !ok {
		return nil
	}
	return t
}

// GormColumns lists the columns of a model, embedded structs included:
// the column: tag or the snake case of the field, unique when tagged
// primaryKey, unique, uniqueIndex or index:…,unique. Fields tagged "-" and
// unexported fields are not columns.
func GormColumns(n *types.Named) []Column {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	return gormColumns(st, 0)
}

func gormColumns(st *types.Struct, depth int) []Column {
	var out []Column
	for i := 0; i < st.NumFields(); i++ {
		v := st.Field(i)
		tag := st.Tag(i)
		settings := GormSettings(reflect.StructTag(tag).Get("gorm"))
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
		c := Column{Field: v, Tag: tag, Name: settings["column"], Keyable: true}
		if c.Name == "" {
			c.Name = Snake(v.Name())
		}
		for k, val := range settings {
			switch k {
			case "primarykey", "primary_key", "unique", "uniqueindex":
				c.Unique = true
			case "index":
				for _, opt := range strings.Split(strings.ToLower(val), ",") {
					if o := strings.TrimSpace(opt); o == "unique" || o == "class:unique" {
						c.Unique = true
					}
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// GormSettings parses a gorm tag value: "column:k;uniqueIndex:idx,sort:desc"
// maps lower-case keys to their values.
func GormSettings(tag string) map[string]string {
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

// GormTable returns the table of a gorm model: the constant its TableName
// method returns when that method is declared in files, else gorm's
// default naming, the plural of the snake case of its name.
func GormTable(info *types.Info, files []*ast.File, n *types.Named) string {
	for _, f := range files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Name.Name != "TableName" || fd.Body == nil || len(fd.Body.List) != 1 {
				continue
			}
			if RecvTypeName(info, fd) != n.Obj() {
				continue
			}
			if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
				if tv, ok := info.Types[ret.Results[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
					return constant.StringVal(tv.Value)
				}
			}
		}
	}
	return Plural(Snake(n.Obj().Name()))
}

// FieldSyntax maps the struct fields declared in files to their syntax.
func FieldSyntax(info *types.Info, files []*ast.File) map[*types.Var]*ast.Field {
	out := map[*types.Var]*ast.Field{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			st, ok := n.(*ast.StructType)
			if !ok || st.Fields == nil {
				return true
			}
			for _, fld := range st.Fields.List {
				for _, name := range fld.Names {
					if v, ok := info.Defs[name].(*types.Var); ok {
						out[v] = fld
					}
				}
			}
			return true
		})
	}
	return out
}
