// Package model reads the tables a package declares in Go rather than in
// SQL: gorm models (struct types, their tags and the calls that migrate or
// write them) and ent schemas (the Fields and Indexes methods of a schema
// type). dedupschema reads their unique keys, inprogress their columns;
// both read them here.
package model

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"
	"unicode"
)

// Column is a column a model declares.
type Column struct {
	Name   string     // the column name
	Field  *types.Var // gorm: the struct field; nil for ent
	Tag    string     // gorm: the whole struct tag
	Expr   ast.Expr   // ent: the field's builder chain
	Unique bool       // a primary key or unique on its own (a gorm tag, ent's Unique())
	// Keyable reports, for ent, that the field's constructor and its
	// Unique method are in the knowledge, so Unique is read soundly; gorm
	// columns are always keyable.
	Keyable bool
}

// HasWord reports whether the name of some column contains one of words,
// compared case-insensitively.
func HasWord(cols []Column, words []string) bool {
	for _, c := range cols {
		n := strings.ToLower(c.Name)
		for _, w := range words {
			if strings.Contains(n, w) {
				return true
			}
		}
	}
	return false
}

// Snake converts a Go name to gorm's and ent's column name: MessageID ->
// message_id, HTTPRequestID -> http_request_id.
func Snake(name string) string {
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

// Plural is the regular English plural gorm's default naming gives a
// table: idempotency_key -> idempotency_keys, dedup_entry -> dedup_entries,
// inbox -> inboxes. Irregular plurals are not known.
func Plural(s string) string {
	switch {
	case s == "":
		return s
	case strings.HasSuffix(s, "s"), strings.HasSuffix(s, "x"), strings.HasSuffix(s, "z"),
		strings.HasSuffix(s, "ch"), strings.HasSuffix(s, "sh"):
		return s + "es"
	case strings.HasSuffix(s, "y") && len(s) > 1 && !strings.ContainsRune("aeiou", rune(s[len(s)-2])):
		return s[:len(s)-1] + "ies"
	}
	return s + "s"
}

// RecvTypeName returns the named type a method declaration is declared
// on, or nil.
func RecvTypeName(info *types.Info, fd *ast.FuncDecl) *types.TypeName {
	obj, ok := info.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil
	}
	sig, ok := obj.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return nil
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj()
	}
	return nil
}

func constString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
