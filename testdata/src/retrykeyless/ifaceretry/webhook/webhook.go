// Package webhook implements notify's interfaces: Notifier, which
// notify.RetryStage retries, and Logger, which nothing retries.
package webhook

import (
	"context"
	"net/http"
	"strings"

	"retrykeyless/ifaceretry/notify"
)

// Notifier posts the message to a webhook.
type Notifier struct {
	client *http.Client
	url    string
}

// Notify POSTs with no key: notify.RetryStage runs it again after a
// timeout, and the receiver gets the message twice.
func (n *Notifier) Notify(ctx context.Context, msg string) (bool, error) { // want Notify:"unkeyed POST via http.Client.Do"
	resp, err := notify.PostJSON(ctx, n.client, n.url, strings.NewReader(msg)) // want `notify.PostJSON is retried by a retry loop in notify.RetryStage.Exec through notify.Notifier.Notify and runs POST`
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// Poller implements Notifier with a GET: a repeat reads again.
type Poller struct {
	client *http.Client
	url    string
}

// Notify GETs.
func (p *Poller) Notify(ctx context.Context, msg string) (bool, error) {
	resp, err := p.client.Get(p.url + "?m=" + msg)
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// Keyed implements Notifier with a POST that carries an Idempotency-Key:
// the receiver folds the repeat.
type Keyed struct {
	client *http.Client
	url    string
}

// Notify POSTs with a key derived from the message.
func (k *Keyed) Notify(ctx context.Context, msg string) (bool, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, k.url, strings.NewReader(msg))
	if err != nil {
		return false, err
	}
	req.Header.Set("Idempotency-Key", "notify:"+msg)
	resp, err := k.client.Do(req)
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// Audit implements Logger, which no retry calls: its POST runs once.
type Audit struct {
	client *http.Client
	url    string
}

// Log POSTs once.
func (a *Audit) Log(ctx context.Context, msg string) error { // want Log:"unkeyed POST via http.Client.Do"
	resp, err := notify.PostJSON(ctx, a.client, a.url, strings.NewReader(msg))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
