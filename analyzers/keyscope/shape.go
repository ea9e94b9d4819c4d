package keyscope

import (
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// transparent are the functions a key passes through unchanged in what it
// identifies: pointers to strings, conversions to text.
var transparent = map[string]bool{
	"github.com/stripe/stripe-go/v82.String": true,
	"strconv.Itoa":                           true,
	"strconv.FormatInt":                      true,
	"strconv.FormatUint":                     true,
	"fmt.Sprint":                             true,
	"strings.ToLower":                        true,
}

// shapeOf renders what a key is built from: its constants and the struct
// fields it reads, in order ("idem:"+Order.ID). ok is false when the key
// is forwarded whole from a parameter, holds no field, or is built by
// something this cannot follow.
func shapeOf(v ssa.Value) (string, bool) {
	sh, fields, ok := shape(v, 0)
	return sh, ok && fields > 0
}

func shape(v ssa.Value, depth int) (string, int, bool) {
	if depth > 8 {
		return "", 0, false
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil {
			return "", 0, false
		}
		if x.Value.Kind() == constant.String {
			return strconv.Quote(constant.StringVal(x.Value)), 0, true
		}
		return x.Value.ExactString(), 0, true
	case *ssa.MakeInterface:
		return shape(x.X, depth+1)
	case *ssa.ChangeType:
		return shape(x.X, depth+1)
	case *ssa.Convert:
		return shape(x.X, depth+1)
	case *ssa.BinOp:
		if x.Op != token.ADD {
			return "", 0, false
		}
		a, na, ok1 := shape(x.X, depth+1)
		b, nb, ok2 := shape(x.Y, depth+1)
		return a + "+" + b, na + nb, ok1 && ok2
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return "", 0, false
		}
		if fa, ok := x.X.(*ssa.FieldAddr); ok {
			return field(fa.X, fa.Field)
		}
	case *ssa.Field:
		return field(x.X, x.Field)
	case *ssa.Call:
		return callShape(x, depth)
	}
	return "", 0, false
}

// field renders a field read as Type.Field, the type being the struct
// the field belongs to: the same field of the same type is the same value
// wherever it is read.
func field(x ssa.Value, i int) (string, int, bool) {
	t := x.Type()
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return "", 0, false
	}
	f := ir.StructField(n, i)
	if f == nil {
		return "", 0, false
	}
	return n.Obj().Name() + "." + f.Name(), 1, true
}

func callShape(call *ssa.Call, depth int) (string, int, bool) {
	callee := ir.Callee(&call.Call)
	if callee == nil {
		return "", 0, false
	}
	args := call.Call.Args
	switch name := callee.FullName(); {
	case transparent[name] && len(args) > 0:
		if name == "fmt.Sprint" {
			vals, ok := varargs(args[0])
			if !ok || len(vals) != 1 {
				return "", 0, false
			}
			return shape(vals[0], depth+1)
		}
		return shape(args[0], depth+1)
	case name == "fmt.Sprintf" && len(args) == 2:
		format, _, ok := shape(args[0], depth+1)
		if !ok {
			return "", 0, false
		}
		vals, ok := varargs(args[1])
		if !ok {
			return "", 0, false
		}
		parts, n := []string{format}, 0
		for _, a := range vals {
			sh, k, ok := shape(a, depth+1)
			if !ok {
				return "", 0, false
			}
			parts, n = append(parts, sh), n+k
		}
		return "Sprintf(" + strings.Join(parts, ", ") + ")", n, true
	}
	return "", 0, false
}

// varargs is ir.Varargs, and no values for a call that passes none (a
// nil slice).
func varargs(v ssa.Value) ([]ssa.Value, bool) {
	if k, ok := v.(*ssa.Const); ok && k.IsNil() {
		return nil, true
	}
	return ir.Varargs(v)
}
