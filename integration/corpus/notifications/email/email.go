// Package email sends transactional mail through the provider's HTTP API.
package email

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

type Client struct {
	base string
	hc   *http.Client
}

func New(base string) *Client { return &Client{base: base, hc: &http.Client{}} }

type Message struct {
	To       string `json:"to"`
	Template string `json:"template"`
	Data     any    `json:"data"`
}

// Send mails one message.
func (c *Client) Send(ctx context.Context, m Message) error {
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v3/mail/send", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("mail: %s", resp.Status)
	}
	return nil
}
