package ir

import "golang.org/x/tools/go/ssa"

// The ordering queries work on one function's control-flow graph. They
// are linear in its size: no path is ever enumerated.

// Dominates reports whether a runs before b on every path that reaches b
// (both in the same function).
func Dominates(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	if ab == bb {
		return indexOf(a) < indexOf(b)
	}
	return ab.Dominates(bb)
}

// Reaches reports whether, after a runs, some path leads to b (both in
// the same function). An instruction inside a loop reaches itself and
// whatever precedes it in the loop body.
func Reaches(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	if ab == bb && indexOf(a) < indexOf(b) {
		return true
	}
	return blockReaches(ab, bb, nil)
}

// ReachesAvoiding reports whether some path from a leads to b without
// passing through a block for which stop returns true (the blocks of a and
// b themselves are never stops).
func ReachesAvoiding(a, b ssa.Instruction, stop func(*ssa.BasicBlock) bool) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	if ab == bb && indexOf(a) < indexOf(b) {
		return true
	}
	return blockReaches(ab, bb, stop)
}

// blockReaches reports whether a successor path of length ≥ 1 leads from
// the end of from to the start of to.
func blockReaches(from, to *ssa.BasicBlock, stop func(*ssa.BasicBlock) bool) bool {
	seen := make(map[*ssa.BasicBlock]bool)
	stack := append([]*ssa.BasicBlock(nil), from.Succs...)
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == to {
			return true
		}
		if seen[b] || (stop != nil && stop(b)) {
			continue
		}
		seen[b] = true
		stack = append(stack, b.Succs...)
	}
	return false
}

// BlocksReach reports whether a successor path of length ≥ 1 leads from the
// end of from to the start of to without entering a block for which stop
// returns true (to itself is reached whatever stop says; nil stops none).
func BlocksReach(from, to *ssa.BasicBlock, stop func(*ssa.BasicBlock) bool) bool {
	return blockReaches(from, to, stop)
}

// Reachable returns the blocks reachable from b, b included.
func Reachable(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	out := reach(b, func(x *ssa.BasicBlock) []*ssa.BasicBlock { return x.Succs })
	out[b] = true
	return out
}

// InLoop reports whether instr's block lies on a cycle of its function's
// control-flow graph.
func InLoop(instr ssa.Instruction) bool {
	b := instr.Block()
	return b != nil && blockReaches(b, b, nil)
}

// LoopBlocks returns the blocks of the cycles through b (empty when b is
// on none): the blocks both reachable from b and reaching b.
func LoopBlocks(b *ssa.BasicBlock) []*ssa.BasicBlock {
	fwd := reach(b, func(x *ssa.BasicBlock) []*ssa.BasicBlock { return x.Succs })
	if !fwd[b] {
		return nil
	}
	back := reach(b, func(x *ssa.BasicBlock) []*ssa.BasicBlock { return x.Preds })
	var out []*ssa.BasicBlock
	for _, x := range b.Parent().Blocks {
		if fwd[x] && back[x] {
			out = append(out, x)
		}
	}
	return out
}

func reach(from *ssa.BasicBlock, next func(*ssa.BasicBlock) []*ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	seen := make(map[*ssa.BasicBlock]bool)
	stack := append([]*ssa.BasicBlock(nil), next(from)...)
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		stack = append(stack, next(b)...)
	}
	return seen
}

func indexOf(instr ssa.Instruction) int {
	for i, x := range instr.Block().Instrs {
		if x == instr {
			return i
		}
	}
	return -1
}

// Index returns instr's position within its block.
func Index(instr ssa.Instruction) int { return indexOf(instr) }
