// Package bank is the ledger's client of the partner bank's payout API.
package bank

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

// Payout asks the bank to send money out of the account.
func (c *Client) Payout(ctx context.Context, account string, amount int64) error {
	req, err := c.payoutRequest(ctx, account, amount)
	if err != nil {
		return err
	}
	return c.do(req)
}

// PayoutKeyed is Payout with the bank's Idempotency-Key: the bank answers a
// second request with the same key with the first payout.
func (c *Client) PayoutKeyed(ctx context.Context, key, account string, amount int64) error {
	req, err := c.payoutRequest(ctx, account, amount)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	return c.do(req)
}

func (c *Client) payoutRequest(ctx context.Context, account string, amount int64) (*http.Request, error) {
	body, _ := json.Marshal(map[string]any{"account": account, "amount": amount})
	return http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/payouts", bytes.NewReader(body))
}

func (c *Client) do(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("payout: %s", resp.Status)
	}
	return nil
}
