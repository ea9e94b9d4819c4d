// Package basic: keys derived from the clock reach every sink family, next
// to the stable keys that must stay silent.
package basic

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"keyderivation/wrappers"
)

type Order struct {
	ID     string
	Amount int64
	UserID string
}

// Time in the key, through fmt.Sprintf.
func timeKey(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	key := fmt.Sprintf("%s-%d", o.UserID, time.Now().UnixNano())
	p.SetIdempotencyKey(key) // want `idempotency key for stripe.Params.SetIdempotencyKey is derived from the clock \(time.Now\)`
	_, err := paymentintent.New(p)
	return err
}

// Twin: derived from immutable upstream identifiers.
func stableKey(o Order, attemptID string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey(fmt.Sprintf("charge:v1:%s:%s", o.ID, attemptID))
	_, err := paymentintent.New(p)
	return err
}

// A payload hash that includes a timestamp.
func hashKey(o Order) error {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s|%d|%v", o.ID, o.Amount, time.Now())))
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.IdempotencyKey = stripe.String(hex.EncodeToString(sum[:])) // want `hashes a payload that includes the current time`
	_, err := paymentintent.New(p)
	return err
}

// Twin: a hash of stable fields only; the time is logged, not hashed.
func hashStable(o Order) error {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s|%d", o.ID, o.Amount)))
	fmt.Println("charging at", time.Now())
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.IdempotencyKey = stripe.String(hex.EncodeToString(sum[:]))
	_, err := paymentintent.New(p)
	return err
}

// The time through a hash.Hash fed with Write, and a struct field.
type chargeReq struct {
	Key    string
	Amount int64
}

func hashWriter(o Order) error {
	h := sha256.New()
	h.Write([]byte(o.ID))
	h.Write([]byte(strconv.FormatInt(time.Now().Unix(), 10)))
	r := chargeReq{Key: hex.EncodeToString(h.Sum(nil)), Amount: o.Amount}
	p := &stripe.PaymentIntentParams{Params: stripe.Params{IdempotencyKey: stripe.String(r.Key)}} // want `hashes a payload that includes the current time`
	_, err := paymentintent.New(p)
	return err
}

// Idempotency-Key header, any case, through Set, Add, a map literal and
// an index assignment.
func headers(req *http.Request, o Order) {
	req.Header.Set("Idempotency-Key", o.ID+time.Now().String())                   // want `idempotency key for the Idempotency-Key header is derived from the clock`
	req.Header.Add("x-idempotency-key", strconv.FormatInt(time.Now().Unix(), 10)) // want `idempotency key for the x-idempotency-key header is derived from the clock`
	req.Header["Idempotency-Key"] = []string{time.Now().Format(time.RFC3339Nano)} // want `derived from the clock`
	h := http.Header{"Idempotency-Key": {o.ID + time.Now().String()}}             // want `derived from the clock`
	_ = h
}

// Twins: a stable header value; the clock in another header; a key read
// from the caller.
func headersOK(req *http.Request, in *http.Request, o Order) {
	req.Header.Set("Idempotency-Key", "order-"+o.ID)
	req.Header.Set("X-Request-Start", time.Now().String())
	req.Header.Set("Idempotency-Key", in.Header.Get("Idempotency-Key"))
	_ = http.Header{"Date": {time.Now().String()}}
}

// Twin: a daily bucket is a deliberate key, stable across retries that day.
func dailyReport(req *http.Request, userID string) {
	req.Header.Set("Idempotency-Key", "report:"+userID+":"+time.Now().Format("2006-01-02"))
}

// Through a wrapper in another package: its fact says it returns time.
func wrapperTime(o Order) error {
	return wrappers.Charge(o.Amount, o.ID+wrappers.Stamp()) // want `idempotency key for wrappers.Charge \(via stripe.Params.SetIdempotencyKey\) is derived from the clock \(wrappers.Stamp, which calls`
}

// Twin: the wrapper's stable key.
func wrapperStable(o Order) error {
	return wrappers.Charge(o.Amount, wrappers.OrderKey(o.ID))
}

// Random values that never reach a key: a trace ID, a row's primary key,
// a file name. A random key minted in a plain function is new on every
// call of it, so a caller's retry sends a new one: reported (per-call).
func randomElsewhere(req *http.Request, o Order) error {
	req.Header.Set("X-Trace-Id", uuid.NewString())
	row := struct{ ID, OrderID string }{ID: uuid.NewString(), OrderID: o.ID}
	_ = row
	name := fmt.Sprintf("/tmp/%s.json", uuid.NewString())
	_ = name
	return wrappers.Charge(o.Amount, wrappers.NewKey()) // want `comes from wrappers.NewKey, which calls uuid.NewString, minted on every call of basic.randomElsewhere`
}

// Twins: hourly and calendar buckets; a minute bucket is reported.
func buckets(req *http.Request, userID string) {
	req.Header.Set("Idempotency-Key", userID+time.Now().Format("2006010215"))
	req.Header.Set("Idempotency-Key", userID+time.Now().Truncate(24*time.Hour).String())
	req.Header.Set("Idempotency-Key", fmt.Sprint(userID, time.Now().YearDay()))
	req.Header.Set("Idempotency-Key", userID+time.Now().Format("2006-01-02T15:04")) // want `derived from the clock`
}

// A wrapper that keys the charge with one field of the struct it takes:
// the clock in that field is reported...
func wrapperFieldTime(amount int64) error {
	return wrappers.ChargePayment(&wrappers.Payment{ID: fmt.Sprint(time.Now().UnixNano()), Amount: amount}) // want `idempotency key for wrappers.ChargePayment \(via wrappers.Charge, stripe.Params.SetIdempotencyKey\) is derived from the clock \(time.Now\)`
}

// ...twin: the clock in another field of the same struct is not a key.
func wrapperFieldStable(o Order) error {
	p := &wrappers.Payment{ID: "charge:v1:" + o.ID, Amount: o.Amount}
	p.CreatedAt = time.Now()
	return wrappers.ChargePayment(p)
}

// Twin: two levels down, the fact still names the field.
func wrapperFieldStableNow(o Order) error {
	return wrappers.ChargeNow(&wrappers.Payment{ID: "charge:v1:" + o.ID, Amount: o.Amount, CreatedAt: time.Now()})
}
