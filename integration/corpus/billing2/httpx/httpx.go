// Package httpx holds the request builder every client of the billing
// service uses: JSON body, content type, user agent.
package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

const userAgent = "billing2/1.4"

// NewRequest builds a request with method to url, with body (when not nil)
// encoded as JSON.
func NewRequest(ctx context.Context, method, url string, body any) (*http.Request, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("User-Agent", userAgent)
	return req, nil
}

// Check turns a response into an error when its status is not 2xx, and
// closes its body.
func Check(resp *http.Response) error {
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return &StatusError{Code: resp.StatusCode}
	}
	return nil
}

// StatusError is a non-2xx answer.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return "httpx: status " + http.StatusText(e.Code) }
