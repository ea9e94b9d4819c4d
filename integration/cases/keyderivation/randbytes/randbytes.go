// Package randbytes keys Stripe payments and provider calls with tokens made
// of crypto/rand bytes, through the team's helper and in place; each
// reported line carries a trailing "want: keyderivation" marker, and the
// nonce, salt and digest twins stay silent.
package randbytes

import (
	"context"
	crand "crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"

	backoff "github.com/cenkalti/backoff/v4"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"github.com/idemlint/idemlint/integration/cases/keyderivation/randbytes/tokens"
)

func pay(key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(100), Currency: stripe.String("eur")}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

// Retried mints the key per attempt through the helper.
func Retried() error {
	return backoff.Retry(func() error {
		return pay(tokens.Hex()) // want: keyderivation
	}, backoff.NewExponentialBackOff())
}

// RetriedInPlace reads crypto/rand.Reader inside the closure.
func RetriedInPlace() error {
	return backoff.Retry(func() error {
		var buf [16]byte
		if _, err := io.ReadFull(crand.Reader, buf[:]); err != nil {
			return err
		}
		return pay(hex.EncodeToString(buf[:])) // want: keyderivation
	}, backoff.NewExponentialBackOff())
}

// Refund sends a fresh base32 token as the Idempotency-Key on every call.
func Refund(ctx context.Context, hc *http.Client, url string) error {
	key, err := tokens.Base32()
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key) // want: keyderivation
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twin: minted once before the retry.
func Once() error {
	key := tokens.Hex()
	return backoff.Retry(func() error { return pay(key) }, backoff.NewExponentialBackOff())
}

// Twin: a random nonce signs the request; the key is the order's.
func Signed(ctx context.Context, hc *http.Client, url, orderID string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	nonce := tokens.Hex()
	sum := sha256.Sum256([]byte(nonce + orderID))
	req.Header.Set("X-Nonce", nonce)
	req.Header.Set("X-Signature", hex.EncodeToString(sum[:]))
	req.Header.Set("Idempotency-Key", "refund:"+orderID)
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twin: a file's digest is the same on every attempt.
func Digest(f *os.File) error {
	return backoff.Retry(func() error {
		d, err := tokens.FileDigest(f)
		if err != nil {
			return err
		}
		return pay(d)
	}, backoff.NewExponentialBackOff())
}
