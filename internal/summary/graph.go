package summary

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// components returns the strongly connected components of the package's
// static call graph (calls, and literals a function runs), callees first.
func (r *Result) components() [][]*ssa.Function {
	inPkg := make(map[*ssa.Function]bool, len(r.Funcs))
	for _, fn := range r.Funcs {
		inPkg[fn] = true
	}
	succs := func(fn *ssa.Function) []*ssa.Function {
		var out []*ssa.Function
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				c, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				cc := c.Common()
				if g := cc.StaticCallee(); g != nil && inPkg[g] {
					out = append(out, g)
				}
				for _, t := range r.flow[cc] { // resolved by type flow
					if inPkg[t.fn] {
						out = append(out, t.fn)
					}
				}
				for _, a := range cc.Args {
					if lit := ir.ClosureOf(a); lit != nil && inPkg[lit] {
						out = append(out, lit)
					}
				}
			}
		}
		return out
	}
	// Tarjan's algorithm, iterative so that deep call chains cannot
	// exhaust the stack.
	index := make(map[*ssa.Function]int)
	low := make(map[*ssa.Function]int)
	onStack := make(map[*ssa.Function]bool)
	var stack []*ssa.Function
	var out [][]*ssa.Function
	next := 0
	type frame struct {
		fn    *ssa.Function
		succs []*ssa.Function
		i     int
	}
	for _, root := range r.Funcs {
		if _, done := index[root]; done {
			continue
		}
		work := []*frame{{fn: root, succs: succs(root)}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(work) > 0 {
			top := work[len(work)-1]
			if top.i < len(top.succs) {
				w := top.succs[top.i]
				top.i++
				if _, seen := index[w]; !seen {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					work = append(work, &frame{fn: w, succs: succs(w)})
				} else if onStack[w] && index[w] < low[top.fn] {
					low[top.fn] = index[w]
				}
				continue
			}
			work = work[:len(work)-1]
			if len(work) > 0 {
				parent := work[len(work)-1].fn
				if low[top.fn] < low[parent] {
					low[parent] = low[top.fn]
				}
			}
			if low[top.fn] == index[top.fn] {
				var scc []*ssa.Function
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					scc = append(scc, w)
					if w == top.fn {
						break
					}
				}
				out = append(out, scc)
			}
		}
	}
	return out
}
