package cli

import (
	"fmt"
	"strings"
)

// A small unified diff: Myers' O(ND) line diff and hunks with three lines
// of context, in the form `patch -p1` and `git apply` read.

type opKind byte

const (
	opEqual  opKind = ' '
	opDelete opKind = '-'
	opInsert opKind = '+'
)

type diffOp struct {
	kind opKind
	text string
}

// splitLines splits s after each newline; the last line may lack one.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// lineDiff returns the edit script from a to b.
func lineDiff(a, b []string) []diffOp {
	n, m := len(a), len(b)
	max := n + m
	if max == 0 {
		return nil
	}
	offset := max
	v := make([]int, 2*max+2)
	var trace [][]int
	found := false
	for d := 0; d <= max && !found; d++ {
		trace = append(trace, append([]int(nil), v...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[offset+k-1] < v[offset+k+1]) {
				x = v[offset+k+1] // down: an insertion
			} else {
				x = v[offset+k-1] + 1 // right: a deletion
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x++
				y++
			}
			v[offset+k] = x
			if x >= n && y >= m {
				found = true
				break
			}
		}
	}
	trace = append(trace, append([]int(nil), v...))
	// Walk back through the trace.
	var ops []diffOp
	x, y := n, m
	for d := len(trace) - 2; d >= 0 && (x > 0 || y > 0); d-- {
		vd := trace[d]
		k := x - y
		var prevK int
		if k == -d || (k != d && vd[offset+k-1] < vd[offset+k+1]) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := vd[offset+prevK]
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x--
			y--
			ops = append(ops, diffOp{opEqual, a[x]})
		}
		if d == 0 {
			break
		}
		if x == prevX {
			y--
			ops = append(ops, diffOp{opInsert, b[y]})
		} else {
			x--
			ops = append(ops, diffOp{opDelete, a[x]})
		}
	}
	for x > 0 && y > 0 {
		x--
		y--
		ops = append(ops, diffOp{opEqual, a[x]})
	}
	for i, j := 0, len(ops)-1; i < j; i, j = i+1, j-1 {
		ops[i], ops[j] = ops[j], ops[i]
	}
	return ops
}

// unifiedDiff returns the unified diff of old and new for the file named
// name (slash-separated, relative), or "" when they are equal.
func unifiedDiff(name, old, new string) string {
	if old == new {
		return ""
	}
	ops := lineDiff(splitLines(old), splitLines(new))
	const context = 3
	var sb strings.Builder
	fmt.Fprintf(&sb, "--- a/%s\n+++ b/%s\n", name, name)
	// Positions (0-based) in a and b of each op.
	type at struct{ ai, bi int }
	pos := make([]at, len(ops)+1)
	ai, bi := 0, 0
	for i, op := range ops {
		pos[i] = at{ai, bi}
		switch op.kind {
		case opEqual:
			ai++
			bi++
		case opDelete:
			ai++
		case opInsert:
			bi++
		}
	}
	pos[len(ops)] = at{ai, bi}
	i := 0
	for i < len(ops) {
		// Find the next change.
		for i < len(ops) && ops[i].kind == opEqual {
			i++
		}
		if i == len(ops) {
			break
		}
		start := max(i-context, 0)
		end := i
		// Extend while changes are within 2*context equal lines.
		for end < len(ops) {
			if ops[end].kind != opEqual {
				end++
				continue
			}
			j := end
			for j < len(ops) && ops[j].kind == opEqual {
				j++
			}
			if j == len(ops) || j-end > 2*context {
				end = min(end+context, len(ops))
				break
			}
			end = j
		}
		aLen, bLen := 0, 0
		for _, op := range ops[start:end] {
			if op.kind != opInsert {
				aLen++
			}
			if op.kind != opDelete {
				bLen++
			}
		}
		aStart, bStart := pos[start].ai+1, pos[start].bi+1
		if aLen == 0 {
			aStart--
		}
		if bLen == 0 {
			bStart--
		}
		fmt.Fprintf(&sb, "@@ -%s +%s @@\n", hunkRange(aStart, aLen), hunkRange(bStart, bLen))
		for _, op := range ops[start:end] {
			sb.WriteByte(byte(op.kind))
			sb.WriteString(op.text)
			if !strings.HasSuffix(op.text, "\n") {
				sb.WriteString("\n\\ No newline at end of file\n")
			}
		}
		i = end
	}
	return sb.String()
}

func hunkRange(start, n int) string {
	if n == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}
