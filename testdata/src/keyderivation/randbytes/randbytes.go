// Package randbytes keys payments and publishes with tokens made of random
// bytes (tokens.Hex and friends, and the same read in place), beside the
// same tokens used as a nonce or a salt that never becomes a key.
package randbytes

import (
	"context"
	crand "crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"io"
	mrand "math/rand"
	"net/http"
	"os"

	backoff "github.com/cenkalti/backoff/v4"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"keyderivation/randbytes/tokens"
)

func pay(key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

var b = backoff.NewExponentialBackOff()

// Retried mints the key per attempt through the team's helper.
func Retried() error {
	return backoff.Retry(func() error {
		return pay(tokens.Hex()) // want `comes from tokens.Hex, which calls rand.Read, minted inside the callback retried by backoff.Retry`
	}, b)
}

// RetriedBase32 goes through io.ReadFull(crypto/rand.Reader, …).
func RetriedBase32() error {
	return backoff.Retry(func() error {
		k, err := tokens.Base32()
		if err != nil {
			return err
		}
		return pay(k) // want `comes from tokens.Base32, which calls io.ReadFull, minted inside the callback`
	}, b)
}

// RetriedInPlace reads crypto/rand.Reader in the closure itself.
func RetriedInPlace() error {
	return backoff.Retry(func() error {
		var buf [16]byte
		if _, err := io.ReadFull(crand.Reader, buf[:]); err != nil {
			return err
		}
		return pay(hex.EncodeToString(buf[:])) // want `comes from io.ReadFull, minted inside the callback`
	}, b)
}

// Refund mints a math/rand token on every call and sends it as the
// Idempotency-Key header.
func Refund(ctx context.Context, hc *http.Client, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", tokens.URLSafe()) // want `idempotency key for the Idempotency-Key header comes from tokens.URLSafe, which calls rand.Read, minted on every call of randbytes.Refund`
	_, err = hc.Do(req)
	return err
}

// Twin: the token is minted once, before the retry.
func Once() error {
	key := tokens.Hex()
	return backoff.Retry(func() error { return pay(key) }, b)
}

// Twin: a random nonce signs the request, the key is the order's.
func Nonce(ctx context.Context, hc *http.Client, url, orderID string) error {
	return backoff.Retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
		if err != nil {
			return err
		}
		nonce := tokens.Hex()
		sum := sha256.Sum256([]byte(nonce + orderID))
		req.Header.Set("X-Nonce", nonce)
		req.Header.Set("X-Signature", hex.EncodeToString(sum[:]))
		req.Header.Set("Idempotency-Key", "refund:"+orderID)
		_, err = hc.Do(req)
		return err
	}, b)
}

// Twin: a random salt inside the retry, stored beside a stable key.
func Salt(orderID string) error {
	return backoff.Retry(func() error {
		salt := make([]byte, 16)
		if _, err := crand.Read(salt); err != nil {
			return err
		}
		_ = hex.EncodeToString(salt)
		return pay("order:" + orderID)
	}, b)
}

// Twin: the encoder alone is no source; the bytes are the order's.
func Encoded(orderID string) error {
	return backoff.Retry(func() error { return pay(tokens.Encode([]byte(orderID))) }, b)
}

// Twin: a digest read from a file is the same on every attempt.
func Digest(f *os.File) error {
	return backoff.Retry(func() error {
		d, err := tokens.FileDigest(f)
		if err != nil {
			return err
		}
		return pay(d)
	}, b)
}

// Seeded formats a seeded generator's bytes with %x inside the retry.
func Seeded(r *mrand.Rand) error {
	return backoff.Retry(func() error {
		return pay(tokens.Sprintf(r)) // want `comes from tokens.Sprintf, which calls rand.Rand.Read, minted inside the callback`
	}, b)
}

// RefundChecked takes the token and its error first.
func RefundChecked(ctx context.Context, hc *http.Client, url string) error {
	key, err := tokens.Base32()
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key) // want `idempotency key for the Idempotency-Key header comes from tokens.Base32, which calls io.ReadFull, minted on every call of randbytes.RefundChecked`
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetriedDirect goes through crypto/rand.Reader.Read.
func RetriedDirect() error {
	return backoff.Retry(func() error {
		return pay(tokens.Direct()) // want `comes from tokens.Direct, which calls io.Reader.Read, minted inside the callback`
	}, b)
}
