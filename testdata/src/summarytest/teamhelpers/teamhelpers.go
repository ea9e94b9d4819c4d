package teamhelpers // want package:"relevant"

// teamhelpers holds the helpers a team writes around the libraries:
// retry helpers that call their callback until it succeeds, loops that call
// a callback for another reason, and request builders that take the HTTP
// method from their caller.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	backoff "github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// Do runs fn until it returns nil, at most attempts times, waiting between
// attempts: a retry of fn.
func Do(ctx context.Context, attempts int, fn func(ctx context.Context) error) error { // want Do:`summary\{retry\(2\)\}`
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(i+1) * 100 * time.Millisecond):
		}
	}
	return err
}

// ErrPermanent stops UntilPermanent.
var ErrPermanent = errors.New("permanent")

// UntilPermanent runs fn again until it succeeds or fails for good: still a
// retry of every transient failure.
func UntilPermanent(ctx context.Context, fn func(ctx context.Context) error) error { // want UntilPermanent:`summary\{retry\(1\)\}`
	for {
		err := fn(ctx)
		if err == nil {
			return nil
		}
		if errors.Is(err, ErrPermanent) {
			return err
		}
		time.Sleep(time.Second)
	}
}

// WithBackoff hands fn to backoff.Retry in a literal: a retry of fn.
func WithBackoff(ctx context.Context, fn func(ctx context.Context) error) error { // want WithBackoff:`summary\{retry\(1\)\}`
	return backoff.Retry(func() error { return fn(ctx) }, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}

// Twin: ForEach calls fn once per item and stops at the first error. The
// loop repeats fn, but never for the same item.
func ForEach(items []string, fn func(string) error) error {
	for _, it := range items {
		if err := fn(it); err != nil {
			return err
		}
	}
	return nil
}

// Twin: Times runs fn n times, stopping at the first failure: a bounded
// counter, but the failure leaves.
func Times(n int, fn func() error) error {
	for i := 0; i < n; i++ {
		if err := fn(); err != nil {
			return err
		}
	}
	return nil
}

// Twin: Poll calls fn every interval until it fails: it goes round on
// success, not on failure.
func Poll(ctx context.Context, every time.Duration, fn func(ctx context.Context) error) error {
	for {
		if err := fn(ctx); err != nil {
			return err
		}
		time.Sleep(every)
	}
}

// Twin: Periodic runs a job on every tick, whether it failed or not: a
// scheduler, whose failure and success sides both go round.
func Periodic(ctx context.Context, every time.Duration, fn func(ctx context.Context) error, logf func(error)) {
	for ctx.Err() == nil {
		if err := fn(ctx); err != nil {
			logf(err)
		}
		time.Sleep(every)
	}
}

// NewRequest builds a request with the method its caller chooses: its
// summary says the request's method is parameter 1.
func NewRequest(ctx context.Context, method, url string, body []byte) (*http.Request, error) { // want NewRequest:`summary\{httprequest\(1\)\}`
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// Twin: Validate builds a request only to check the method and URL; it
// returns the error, not the request.
func Validate(method, url string) error {
	_, err := http.NewRequest(method, url, nil)
	return err
}

// methodPost is a package constant holding the verb.
const methodPost = "POST"

// Post sends through NewRequest with a package constant: a POST.
func Post(ctx context.Context, hc *http.Client, url string, body []byte) error { // want Post:`summary\{effect:http~verb\}`
	req, err := NewRequest(ctx, methodPost, url, body)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twin: Get sends through the same builder with http.MethodGet.
func Get(ctx context.Context, hc *http.Client, url string) error {
	req, err := NewRequest(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Send hands its own method on through the builder: the method decides at
// each call of Send.
func Send(ctx context.Context, hc *http.Client, method, url string) error { // want Send:`summary\{verb-param:http\(2\)\}`
	req, err := NewRequest(ctx, method, url, nil)
	if err != nil {
		return err
	}
	_, err = hc.Do(req)
	return err
}

// NewRetryingClient returns the standard client of a go-retryablehttp
// client: its transport retries.
func NewRetryingClient() *http.Client { // want NewRetryingClient:`summary\{retrying-client\}`
	return retryablehttp.NewClient().StandardClient()
}

// Twin: a plain client.
func NewPlainClient() *http.Client {
	return &http.Client{Timeout: time.Second}
}

// DoValue is Do for a callback with a result: generic, as teams write it.
func DoValue[T any](ctx context.Context, attempts int, fn func(ctx context.Context) (T, error)) (T, error) { // want DoValue:`summary\{retry\(2\)\}`
	var (
		v   T
		err error
	)
	for i := 0; i < attempts; i++ {
		if v, err = fn(ctx); err == nil {
			return v, nil
		}
		time.Sleep(time.Duration(i+1) * 100 * time.Millisecond)
	}
	return v, err
}

// NewChargeRequest builds a POST itself: its summary carries the verb.
func NewChargeRequest(ctx context.Context, url string, body []byte) (*http.Request, error) { // want NewChargeRequest:`summary\{httprequest:POST\}`
	return NewRequest(ctx, http.MethodPost, url, body)
}

// Either builds a GET or a POST: the verb depends on the run.
func Either(ctx context.Context, url string, write bool) (*http.Request, error) { // want Either:`summary\{httprequest:GET httprequest:POST\}`
	if write {
		return http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	}
	return http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
}

// NewJSONRequest encodes its body: the request's result derives from the
// body too, and still starts at this call for its method.
func NewJSONRequest(ctx context.Context, method, url string, body any) (*http.Request, error) { // want NewJSONRequest:`summary\{httprequest\(1\) propagate\(3\)\}`
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, url, bytes.NewReader(b))
}

// PostJSON sends a POST built by NewJSONRequest.
func PostJSON(ctx context.Context, hc *http.Client, url string, body any) error { // want PostJSON:`summary\{effect:http~verb\}`
	req, err := NewJSONRequest(ctx, http.MethodPost, url, body)
	if err != nil {
		return err
	}
	_, err = hc.Do(req)
	return err
}

// Twin: a GET through it.
func GetJSON(ctx context.Context, hc *http.Client, url string) error {
	req, err := NewJSONRequest(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	_, err = hc.Do(req)
	return err
}
