package keyscope

import (
	"github.com/hibiken/asynq"
)

// A ledger's scheduled actions on an inflight transaction, each wrapper
// keyed by the transaction's ID. asynq checks a TaskID per queue (its
// Redis key is asynq:{queue}:t:ID).
type Txn struct{ ID string }

type Scheduler struct{ client *asynq.Client }

func (s *Scheduler) expire(id string) error {
	opts := []asynq.Option{asynq.TaskID(id), asynq.Queue("inflight-expiry")}
	_, err := s.client.Enqueue(asynq.NewTask("inflight:expire", nil, opts...))
	return err
}

func (s *Scheduler) commit(id string) error {
	opts := []asynq.Option{asynq.TaskID(id), asynq.Queue("inflight-commit")}
	_, err := s.client.Enqueue(asynq.NewTask("inflight:commit", nil, opts...))
	return err
}

func (s *Scheduler) void(id string) error {
	_, err := s.client.Enqueue(asynq.NewTask("inflight:void", nil), asynq.TaskID(id), asynq.Queue("inflight-commit"))
	return err
}

// Twin: the same ID in two queues, two namespaces.
func (s *Scheduler) Schedule(t *Txn) error {
	if err := s.expire(t.ID); err != nil {
		return err
	}
	return s.commit(t.ID)
}

// The void shares the commit's queue: it is refused while the commit is
// pending.
func (s *Scheduler) Void(t *Txn) error {
	return s.void(t.ID) // want: keyscope
}
