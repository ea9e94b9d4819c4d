package ackorder

import (
	"testing"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestGroupReaderCodec: the group-reader fact round-trips through gob.
func TestGroupReaderCodec(t *testing.T) {
	for _, f := range []*groupReader{{Param: -1}, {Param: 2}} {
		back := analyzertest.FactCodec(t, f, 128).(*groupReader)
		if *back != *f {
			t.Errorf("round trip gives %+v, want %+v", back, f)
		}
	}
}
