// Package protocol simulates github.com/segmentio/kafka-go/protocol for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package protocol

type Header struct {
	Key   string
	Value []byte
}
