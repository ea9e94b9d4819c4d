// Package options is analyzed with -time-keys=false -handlers=false
// -calls=false: the clock key, the handler key and the per-call key below
// are then not reported, while the per-attempt key still is.
package options

import (
	"net/http"
	"time"

	backoff "github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
)

func clock(req *http.Request) {
	req.Header.Set("Idempotency-Key", time.Now().String())
}

func handler(w http.ResponseWriter, r *http.Request) {
	r.Header.Set("Idempotency-Key", uuid.NewString())
}

func perCall(req *http.Request) {
	req.Header.Set("Idempotency-Key", uuid.NewString())
}

func attempt(req *http.Request) error {
	return backoff.Retry(func() error {
		req.Header.Set("Idempotency-Key", uuid.NewString()) // want `minted inside the callback retried by backoff.Retry`
		return nil
	}, backoff.NewExponentialBackOff())
}
