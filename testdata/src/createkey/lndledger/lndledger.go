// Package lndledger writes a payment down as a row before it pays it
// through LND, the way a custodial wallet's service layer does: the row
// holds the invoice the client sent, or the preimage the service mints
// for a keysend. The handlers of createkey/lndpay reach the payment
// through this package's facts.
package lndledger

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/lightningnetwork/lnd/lnrpc"
)

// Invoice is an outgoing payment's row.
type Invoice struct {
	UserID         int64
	PaymentRequest string
	RHash          string
	Preimage       string
	Destination    string
	Amount         int64
	Keysend        bool
	CreatedAt      time.Time
}

// Keysend is what a keysend pays: a node and an amount, no invoice.
type Keysend struct {
	Destination string
	Amount      int64
}

// Ledger pays through an LND node.
type Ledger struct {
	LN lnrpc.LightningClient
}

// AddOutgoing builds the row of an outgoing payment: the invoice the
// caller hands in, or, for a keysend, a preimage minted here and its hash.
func (l *Ledger) AddOutgoing(ctx context.Context, userID int64, paymentRequest string, ks *Keysend) (*Invoice, error) {
	row := Invoice{
		UserID:         userID,
		PaymentRequest: paymentRequest,
		CreatedAt:      time.Now(),
	}
	if ks != nil {
		preimage, err := newPreimage()
		if err != nil {
			return nil, err
		}
		hash := sha256.Sum256(preimage)
		row.RHash = hex.EncodeToString(hash[:])
		row.Preimage = hex.EncodeToString(preimage)
		row.Destination = ks.Destination
		row.Amount = ks.Amount
		row.Keysend = true
	}
	return &row, nil
}

func newPreimage() ([]byte, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	return b, nil
}

// Pay sends the row's payment: its invoice, or a keysend to the hash of
// its preimage.
func (l *Ledger) Pay(ctx context.Context, inv *Invoice) (*lnrpc.SendResponse, error) {
	req, err := sendRequest(inv)
	if err != nil {
		return nil, err
	}
	res, err := l.LN.SendPaymentSync(ctx, req)
	if err != nil {
		return nil, err
	}
	if res.PaymentError != "" {
		return nil, errors.New(res.PaymentError)
	}
	return res, nil
}

func sendRequest(inv *Invoice) (*lnrpc.SendRequest, error) {
	if !inv.Keysend {
		return &lnrpc.SendRequest{PaymentRequest: inv.PaymentRequest, Amt: inv.Amount}, nil
	}
	dest, err := hex.DecodeString(inv.Destination)
	if err != nil {
		return nil, err
	}
	hash, err := hex.DecodeString(inv.RHash)
	if err != nil {
		return nil, err
	}
	preimage, err := hex.DecodeString(inv.Preimage)
	if err != nil {
		return nil, err
	}
	return &lnrpc.SendRequest{
		Dest:              dest,
		Amt:               inv.Amount,
		PaymentHash:       hash,
		DestCustomRecords: map[uint64][]byte{5482373484: preimage},
	}, nil
}

// Transfer is a payment to a hash: the one the caller names, or, when it
// names none, one minted here.
type Transfer struct {
	Destination string
	Hash        string
	Amount      int64
}

// NewTransfer mints the transfer's hash unless the caller hands one in.
func NewTransfer(destination, hash string, amount int64) *Transfer {
	t := &Transfer{Destination: destination, Hash: hash, Amount: amount}
	if hash == "" {
		t.Hash = fmt.Sprintf("%x", time.Now().UnixNano())
	}
	return t
}

// NewKeysendTransfer pays the node the caller names to the hash of a
// preimage minted here.
func NewKeysendTransfer(destination string, amount int64) (*Transfer, error) {
	preimage, err := newPreimage()
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(preimage)
	return &Transfer{Destination: destination, Hash: hex.EncodeToString(sum[:]), Amount: amount}, nil
}

// PayTransfer pays the transfer's hash.
func (l *Ledger) PayTransfer(ctx context.Context, t *Transfer) error {
	_, err := l.LN.SendPaymentSync(ctx, &lnrpc.SendRequest{PaymentHashString: t.Hash, Amt: t.Amount})
	return err
}
