package resultfield // want package:"relevant"

// Package resultfield: a function whose result derives from a
// nondeterministic source says which fields of the struct it returns hold
// only what its parameters hold (result-field), so that a caller can read
// the invoice it handed in out of a row that also holds a minted preimage.

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"time"
)

type Row struct {
	UserID         int64
	PaymentRequest string
	Preimage       string
	Amount         int64
	Kind           string
}

type Options struct{ Amount int64 }

// Add stores its parameters in the row beside a preimage minted here;
// Kind is a constant and holds no parameter.
func Add(userID int64, paymentRequest string, opts *Options) (*Row, error) { // want Add:`summary\{propagate\(0\) propagate\(1\) propagate\(2\) result-field\(0.UserID\) result-field\(1.PaymentRequest\) result-field\(2.Amount\) source:rand\}`
	if paymentRequest == "" {
		return nil, errors.New("no invoice")
	}
	row := Row{UserID: userID, PaymentRequest: paymentRequest, Kind: "outgoing"}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	row.Preimage = hex.EncodeToString(b)
	if opts != nil {
		row.Amount = opts.Amount
	}
	return &row, nil
}

// Either mints PaymentRequest when it is handed none: that field may be
// minted, so only UserID is told apart.
func Either(userID int64, paymentRequest string) Row { // want Either:`summary\{propagate\(0\) propagate\(1\) result-field\(0.UserID\) source:time\}`
	r := Row{UserID: userID, PaymentRequest: paymentRequest}
	if paymentRequest == "" {
		r.PaymentRequest = time.Now().String()
	}
	return r
}

// Plain mints nothing: its result derives from its parameters, which the
// tracer already follows through the call, so it says no more.
func Plain(userID int64, paymentRequest string) *Row { // want Plain:`summary\{propagate\(0\) propagate\(1\)\}`
	return &Row{UserID: userID, PaymentRequest: paymentRequest}
}

// Declared is a source by its directive: its result is minted whole,
// whatever the fields its body stores.
//
//idemlint:source rand
func Declared(userID int64, paymentRequest string) *Row { // want Declared:`summary\{propagate\(0\) propagate\(1\) source:rand source:time\}`
	return &Row{UserID: userID, PaymentRequest: paymentRequest, Preimage: time.Now().String()}
}
