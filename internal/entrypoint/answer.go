package entrypoint

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// AnswerKind is how a branch of an entry point answers its caller.
type AnswerKind int

const (
	// AnswerStatus: an HTTP status written (WriteHeader, http.Error, gin's
	// c.JSON, echo.NewHTTPError).
	AnswerStatus AnswerKind = iota + 1
	// AnswerCode: a gRPC or connect error code built (status.Error,
	// connect.NewError).
	AnswerCode
	// AnswerError: a non-nil error returned.
	AnswerError
)

// Answer is one answer a branch gives.
type Answer struct {
	Kind AnswerKind
	// Status is the HTTP status (AnswerStatus), or the code's value
	// (AnswerCode).
	Status int64
	// Code names the code ("codes.AlreadyExists", "connect.CodeAborted").
	Code string
	At   token.Pos
	// Value is the error returned (AnswerError).
	Value ssa.Value
}

func (a Answer) String() string {
	switch a.Kind {
	case AnswerStatus:
		return fmt.Sprint(a.Status)
	case AnswerCode:
		return a.Code
	}
	return "an error"
}

// Responder returns fn's response parameter, an http.ResponseWriter, a gin
// *Context or an echo Context, or nil: fn is then no HTTP handler.
func Responder(fn *ssa.Function) *ssa.Parameter {
	for _, p := range fn.Params {
		t := p.Type()
		if ir.IsNamed(t, "net/http", "ResponseWriter") || ir.IsNamed(t, "github.com/gin-gonic/gin", "Context") ||
			ir.IsNamed(t, "github.com/labstack/echo/v4", "Context") {
			return p
		}
	}
	return nil
}

// statusPkgs are the packages whose functions take an HTTP status as an
// argument and answer with it (http.Error, echo.NewHTTPError).
var statusPkgs = map[string]bool{"net/http": true, "github.com/gin-gonic/gin": true, "github.com/labstack/echo/v4": true}

// codeFuncs build an RPC error from a code, their first argument.
var codeFuncs = map[string]bool{
	"google.golang.org/grpc/status.Error":  true,
	"google.golang.org/grpc/status.Errorf": true,
	"google.golang.org/grpc/status.New":    true,
	"google.golang.org/grpc/status.Newf":   true,
	"connectrpc.com/connect.NewError":      true,
}

// Answers returns what the blocks answer, in block order: the HTTP
// statuses written to w (a call with a status constant that takes w, or a
// net/http, gin or echo function given one), the gRPC and connect codes
// built, and the non-nil errors returned.
func Answers(w *ssa.Parameter, blocks []*ssa.BasicBlock) []Answer {
	var out []Answer
	fromW := func(v ssa.Value) bool { return w != nil && ir.DependsOn(v, func(x ssa.Value) bool { return x == w }) }
	for _, b := range blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case ssa.CallInstruction:
				c := x.Common()
				callee := ir.Callee(c)
				if callee != nil && codeFuncs[callee.FullName()] && len(c.Args) > 0 {
					if k, ok := c.Args[0].(*ssa.Const); ok && k.Value != nil {
						n, _ := constant.Int64Val(constant.ToInt(k.Value))
						out = append(out, Answer{Kind: AnswerCode, Status: n, Code: codeName(k), At: x.Pos()})
					}
					continue
				}
				takesW := c.IsInvoke() && fromW(c.Value) || callee != nil && callee.Pkg() != nil && statusPkgs[callee.Pkg().Path()]
				var code *int64
				for _, a := range c.Args {
					takesW = takesW || fromW(a)
					if k, ok := a.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Int {
						if n, exact := constant.Int64Val(k.Value); exact && n >= 100 && n <= 599 {
							code = &n
						}
					}
				}
				if takesW && code != nil {
					out = append(out, Answer{Kind: AnswerStatus, Status: *code, At: x.Pos()})
				}
			case *ssa.Return:
				if n := len(x.Results); n > 0 && ir.IsError(x.Results[n-1].Type()) {
					v := Returned(x, x.Results[n-1])
					if k, ok := v.(*ssa.Const); !ok || !k.IsNil() {
						out = append(out, Answer{Kind: AnswerError, At: x.Pos(), Value: v})
					}
				}
			}
		}
	}
	return out
}

// Returned looks through the result slot a function with defers (or
// named results) returns from (*t0, loaded after the deferred calls ran)
// to the value the block stored there last.
func Returned(ret *ssa.Return, v ssa.Value) ssa.Value {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return v
	}
	slot, ok := load.X.(*ssa.Alloc)
	if !ok {
		return v
	}
	instrs := ret.Block().Instrs
	for i := len(instrs) - 1; i >= 0; i-- {
		if st, ok := instrs[i].(*ssa.Store); ok && st.Addr == slot {
			return st.Val
		}
	}
	return v
}

// codeName names a code constant by the constant of its type's package
// that has its value: codes.AlreadyExists, connect.CodeAborted.
func codeName(k *ssa.Const) string {
	n, ok := types.Unalias(k.Type()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return k.Value.ExactString()
	}
	scope := n.Obj().Pkg().Scope()
	for _, name := range scope.Names() {
		c, ok := scope.Lookup(name).(*types.Const)
		if ok && c.Exported() && types.Identical(c.Type(), n) && constant.Compare(c.Val(), token.EQL, k.Value) {
			return n.Obj().Pkg().Name() + "." + name
		}
	}
	return k.Value.ExactString()
}

// OwnError reports whether v, a returned error, is one the function makes
// itself: a package-level sentinel, errors.New, fmt.Errorf or errors.Join,
// a struct converted to error; not the error result of another call
// (a read's failure, an Ack's result), which says nothing of its own.
func OwnError(v ssa.Value) bool {
	switch x := ir.Strip(v).(type) {
	case *ssa.UnOp:
		_, global := x.X.(*ssa.Global)
		return x.Op == token.MUL && global
	case *ssa.MakeInterface:
		_, call := x.X.(*ssa.Call)
		return !call
	case *ssa.Call:
		if fn := ir.Callee(&x.Call); fn != nil {
			switch fn.FullName() {
			case "errors.New", "fmt.Errorf", "errors.Join":
				return true
			}
		}
	}
	return false
}
