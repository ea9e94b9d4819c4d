package percall

import (
	"context"
	"net/http"
	"strings"

	"github.com/google/uuid"
)

// RequestParams is what a client library's caller hands it: the key is
// the caller's to set.
type RequestParams struct {
	IdempotencyKey *string
	Key            string
}

// Twin: a client library's request builder takes the caller's key when it
// sets one and mints a key only when it sets none (stripe-go's backend
// does this). Whether the key spans the caller's retries is the caller's
// choice; the finding belongs to a caller that sets none.
func NewRequest(ctx context.Context, url string, params *RequestParams) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	if params.IdempotencyKey != nil {
		req.Header.Add("Idempotency-Key", strings.TrimSpace(*params.IdempotencyKey))
	} else {
		req.Header.Add("Idempotency-Key", uuid.NewString())
	}
	return req, nil
}

// Twin: the same with a string field and the empty string for none.
func NewRequestString(ctx context.Context, url string, params RequestParams) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	if params.Key == "" {
		req.Header.Set("Idempotency-Key", uuid.NewString())
	} else {
		req.Header.Set("Idempotency-Key", params.Key)
	}
	return req, nil
}

// The test is of the caller's key, but the fresh key is minted on the
// side where the caller did set one: no fallback, a key that replaces the
// caller's on every call.
func NewRequestInverted(ctx context.Context, url string, params *RequestParams) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	if params.IdempotencyKey != nil {
		req.Header.Add("Idempotency-Key", uuid.NewString()) // want `idempotency key for the Idempotency-Key header comes from uuid.NewString, minted on every call of percall.NewRequestInverted`
	}
	return req, nil
}

// A test of something else than a key the caller supplies (a flag), with
// a fresh key on one side and none on the other: the key is minted on
// every call that sends one.
func NewRequestFlag(ctx context.Context, url string, params *RequestParams, retryable bool) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	if !retryable {
		return req, nil
	}
	req.Header.Add("Idempotency-Key", uuid.NewString()) // want `idempotency key for the Idempotency-Key header comes from uuid.NewString, minted on every call of percall.NewRequestFlag`
	return req, nil
}
