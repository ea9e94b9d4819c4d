// Package sources: every source family, minted inside a retried closure
// (reported), beside the same source minted once before the retry or used
// for something that is not a key (silent).
package sources

import (
	crand "crypto/rand"
	"encoding/hex"
	"math/rand"
	randv2 "math/rand/v2"
	"strconv"

	backoff "github.com/cenkalti/backoff/v4"
	gofrs "github.com/gofrs/uuid/v5"
	"github.com/oklog/ulid/v2"
	"github.com/rs/xid"
	"github.com/segmentio/ksuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

func pay(key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

var b = backoff.NewExponentialBackOff()

func gofrsV4() error {
	return backoff.Retry(func() error {
		u, err := gofrs.NewV4()
		if err != nil {
			return err
		}
		return pay(u.String()) // want `comes from uuid.NewV4, minted inside the callback`
	}, b)
}

func gofrsV7() error {
	return backoff.Retry(func() error {
		return pay(gofrs.Must(gofrs.NewV7()).String()) // want `comes from uuid.NewV7, minted inside the callback`
	}, b)
}

func ulidMake() error {
	return backoff.Retry(func() error {
		return pay(ulid.Make().String()) // want `comes from ulid.Make, minted inside the callback`
	}, b)
}

func ksuidNew() error {
	return backoff.Retry(func() error {
		return pay(ksuid.New().String()) // want `comes from ksuid.New, minted inside the callback`
	}, b)
}

func xidNew() error {
	return backoff.Retry(func() error {
		return pay("x-" + xid.New().String()) // want `comes from xid.New, minted inside the callback`
	}, b)
}

func mathRand() error {
	return backoff.Retry(func() error {
		return pay(strconv.FormatInt(rand.Int63(), 36)) // want `comes from rand.Int63, minted inside the callback`
	}, b)
}

func mathRandV2() error {
	return backoff.Retry(func() error {
		return pay(strconv.FormatUint(randv2.Uint64(), 36)) // want `comes from rand.Uint64, minted inside the callback`
	}, b)
}

func cryptoRand() error {
	return backoff.Retry(func() error {
		buf := make([]byte, 16)
		if _, err := crand.Read(buf); err != nil {
			return err
		}
		return pay(hex.EncodeToString(buf)) // want `comes from rand.Read, minted inside the callback`
	}, b)
}

func cryptoText() error {
	return backoff.Retry(func() error {
		return pay(crand.Text()) // want `comes from rand.Text, minted inside the callback`
	}, b)
}

// Twins: every source minted once, outside the retried closure.
func once() error {
	u := gofrs.Must(gofrs.NewV4()).String() + ulid.Make().String() + ksuid.New().String() + xid.New().String()
	buf := make([]byte, 16)
	crand.Read(buf)
	key := u + hex.EncodeToString(buf) + strconv.FormatInt(rand.Int63(), 36) + crand.Text()
	return backoff.Retry(func() error { return pay(key) }, b)
}

// Twin: a random nonce inside the closure that is not the key.
func nonce(key string) error {
	return backoff.Retry(func() error {
		_ = strconv.FormatInt(rand.Int63(), 36)
		return pay(key)
	}, b)
}
