package keytext

import (
	"go/constant"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// textCall folds the calls Text sees through besides fmt.Sprintf:
// strings.Join of a slice literal with a constant separator, and
// (*strings.Builder).String of a builder written in the same function.
func textCall(x *ssa.Call, depth int) (string, bool) {
	callee := ir.Callee(&x.Call)
	if callee == nil {
		return "", false
	}
	switch callee.FullName() {
	case "strings.Join":
		if len(x.Call.Args) != 2 {
			return "", false
		}
		sep, ok := ConstString(x.Call.Args[1])
		elems := varargs(x.Call.Args[0])
		if !ok || elems == nil {
			return sqltext.Hole, true
		}
		parts := make([]string, len(elems))
		for i, e := range elems {
			parts[i] = text(e, depth+1)
		}
		return strings.Join(parts, sep), true
	case "(*strings.Builder).String":
		if len(x.Call.Args) != 1 {
			return "", false
		}
		return builderText(x, x.Call.Args[0], depth), true
	}
	return "", false
}

// builderText renders what is written to the builder b before the call at:
// the writes that run on every path to it, in order; a write that only
// some paths run, or that runs in a loop, or a use of the builder that is
// not a known write, is a hole.
func builderText(at *ssa.Call, b ssa.Value, depth int) string {
	alloc, ok := b.(*ssa.Alloc)
	if !ok || alloc.Parent() != at.Parent() {
		return sqltext.Hole
	}
	type write struct {
		instr ssa.Instruction
		text  string
	}
	var writes []write
	known := true
	add := func(instr ssa.Instruction, s string) {
		if instr == ssa.Instruction(at) || !ir.Reaches(instr, at) {
			return
		}
		if !ir.Dominates(instr, at) || ir.InLoop(instr) {
			s = sqltext.Hole
		}
		writes = append(writes, write{instr, s})
	}
	var visit func(v ssa.Value, level int)
	visit = func(v ssa.Value, level int) {
		refs := v.Referrers()
		if refs == nil || level > 2 {
			return
		}
		for _, ref := range *refs {
			switch r := ref.(type) {
			case *ssa.MakeInterface:
				visit(r, level+1)
			case *ssa.Call:
				name := ""
				if callee := ir.Callee(&r.Call); callee != nil {
					name = callee.FullName()
				}
				args := r.Call.Args
				switch {
				case name == "(*strings.Builder).String" || name == "(*strings.Builder).Len" ||
					name == "(*strings.Builder).Grow" || name == "(*strings.Builder).Cap":
				case name == "(*strings.Builder).WriteString" && len(args) == 2:
					add(r, text(args[1], depth+1))
				case (name == "(*strings.Builder).WriteByte" || name == "(*strings.Builder).WriteRune") && len(args) == 2:
					s := sqltext.Hole
					if c, ok := args[1].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Int {
						if n, ok := constant.Int64Val(c.Value); ok {
							s = string(rune(n))
						}
					}
					add(r, s)
				case name == "fmt.Fprintf" && len(args) == 3 && args[0] == v:
					if format, ok := ConstString(args[1]); ok {
						add(r, sprintf(format, varargs(args[2]), depth))
					} else {
						add(r, sqltext.Hole)
					}
				default:
					add(r, sqltext.Hole)
				}
			case *ssa.DebugRef:
			default:
				// Stored, passed on, copied: writes may happen elsewhere.
				known = false
			}
		}
	}
	visit(alloc, 0)
	if !known {
		return sqltext.Hole
	}
	sort.SliceStable(writes, func(i, j int) bool {
		a, b := writes[i].instr, writes[j].instr
		if a.Block() != b.Block() {
			return a.Block().Index < b.Block().Index
		}
		return ir.Index(a) < ir.Index(b)
	})
	var out strings.Builder
	for _, w := range writes {
		if w.text == sqltext.Hole && strings.HasSuffix(out.String(), sqltext.Hole) {
			continue
		}
		out.WriteString(w.text)
	}
	return out.String()
}
