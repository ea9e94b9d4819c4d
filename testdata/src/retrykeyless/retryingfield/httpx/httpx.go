// Package httpx is a team's platform package: the one place its services
// get an HTTP client from.
package httpx

import (
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// NewClient returns an *http.Client whose transport retries (go-retryablehttp).
func NewClient() *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	return rc.StandardClient()
}

// NewPlainClient returns a client that sends each request once.
func NewPlainClient() *http.Client {
	return &http.Client{Timeout: 5 * time.Second}
}
