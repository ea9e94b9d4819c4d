// Package activities holds the shipping workflow's Temporal activities.
// Temporal retries a failed activity under its default policy, with no
// limit on attempts: each activity must be safe to run again.
package activities

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"go.temporal.io/sdk/activity"

	"github.com/idemlint/idemlint/integration/corpus/payments/gateway"
)

type Activities struct {
	Carrier string
	HTTP    *http.Client
	Intents gateway.PaymentIntents
}

type Shipment struct {
	OrderID string `json:"order_id"`
	Address string `json:"address"`
	Weight  int    `json:"weight"`
	Fee     int64  `json:"fee"`
}

// CreateShipment books the shipment with the carrier: an attempt that timed
// out after the carrier booked is retried, and books a second parcel.
func (a *Activities) CreateShipment(ctx context.Context, s Shipment) error {
	body, _ := json.Marshal(s)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.Carrier+"/shipments", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := a.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("carrier: %s", resp.Status)
	}
	return nil
}

// CreateLabel keys the request by the workflow and the activity, which
// stay the same across the activity's attempts.
func (a *Activities) CreateLabel(ctx context.Context, s Shipment) error {
	info := activity.GetInfo(ctx)
	body, _ := json.Marshal(s)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.Carrier+"/labels", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", info.WorkflowExecution.ID+"/"+info.ActivityID)
	resp, err := a.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("carrier: %s", resp.Status)
	}
	return nil
}

// ChargeShippingFee mints the key inside the activity: every attempt has a
// new one, and Stripe charges the fee again.
func (a *Activities) ChargeShippingFee(ctx context.Context, s Shipment) (string, error) {
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(s.Fee), Currency: stripe.String(stripe.CurrencyEUR)}
	p.SetIdempotencyKey("shipping-fee-" + uuid.NewString()) // want: keyderivation
	pi, err := a.Intents.Create(ctx, p)
	if err != nil {
		return "", err
	}
	return pi.ID, nil
}

// ChargeShippingFeeOnce keys the fee by the order it ships.
func (a *Activities) ChargeShippingFeeOnce(ctx context.Context, s Shipment) (string, error) {
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(s.Fee), Currency: stripe.String(stripe.CurrencyEUR)}
	p.SetIdempotencyKey("shipping-fee:" + s.OrderID)
	pi, err := a.Intents.Create(ctx, p)
	if err != nil {
		return "", err
	}
	return pi.ID, nil
}
