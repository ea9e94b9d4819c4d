// Package payments is the service the tools call: the effects reach the
// tool handlers through its summaries.
package payments

import (
	"context"
	"database/sql"
	"net/http"
	"strings"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Service struct{ DB *sql.DB }

// Charge charges with no key.
func (s *Service) Charge(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

// ChargeKeyed charges with the caller's key.
func (s *Service) ChargeKeyed(ctx context.Context, key string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// Claim claims a key: false when it was claimed before.
func (s *Service) Claim(ctx context.Context, key string) (bool, error) {
	res, err := s.DB.ExecContext(ctx, "INSERT INTO tool_calls (key) VALUES ($1) ON CONFLICT DO NOTHING", key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Balance reads.
func (s *Service) Balance(ctx context.Context, account string) (int64, error) {
	var b int64
	err := s.DB.QueryRowContext(ctx, "SELECT balance FROM accounts WHERE id = $1", account).Scan(&b)
	return b, err
}

// Notify posts to a webhook.
func (s *Service) Notify(ctx context.Context, text string) error {
	_, err := http.Post("https://hooks.example.com/notify", "text/plain", strings.NewReader(text))
	return err
}
