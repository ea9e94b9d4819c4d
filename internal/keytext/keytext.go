// Package keytext folds the text of a string computed at run time, such
// as a key ("idem:" + id, fmt.Sprintf("order:%s", id)) or a SQL
// statement: constants, concatenations, fmt.Sprintf with a constant
// format, strings.Join of a slice literal and a strings.Builder written in
// the same function. Parts it cannot know are sqltext.Hole.
package keytext

import (
	"go/constant"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// ConstString returns the value of a string constant.
func ConstString(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// Text folds the constant parts of a string computed at run time: constants,
// concatenations, fmt.Sprintf with a constant format, strings.Join of a
// slice literal, a strings.Builder written in the same function
// (builder.go), and phis whose edges agree. Parts it cannot know are sqltext.Hole. ok is false when nothing of
// the text is known.
func Text(v ssa.Value) (string, bool) {
	s := text(v, 0)
	if strings.Trim(strings.ReplaceAll(s, sqltext.Hole, ""), " \t\n") == "" {
		return s, false
	}
	return s, true
}

func text(v ssa.Value, depth int) string {
	if depth > 16 || v == nil {
		return sqltext.Hole
	}
	switch x := v.(type) {
	case *ssa.Const:
		if s, ok := ConstString(x); ok {
			return s
		}
	case *ssa.BinOp:
		if x.Op.String() == "+" {
			return text(x.X, depth+1) + text(x.Y, depth+1)
		}
	case *ssa.ChangeType:
		return text(x.X, depth+1)
	case *ssa.MakeInterface:
		return text(x.X, depth+1)
	case *ssa.Convert:
		return text(x.X, depth+1)
	case *ssa.Phi:
		first := ""
		for i, e := range x.Edges {
			s := text(e, depth+1)
			if i == 0 {
				first = s
			} else if s != first {
				return sqltext.Hole
			}
		}
		return first
	case *ssa.Call:
		if s, ok := textCall(x, depth); ok { // strings.Join, strings.Builder
			return s
		}
		if callee := ir.Callee(&x.Call); callee != nil && callee.FullName() == "fmt.Sprintf" && len(x.Call.Args) == 2 {
			format, ok := ConstString(x.Call.Args[0])
			if !ok {
				return sqltext.Hole
			}
			return sprintf(format, varargs(x.Call.Args[1]), depth)
		}
	}
	return sqltext.Hole
}

// varargs returns the values packed into a variadic slice, or nil.
func varargs(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	refs := alloc.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		idx, ok := ia.Index.(*ssa.Const)
		if !ok {
			return nil
		}
		i := int(idx.Int64())
		for len(out) <= i {
			out = append(out, nil)
		}
		if irefs := ia.Referrers(); irefs != nil {
			for _, ir := range *irefs {
				if st, ok := ir.(*ssa.Store); ok && st.Addr == ia {
					out[i] = st.Val
				}
			}
		}
	}
	return out
}

// sprintf renders format with the arguments' folded text; %% stays %.
func sprintf(format string, args []ssa.Value, depth int) string {
	var b strings.Builder
	ai := 0
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		if format[j] == '%' {
			b.WriteByte('%')
			i = j
			continue
		}
		if ai < len(args) && (format[j] == 's' || format[j] == 'v' || format[j] == 'q' || format[j] == 'd') {
			b.WriteString(text(args[ai], depth+1))
		} else {
			b.WriteString(sqltext.Hole)
		}
		ai++
		i = j
	}
	return b.String()
}

// Varargs returns the values packed into a variadic slice literal, by
// index (nil where an element is not stored), or nil when v is not one
// (a slice passed on with args...).
func Varargs(v ssa.Value) []ssa.Value { return varargs(v) }
