package ackorder

import (
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestAckOnResultCodec: the helper fact round-trips through gob.
func TestAckOnResultCodec(t *testing.T) {
	for _, f := range []*ackOnResult{
		{Callbacks: []ackCallback{{Param: 2, Ack: "nats.Msg.AckSync"}}},
		{Callbacks: []ackCallback{{Param: 0, Nil: true, Ack: "nats.Msg.Ack"}, {Param: 3, Ack: "jetstream.Msg.Ack"}}},
	} {
		back := analyzertest.FactCodec(t, f, 256).(*ackOnResult)
		if !reflect.DeepEqual(back, f) {
			t.Errorf("round trip gives %+v, want %+v", back, f)
		}
	}
}

// TestCommitBeforeCallbackCodec: the commit-before-callback fact
// round-trips through gob.
func TestCommitBeforeCallbackCodec(t *testing.T) {
	for _, f := range []*commitBeforeCallback{
		{Params: []int{2}, Lib: "kafka.Reader.ReadMessage", Recv: true},
		{Params: []int{1, 3}, Lib: "kafka.Reader.ReadMessage"},
	} {
		back := analyzertest.FactCodec(t, f, 256).(*commitBeforeCallback)
		if !reflect.DeepEqual(back, f) {
			t.Errorf("round trip gives %+v, want %+v", back, f)
		}
	}
}
