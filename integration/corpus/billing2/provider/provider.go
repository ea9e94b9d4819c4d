// Package provider is the billing service's hand-written client of its
// card processor's REST API. The *http.Client is injected by cmd/billingd.
package provider

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/billing2/httpx"
	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/retry"
)

type Client struct {
	base string
	hc   *http.Client
}

func New(base string, hc *http.Client) *Client { return &Client{base: base, hc: hc} }

type ChargeRequest struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
	Currency string `json:"currency"`
}

type Charge struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

// Charge retries the POST on any error: a charge whose reply was lost is
// made again, and the processor, given no key, cannot tell.
func (c *Client) Charge(ctx context.Context, cr ChargeRequest) (*Charge, error) {
	var out Charge
	err := retry.Do(ctx, 4, func(ctx context.Context) error {
		req, err := httpx.NewRequest(ctx, http.MethodPost, c.base+"/v1/charges", cr)
		if err != nil {
			return err
		}
		resp, err := c.hc.Do(req) // want: retrykeyless
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(&out)
	})
	return &out, err
}

// ChargeStatus retries a read through the same builder.
func (c *Client) ChargeStatus(ctx context.Context, id string) (*Charge, error) {
	var out Charge
	err := retry.Do(ctx, 4, func(ctx context.Context) error {
		req, err := httpx.NewRequest(ctx, http.MethodGet, c.base+"/v1/charges/"+id, nil)
		if err != nil {
			return err
		}
		resp, err := c.hc.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(&out)
	})
	return &out, err
}

// ChargeKeyed sends the caller's key on every attempt.
func (c *Client) ChargeKeyed(ctx context.Context, key string, cr ChargeRequest) (*Charge, error) {
	var out Charge
	err := retry.Do(ctx, 4, func(ctx context.Context) error {
		req, err := httpx.NewRequest(ctx, http.MethodPost, c.base+"/v1/charges", cr)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", key)
		resp, err := c.hc.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(&out)
	})
	return &out, err
}

// ChargeOnce mints its key in the function: every call, and so every retry
// of it by a caller, is a new charge to the processor.
func (c *Client) ChargeOnce(ctx context.Context, cr ChargeRequest) (*Charge, error) {
	key := idem.NewKey()
	req, err := httpx.NewRequest(ctx, http.MethodPost, c.base+"/v1/charges", cr)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Idempotency-Key", key) // want: keyderivation
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out Charge
	return &out, json.NewDecoder(resp.Body).Decode(&out)
}

// Receipt is the processor's receipt e-mail request.
type Receipt struct {
	Charge string `json:"charge"`
	Email  string `json:"email"`
}

// SendReceipt retries a POST that lies two helpers below the closure.
func (c *Client) SendReceipt(ctx context.Context, rc Receipt) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		return c.send(ctx, "/v1/receipts", rc) // want: retrykeyless
	})
}

// SendReceiptKeyed does the same with the charge as the key.
func (c *Client) SendReceiptKeyed(ctx context.Context, rc Receipt) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		return c.sendKeyed(ctx, "receipt-"+rc.Charge, "/v1/receipts", rc)
	})
}

func (c *Client) send(ctx context.Context, path string, body any) error {
	req, err := httpx.NewRequest(ctx, http.MethodPost, c.base+path, body)
	if err != nil {
		return err
	}
	return c.do(req)
}

func (c *Client) sendKeyed(ctx context.Context, key, path string, body any) error {
	req, err := httpx.NewRequest(ctx, http.MethodPost, c.base+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	return c.do(req)
}

func (c *Client) do(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return httpx.Check(resp)
}

// The processor's verbs, as its API reference writes them.
const (
	verbCreate = "POST"
	verbList   = "GET"
)

type Payout struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
}

// Payout retries a payout to the merchant's bank account with no key: a
// payout whose reply was lost is paid twice.
func (c *Client) Payout(ctx context.Context, account string, amount int64) error {
	return retry.Do(ctx, 4, func(ctx context.Context) error {
		req, err := httpx.NewRequest(ctx, verbCreate, c.base+"/v1/accounts/"+account+"/payouts", map[string]int64{"amount": amount})
		if err != nil {
			return err
		}
		return c.do(req) // want: retrykeyless
	})
}

// Payouts lists the account's payouts through the same constants.
func (c *Client) Payouts(ctx context.Context, account string) ([]Payout, error) {
	var out []Payout
	err := retry.Do(ctx, 4, func(ctx context.Context) error {
		req, err := httpx.NewRequest(ctx, verbList, c.base+"/v1/accounts/"+account+"/payouts", nil)
		if err != nil {
			return err
		}
		resp, err := c.hc.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(&out)
	})
	return out, err
}
