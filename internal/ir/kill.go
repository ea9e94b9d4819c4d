package ir

import "golang.org/x/tools/go/ssa"

// ReachesWithout reports whether, after a runs, some path leads to b on
// which no instruction for which kill returns true runs (strictly after a
// and strictly before b). Kill points model what ends the relation between
// a and b: a new loop iteration's receive, a wait for a goroutine. It is
// linear in the size of the function.
func ReachesWithout(a, b ssa.Instruction, kill func(ssa.Instruction) bool) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	ia, ib := indexOf(a), indexOf(b)
	if ab == bb && ia < ib {
		if !killedIn(ab.Instrs[ia+1:ib], kill) {
			return true
		}
	}
	if killedIn(ab.Instrs[ia+1:], kill) {
		return false
	}
	prefixOK := !killedIn(bb.Instrs[:ib], kill)
	clear := make(map[*ssa.BasicBlock]bool) // block holds no kill point
	seen := make(map[*ssa.BasicBlock]bool)
	stack := append([]*ssa.BasicBlock(nil), ab.Succs...)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == bb {
			if prefixOK {
				return true
			}
			continue // every path through b's block meets a kill before b
		}
		if seen[x] {
			continue
		}
		seen[x] = true
		c, ok := clear[x]
		if !ok {
			c = !killedIn(x.Instrs, kill)
			clear[x] = c
		}
		if c {
			stack = append(stack, x.Succs...)
		}
	}
	return false
}

func killedIn(instrs []ssa.Instruction, kill func(ssa.Instruction) bool) bool {
	if kill == nil {
		return false
	}
	for _, x := range instrs {
		if kill(x) {
			return true
		}
	}
	return false
}

// LoopHeaders returns the blocks of fn that are the target of a back edge
// (a predecessor they dominate): the heads of its loops.
func LoopHeaders(fn *ssa.Function) map[*ssa.BasicBlock]bool {
	out := make(map[*ssa.BasicBlock]bool)
	for _, b := range fn.Blocks {
		for _, p := range b.Preds {
			if b.Dominates(p) {
				out[b] = true
			}
		}
	}
	return out
}
