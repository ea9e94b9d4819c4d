// Package retryablehttp simulates github.com/hashicorp/go-retryablehttp for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package retryablehttp

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"time"
)

// ReaderFunc is the type of function that can be given natively to NewRequest.
type ReaderFunc func() (io.Reader, error)

// ResponseHandlerFunc is a type of function that takes in a Response, and does something with it.
type ResponseHandlerFunc func(*http.Response) error

// Request wraps the metadata needed to create HTTP requests.
type Request struct {
	// body is a seekable reader over the request body payload. This is
	// used to rewind the request data in between retries.
	body ReaderFunc

	responseHandler ResponseHandlerFunc

	// Embed an HTTP request directly. This makes a *Request act exactly
	// like an *http.Request so that all meta methods are supported.
	*http.Request
}

// WithContext returns wrapped Request with a shallow copy of underlying *http.Request
// with its context changed to ctx.
func (r *Request) WithContext(ctx context.Context) *Request {
	return &Request{body: r.body, responseHandler: r.responseHandler, Request: r.Request.WithContext(ctx)}
}

// FromRequest wraps an http.Request in a retryablehttp.Request.
func FromRequest(r *http.Request) (*Request, error) { return &Request{Request: r}, nil }

// NewRequest creates a new wrapped request.
func NewRequest(method, url string, rawBody interface{}) (*Request, error) {
	return NewRequestWithContext(context.Background(), method, url, rawBody)
}

// NewRequestWithContext creates a new wrapped request with the provided context.
func NewRequestWithContext(ctx context.Context, method, url string, rawBody interface{}) (*Request, error) {
	httpReq, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return nil, err
	}
	return &Request{Request: httpReq}, nil
}

// Client is used to make HTTP requests. It adds additional functionality like
// automatic retries to tolerate minor outages.
type Client struct {
	HTTPClient *http.Client // Internal HTTP client.
	Logger     interface{}  // Customer logger instance. Can be either Logger or LeveledLogger

	RetryWaitMin time.Duration // Minimum time to wait
	RetryWaitMax time.Duration // Maximum time to wait
	RetryMax     int           // Maximum number of retries
}

// NewClient creates a new Client with default settings.
func NewClient() *Client { return &Client{HTTPClient: &http.Client{}, RetryMax: 4} }

// Do wraps calling an HTTP method with retries.
func (c *Client) Do(req *Request) (*http.Response, error) { return c.HTTPClient.Do(req.Request) }

// Get is a shortcut for doing a GET request without making a new client.
func Get(url string) (*http.Response, error) { return NewClient().Get(url) }

// Get is a convenience helper for doing simple GET requests.
func (c *Client) Get(url string) (*http.Response, error) { return nil, nil }

// Head is a shortcut for doing a HEAD request without making a new client.
func Head(url string) (*http.Response, error) { return NewClient().Head(url) }

// Head is a convenience method for doing simple HEAD requests.
func (c *Client) Head(url string) (*http.Response, error) { return nil, nil }

// Post is a shortcut for doing a POST request without making a new client.
func Post(url, bodyType string, body interface{}) (*http.Response, error) {
	return NewClient().Post(url, bodyType, body)
}

// Post is a convenience method for doing simple POST requests.
func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	return nil, nil
}

// PostForm is a shortcut to perform a POST with form data without creating
// a new client.
func PostForm(url string, data url.Values) (*http.Response, error) {
	return NewClient().PostForm(url, data)
}

// PostForm is a convenience method for doing simple POST operations using
// pre-filled url.Values form data.
func (c *Client) PostForm(url string, data url.Values) (*http.Response, error) {
	return nil, nil
}

// StandardClient returns a stdlib *http.Client with a custom Transport, which
// shims in a *retryablehttp.Client for added retries.
func (c *Client) StandardClient() *http.Client { return &http.Client{} }
