// Package retryingfield: the *http.Client of a go-retryablehttp client
// (StandardClient) kept in a struct field and used by a method that sees
// only a plain *http.Client.
package retryingfield

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"retrykeyless/retryingfield/httpx"
)

// Notifier sends webhooks through a client whose transport retries.
type Notifier struct {
	hc  *http.Client
	url string
}

func NewNotifier(url string) *Notifier {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 5
	return &Notifier{hc: rc.StandardClient(), url: url}
}

func (n *Notifier) Notify(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = n.hc.Do(req) // want `POST via http.Client.Do is retried by the retryablehttp client itself without an Idempotency-Key header`
	return err
}

// Twin: the same POST keyed.
func (n *Notifier) NotifyKeyed(ctx context.Context, id string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "webhook-"+id)
	_, err = n.hc.Do(req)
	return err
}

// Plain holds a plain client: nothing retries its POST.
type Plain struct {
	hc  *http.Client
	url string
}

func NewPlain(url string) *Plain {
	return &Plain{hc: &http.Client{Timeout: 10 * time.Second}, url: url}
}

// Twin: the same POST through the plain client's field.
func (p *Plain) Notify(ctx context.Context, body []byte) error { // want Notify:"unkeyed POST via http.Client.Do"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = p.hc.Do(req)
	return err
}

// Open's client comes from its caller: the field holds whatever another
// package passes.
type Open struct {
	hc  *http.Client
	url string
}

func NewOpen(hc *http.Client, url string) *Open { return &Open{hc: hc, url: url} }

// Twin: a client of unknown origin proves nothing.
func (o *Open) Notify(ctx context.Context, body []byte) error { // want Notify:"unkeyed POST via http.Client.Do"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = o.hc.Do(req)
	return err
}

// Remote gets its client from the team's platform package, whose
// constructor returns a retrying one.
type Remote struct {
	hc  *http.Client
	url string
}

func NewRemote(url string) *Remote { return &Remote{hc: httpx.NewClient(), url: url} }

func (r *Remote) Notify(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = r.hc.Do(req) // want `POST via http.Client.Do is retried by the retryablehttp client itself without an Idempotency-Key header`
	return err
}

// Local gets the platform package's plain client.
type Local struct {
	hc  *http.Client
	url string
}

func NewLocal(url string) *Local { return &Local{hc: httpx.NewPlainClient(), url: url} }

// Twin: the same POST through the plain client.
func (l *Local) Notify(ctx context.Context, body []byte) error { // want Notify:"unkeyed POST via http.Client.Do"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, l.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = l.hc.Do(req)
	return err
}
