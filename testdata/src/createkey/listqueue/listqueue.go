// Package listqueue: POST handlers that enqueue a job by pushing it onto a
// Redis list (the worker pops it), beside twins a naive "any Redis write
// from a POST" rule would flag.
package listqueue

import (
	"encoding/json"
	"net/http"

	"github.com/redis/go-redis/v9"

	"createkey/listqueue/queue"
)

type API struct {
	q   *queue.Queue
	rdb *redis.Client
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /send", a.send)
	mux.HandleFunc("POST /send/keyed", a.sendKeyed)
	mux.HandleFunc("POST /send/remember", a.remember)
	mux.HandleFunc("PUT /send/{id}", a.resend)
}

// A push onto the job list under no key: a client that retries after a
// timeout enqueues the email a second time, and the worker sends it twice.
func (a *API) send(w http.ResponseWriter, r *http.Request) { // want `handler API.send of POST /send performs a list push \(queue.Queue.Push, which calls redis.LPush\)`
	var t queue.Task
	if err := json.NewDecoder(r.Body).Decode(&t); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := a.q.Push(r.Context(), &t); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// Twin: the same push after a SETNX claim of the client's Idempotency-Key:
// a retry finds the key taken and pushes nothing.
func (a *API) sendKeyed(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), "send:"+key, 1, 0).Result()
	if err != nil || !ok {
		return
	}
	var t queue.Task
	json.NewDecoder(r.Body).Decode(&t)
	a.q.Push(r.Context(), &t)
}

// Twin: a POST whose only Redis write is a SET: it overwrites, a retry
// leaves the same value.
func (a *API) remember(w http.ResponseWriter, r *http.Request) {
	var t queue.Task
	json.NewDecoder(r.Body).Decode(&t)
	a.q.Remember(r.Context(), &t)
}

// Twin: a PUT: the client names what it replaces.
func (a *API) resend(w http.ResponseWriter, r *http.Request) {
	var t queue.Task
	json.NewDecoder(r.Body).Decode(&t)
	a.q.Push(r.Context(), &t)
}
