// Package httpx is a team's platform package, where services get their
// HTTP clients.
package httpx

import (
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// NewClient returns an *http.Client whose transport retries.
func NewClient() *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	return rc.StandardClient()
}

// NewPlainClient returns a client that sends each request once.
func NewPlainClient() *http.Client { return &http.Client{Timeout: 5 * time.Second} }
