// Package notify retries an integration's Notify on every tick until it
// succeeds; the integrations are in packages that import this one, behind
// the Notifier interface (alertmanager's notify.RetryStage).
package notify

import (
	"context"
	"io"
	"net/http"
	"time"
)

// Notifier sends a notification; implementations live in importing
// packages.
type Notifier interface {
	Notify(ctx context.Context, msg string) (bool, error) // want Notify:"retried by a retry loop in notify.RetryStage.Exec"
}

// Logger records a notification; nothing retries it.
type Logger interface {
	Log(ctx context.Context, msg string) error
}

// Integration wraps a Notifier.
type Integration struct {
	notifier Notifier
	logger   Logger
}

// Notify hands the message to the notifier.
func (i *Integration) Notify(ctx context.Context, msg string) (bool, error) {
	return i.notifier.Notify(ctx, msg)
}

// RetryStage runs an integration again after every failure.
type RetryStage struct {
	integration *Integration
}

// Exec notifies until the integration succeeds, waiting between attempts.
func (r RetryStage) Exec(ctx context.Context, msg string) error {
	for attempt := 0; attempt < 10; attempt++ {
		retry, err := r.integration.Notify(ctx, msg)
		if err == nil {
			_ = r.integration.logger.Log(ctx, msg)
			return nil
		}
		if !retry {
			return err
		}
		time.Sleep(time.Second)
	}
	return nil
}

// PostJSON sends body to url with POST.
func PostJSON(ctx context.Context, client *http.Client, url string, body io.Reader) (*http.Response, error) { // want PostJSON:"unkeyed POST via http.Client.Do"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return client.Do(req)
}

// PostText sends body to url with POST through request, which takes the
// method from its caller (alertmanager's notify.post and notify.request).
func PostText(ctx context.Context, client *http.Client, url string, body io.Reader) (*http.Response, error) { // want PostText:"unkeyed POST via notify.request"
	return request(ctx, client, http.MethodPost, url, "text/plain", body)
}

func request(ctx context.Context, client *http.Client, method, url, contentType string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", contentType)
	return client.Do(req)
}
