package keyretention

import (
	"fmt"

	"golang.org/x/tools/go/analysis"
)

// NewFactForTest returns a fact with params, sorted as the analyzer exports it.
func NewFactForTest(params []TTLParam) interface {
	analysis.Fact
	fmt.Stringer
} {
	f := &ttlFact{Params: params}
	f.sort()
	return f
}

// NewMsgIDFactForTest returns the package fact of a Msg-Id publisher.
func NewMsgIDFactForTest() analysis.Fact { return new(msgIDFact) }
