// Package mail declares the sender a welcome consumer is given; its
// implementations live in packages the consumer does not import.
package mail

import "context"

// Sender sends one email.
type Sender interface {
	Send(ctx context.Context, to, body string) error
}
