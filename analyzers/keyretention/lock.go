package keyretention

import (
	"go/constant"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Locks. A SET NX is a lock, not a dedup claim, when what it guards ends
// with the work rather than outliving it:
//
//   - the claiming function defers a Del: the key is released on every
//     path, a mutex around the work;
//   - or the value claimed is not a constant (an owner token: a uuid, a
//     random string, a parameter) and the package releases keys by
//     comparing the owner: it holds a Lua script that GETs and DELs (the
//     compare-and-delete of the Redis docs, run with Eval or a Script), or
//     one of its functions Gets a key and then Dels it.
//
// A claim deleted only when the work fails is still a dedup claim (the
// release lets the retry in); it is reported.

// isLock reports whether the claim c of key in fn, storing value, is a lock.
func (s *state) isLock(fn *ssa.Function, c ssa.CallInstruction, key, value ssa.Value) bool {
	for _, call := range ir.Calls(fn) {
		if _, ok := call.(*ssa.Defer); ok && s.redisMethod(call.Common()) == "Del" {
			return true
		}
	}
	if _, ok := ir.Unconvert(value).(*ssa.Const); ok {
		return false // "1", "processing", true: a marker, not an owner
	}
	return s.locks
}

// redisMethod returns the go-redis command a call runs ("Del"), or "".
func (s *state) redisMethod(c *ssa.CallCommon) string {
	e := s.p.Sum.Entry(c)
	if e == nil || knowledge.PkgOf(e.Name) != redisPkg {
		return ""
	}
	return e.Name[strings.LastIndex(e.Name, ".")+1:]
}

// releasesByCompare reports whether the package releases keys by owner: a
// compare-and-delete Lua script among its string constants, or a function
// that Gets and then Dels.
func releasesByCompare(sum *summary.Result, funcs []*ssa.Function) bool {
	for _, fn := range funcs {
		get := false
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				for _, op := range instr.Operands(nil) {
					if k, ok := (*op).(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String && compareAndDelete(constant.StringVal(k.Value)) {
						return true
					}
				}
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				e := sum.Entry(call.Common())
				if e == nil || knowledge.PkgOf(e.Name) != redisPkg {
					continue
				}
				switch e.Name[strings.LastIndex(e.Name, ".")+1:] {
				case "Get":
					get = true
				case "Del":
					if get {
						return true
					}
				}
			}
		}
	}
	return false
}

// compareAndDelete reports whether a Lua script reads a key and deletes it.
func compareAndDelete(src string) bool {
	l := strings.ToLower(src)
	return strings.Contains(l, "redis.call") && strings.Contains(l, "get") && strings.Contains(l, "del")
}
