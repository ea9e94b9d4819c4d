// Package ackorder holds ackorder cases written against the real
// libraries: each reported line carries a trailing "want: ackorder" marker,
// and each correct twin beside it must stay silent. Every ack API the
// knowledge names is exercised through its real type.
package ackorder

import (
	"context"
	"database/sql"
)

// store is the effect every handler performs: an INSERT keyed by the
// message's own ID, so that no other analyzer has anything to say.
type store struct{ db *sql.DB }

func (s *store) insert(ctx context.Context, id string, body []byte) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO events (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", id, body)
	return err
}
