package inherithttp // want package:"relevant"

// Package inherithttp sends a request through an interface that
// *http.Client implements: the call inherits Client.Do's role, and
// resolving the request's verb must not ask the same call again.

import (
	"context"
	"net/http"
	"net/url"
)

type Doer interface {
	Do(req *http.Request) (*http.Response, error) // want Do:`inherits \(\*net/http\.Client\)\.Do \(implemented by http\.Client\)`
}

func Post(ctx context.Context, d Doer) error { // want Post:`summary\{effect:http~verb\}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://psp.example/charges", nil)
	if err != nil {
		return err
	}
	resp, err := d.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twin: a GET changes nothing.
func Get(ctx context.Context, d Doer) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://psp.example/charges", nil)
	if err != nil {
		return err
	}
	resp, err := d.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A request built as a struct: the tracer asks who writes into it, and
// the Do call that takes it is one of them.
func Built(ctx context.Context, d Doer, u *url.URL) error {
	req := &http.Request{Method: http.MethodGet, URL: u, Header: http.Header{}}
	req.Header.Set("Accept", "application/json")
	resp, err := d.Do(req.WithContext(ctx))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
