package webhook

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"retrykeyless/ifaceretry/notify"
)

// pagerMessage is an event whose dedup_key the provider folds repeats by
// (PagerDuty's Events API v2).
type pagerMessage struct {
	RoutingKey string `json:"routing_key"`
	DedupKey   string `json:"dedup_key"`
	Summary    string `json:"summary"`
}

// chatMessage is a chat post: nothing in it tells a repeat apart.
type chatMessage struct {
	Channel string `json:"channel"`
	Text    string `json:"text"`
}

// Pager POSTs a keyed event through notify.PostJSON.
type Pager struct {
	client *http.Client
	url    string
}

func (p *Pager) encode(msg *pagerMessage) (bytes.Buffer, error) {
	var buf bytes.Buffer
	err := json.NewEncoder(&buf).Encode(msg)
	return buf, err
}

// Notify sends the dedup key in the body the helper POSTs: every attempt
// carries the same key.
func (p *Pager) Notify(ctx context.Context, msg string) (bool, error) {
	m := &pagerMessage{RoutingKey: "r", DedupKey: "group:" + msg, Summary: msg}
	buf, err := p.encode(m)
	if err != nil {
		return false, err
	}
	resp, err := notify.PostJSON(ctx, p.client, p.url, &buf)
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// Chat POSTs an unkeyed message the same way.
type Chat struct {
	client *http.Client
	url    string
}

func (c *Chat) encode(msg *chatMessage) (bytes.Buffer, error) {
	var buf bytes.Buffer
	err := json.NewEncoder(&buf).Encode(msg)
	return buf, err
}

// Notify: a retried chat post is posted twice.
func (c *Chat) Notify(ctx context.Context, msg string) (bool, error) { // want Notify:"unkeyed POST via http.Client.Do"
	m := &chatMessage{Channel: "alerts", Text: msg}
	buf, err := c.encode(m)
	if err != nil {
		return false, err
	}
	resp, err := notify.PostJSON(ctx, c.client, c.url, &buf) // want `notify.PostJSON is retried by a retry loop in notify.RetryStage.Exec through notify.Notifier.Notify and runs POST`
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// PagerText sends the keyed event through a helper that takes the method
// as a parameter (notify.PostText, calling notify.request).
type PagerText struct {
	client *http.Client
	url    string
}

// Notify marshals the keyed event and POSTs it.
func (p *PagerText) Notify(ctx context.Context, msg string) (bool, error) {
	b, err := json.Marshal(pagerMessage{DedupKey: "group:" + msg, Summary: msg})
	if err != nil {
		return false, err
	}
	resp, err := notify.PostText(ctx, p.client, p.url, bytes.NewReader(b))
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// ChatText sends an unkeyed message through the same helper.
type ChatText struct {
	client *http.Client
	url    string
}

// Notify marshals the chat message and POSTs it.
func (c *ChatText) Notify(ctx context.Context, msg string) (bool, error) { // want Notify:"unkeyed POST via notify.request"
	b, err := json.Marshal(chatMessage{Channel: "alerts", Text: msg})
	if err != nil {
		return false, err
	}
	resp, err := notify.PostText(ctx, c.client, c.url, bytes.NewReader(b)) // want `notify.PostText is retried by a retry loop in notify.RetryStage.Exec through notify.Notifier.Notify and runs POST via notify.request`
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// target is where a relay posts: its RequestID names the route, not the
// message, and it is not what the helper sends.
type target struct {
	RequestID string
	URL       string
}

// Relay posts an unkeyed body to a URL taken from a struct with a
// key-named field: only the body counts.
type Relay struct {
	client *http.Client
	to     *target
}

// Notify POSTs the message as it is.
func (r *Relay) Notify(ctx context.Context, msg string) (bool, error) { // want Notify:"unkeyed POST via http.Client.Do"
	t := &target{RequestID: msg, URL: r.to.URL}
	b, err := json.Marshal(chatMessage{Text: msg})
	if err != nil {
		return false, err
	}
	resp, err := notify.PostJSON(ctx, r.client, t.URL+"?r="+t.RequestID, bytes.NewReader(b)) // want `notify.PostJSON is retried by a retry loop in notify.RetryStage.Exec through notify.Notifier.Notify and runs POST`
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// Direct builds the request itself, with the keyed event as its body and
// no header: the provider reads the dedup key from the body.
type Direct struct {
	client *http.Client
	url    string
}

// Notify POSTs the keyed event.
func (d *Direct) Notify(ctx context.Context, msg string) (bool, error) {
	b, err := json.Marshal(&pagerMessage{DedupKey: "group:" + msg})
	if err != nil {
		return false, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.url, bytes.NewReader(b))
	if err != nil {
		return false, err
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}

// DirectChat builds the same request with an unkeyed body.
type DirectChat struct {
	client *http.Client
	url    string
}

// Notify POSTs the chat message.
func (d *DirectChat) Notify(ctx context.Context, msg string) (bool, error) { // want Notify:"unkeyed POST via http.Client.Do"
	b, err := json.Marshal(&chatMessage{Text: msg})
	if err != nil {
		return false, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.url, bytes.NewReader(b))
	if err != nil {
		return false, err
	}
	resp, err := d.client.Do(req) // want `http.Client.Do is retried by a retry loop in notify.RetryStage.Exec through notify.Notifier.Notify without an Idempotency-Key header`
	if err != nil {
		return true, err
	}
	return false, resp.Body.Close()
}
