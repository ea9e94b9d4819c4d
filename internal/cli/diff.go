package cli

import (
	"fmt"

	udiff "github.com/aymanbagabas/go-udiff"
)

// unifiedDiff returns the unified diff of old and new for the file named
// name (slash-separated, relative), with three lines of context, in the
// form `patch -p1` and `git apply` read; "" when they are equal. The diff
// is go-udiff's, the maintained copy of gopls' internal diff package: as
// minimal as the Myers diff it replaced on every fix and test file
// measured, and linear in memory where Myers' trace was quadratic.
func unifiedDiff(name, old, new string) (string, error) {
	if old == new {
		return "", nil
	}
	d, err := udiff.ToUnified("a/"+name, "b/"+name, old, udiff.Lines(old, new), udiff.DefaultContextLines)
	if err != nil {
		return "", fmt.Errorf("%s: diff: %v", name, err)
	}
	return d, nil
}
