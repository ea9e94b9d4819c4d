// Package asynqcase enqueues asynq tasks whose TaskID is the order's ID,
// through wrappers that take the ID (the shape of a ledger's inflight
// expiry and commit). asynq checks a TaskID against the tasks of the
// task's queue only.
package asynqcase

import (
	"time"

	"github.com/hibiken/asynq"

	"keyscope/model"
)

type Queue struct{ client *asynq.Client }

func (q *Queue) enqueueExpiry(id string, at time.Time) error { // want enqueueExpiry:`keyNS\(1=asynq@queue="expiry"\)`
	opts := []asynq.Option{asynq.TaskID(id), asynq.Queue("expiry")}
	_, err := q.client.Enqueue(asynq.NewTask("expiry", nil, opts...))
	return err
}

func (q *Queue) enqueueCommit(id string, at time.Time) error { // want enqueueCommit:`keyNS\(1=asynq@queue="commit"\)`
	_, err := q.client.Enqueue(asynq.NewTask("commit", nil), asynq.TaskID(id), asynq.Queue("commit"))
	return err
}

func (q *Queue) enqueueVoid(id string) error { // want enqueueVoid:`keyNS\(1=asynq@queue="commit"\)`
	_, err := q.client.Enqueue(asynq.NewTask("void", nil), asynq.TaskID(id), asynq.Queue("commit"))
	return err
}

func (q *Queue) enqueueNotify(id string) error { // want enqueueNotify:`keyNS\(1=asynq@queue="default"\)`
	_, err := q.client.Enqueue(asynq.NewTask("notify", nil), asynq.TaskID(id))
	return err
}

func (q *Queue) enqueueTo(queue, id string) error {
	_, err := q.client.Enqueue(asynq.NewTask("any", nil), asynq.TaskID(id), asynq.Queue(queue))
	return err
}

// Twin: the same ID in two queues is two namespaces: no conflict.
func (q *Queue) Schedule(o *model.Order) error { // want Schedule:`keyShape\(asynqcase\.Queue\.enqueueCommit=Order\.ID; asynqcase\.Queue\.enqueueExpiry=Order\.ID\)`
	if err := q.enqueueExpiry(o.ID, time.Now()); err != nil {
		return err
	}
	return q.enqueueCommit(o.ID, time.Now())
}

// The same ID for a commit and a void in one queue: the void is rejected
// with ErrTaskIDConflict while the commit is pending.
func (q *Queue) Void(o *model.Order) error { // want Void:`keyShape\(asynqcase\.Queue\.enqueueVoid=Order\.ID\)`
	return q.enqueueVoid(o.ID) // want `the idempotency key of asynqcase\.Queue\.enqueueVoid is built as Order\.ID, exactly as the key of asynqcase\.Queue\.enqueueCommit`
}

// Twin: a queue chosen by the caller cannot be told: no finding against
// the default queue's notify.
func (q *Queue) Notify(o *model.Order) error { // want Notify:`keyShape\(asynqcase\.Queue\.enqueueNotify=Order\.ID; asynqcase\.Queue\.enqueueTo=Order\.ID\)`
	if err := q.enqueueNotify(o.ID); err != nil {
		return err
	}
	return q.enqueueTo(o.TenantID, o.ID)
}

func (q *Queue) enqueueWith(id string, opts ...asynq.Option) error {
	_, err := q.client.Enqueue(asynq.NewTask("with", nil), append(opts, asynq.TaskID(id))...)
	return err
}

func (q *Queue) enqueueWithList(id string, opts ...asynq.Option) error {
	_, err := q.client.Enqueue(asynq.NewTask("with", nil, opts...), asynq.TaskID(id))
	return err
}

// Twin: options from the caller may name another queue than the default.
func (q *Queue) Remind(o *model.Order) error { // want Remind:`keyShape\(asynqcase\.Queue\.enqueueWith=Order\.ID; asynqcase\.Queue\.enqueueWithList=Order\.ID\)`
	if err := q.enqueueWith(o.ID, asynq.Queue("reminders")); err != nil {
		return err
	}
	return q.enqueueWithList(o.ID, asynq.Queue("reminders-2"))
}
