package caller // want package:"relevant"

// Package caller calls through app.Sender from another package: it sees
// only app's export data under go vet, and the Inherited fact on
// app.Sender.Send carries the role.

import (
	"context"

	"summarytest/inherit/app"
)

type Service struct{ s app.Sender }

func (s *Service) Pay(ctx context.Context, id string) error { // want Pay:`summary\{effect:payment\}`
	return s.s.Send(ctx, id)
}

// Twin: through app.Doer, whose implementations disagree.
func Do(ctx context.Context, d app.Doer, id string) error {
	return d.Do(ctx, id)
}
