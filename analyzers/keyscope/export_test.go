package keyscope

import (
	"fmt"

	"golang.org/x/tools/go/analysis"
)

// NewFactForTest returns a fact with shapes, normalized as the analyzer
// exports it.
func NewFactForTest(shapes []KeyShape) interface {
	analysis.Fact
	fmt.Stringer
} {
	f := &shapeFact{Shapes: shapes}
	f.normalize()
	return f
}

// NewNSFactForTest returns a keyNS fact with params, sorted as the
// analyzer exports it.
func NewNSFactForTest(params []ParamNS) interface {
	analysis.Fact
	fmt.Stringer
} {
	f := &nsFact{Params: params}
	f.normalize()
	return f
}
