// Package lndpay: echo handlers that pay through LND's gRPC clients.
package lndpay

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/lightningnetwork/lnd/lnrpc"
	"github.com/lightningnetwork/lnd/lnrpc/routerrpc"
)

type Payments struct {
	ln     lnrpc.LightningClient
	router routerrpc.RouterClient
}

type keysendRequest struct {
	Destination string `json:"destination"`
	Amount      int64  `json:"amount"`
}

type invoiceRequest struct {
	Invoice string `json:"invoice"`
	Amount  int64  `json:"amount"`
}

type withdrawRequest struct {
	Address string `json:"address"`
	Amount  int64  `json:"amount"`
}

func (p *Payments) Register(e *echo.Echo) {
	e.POST("/payments/keysend", p.keysend)
	e.POST("/payments/invoice", p.payInvoice)
	e.POST("/payments/keysend/v2", p.keysendV2)
	e.POST("/payments/invoice/v2", p.payInvoiceV2)
	e.POST("/withdrawals", p.withdraw)
}

// newKeysend reads a keysend request and mints its preimage.
func newKeysend(c echo.Context) (req keysendRequest, dest, preimage []byte, err error) {
	if err = c.Bind(&req); err != nil {
		return req, nil, nil, err
	}
	if dest, err = hex.DecodeString(req.Destination); err != nil {
		return req, nil, nil, err
	}
	preimage = make([]byte, 32)
	_, err = rand.Read(preimage)
	return req, dest, preimage, err
}

// keysend pays with the hash of a preimage minted per request: LND keys the
// payment by that hash, so a retried request is a second payment.
func (p *Payments) keysend(c echo.Context) error { // want `handler Payments.keysend of POST /payments/keysend performs a payment \(lnrpc.LightningClient.SendPaymentSync\) and reads no idempotency key from the request`
	req, dest, preimage, err := newKeysend(c)
	if err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	hash := sha256.Sum256(preimage)
	res, err := p.ln.SendPaymentSync(c.Request().Context(), &lnrpc.SendRequest{
		Dest:              dest,
		Amt:               req.Amount,
		PaymentHash:       hash[:],
		DestCustomRecords: map[uint64][]byte{5482373484: preimage},
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// payInvoice pays the invoice the client sends: LND keys the payment by the
// hash inside it and refuses a second payment of it, so a retry pays once.
func (p *Payments) payInvoice(c echo.Context) error {
	var req invoiceRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	res, err := p.ln.SendPaymentSync(c.Request().Context(), &lnrpc.SendRequest{
		PaymentRequest: req.Invoice,
		Amt:            req.Amount,
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// keysendV2 is keysend through the router's SendPaymentV2.
func (p *Payments) keysendV2(c echo.Context) error { // want `handler Payments.keysendV2 of POST /payments/keysend/v2 performs a payment \(routerrpc.RouterClient.SendPaymentV2\) and reads no idempotency key from the request`
	req, dest, preimage, err := newKeysend(c)
	if err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	hash := sha256.Sum256(preimage)
	stream, err := p.router.SendPaymentV2(c.Request().Context(), &routerrpc.SendPaymentRequest{
		Dest:              dest,
		Amt:               req.Amount,
		PaymentHash:       hash[:],
		TimeoutSeconds:    60,
		DestCustomRecords: map[uint64][]byte{5482373484: preimage},
	})
	return answer(c, stream, err)
}

// payInvoiceV2 is payInvoice through the router's SendPaymentV2.
func (p *Payments) payInvoiceV2(c echo.Context) error {
	var req invoiceRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	stream, err := p.router.SendPaymentV2(c.Request().Context(), &routerrpc.SendPaymentRequest{
		PaymentRequest: req.Invoice,
		TimeoutSeconds: 60,
	})
	return answer(c, stream, err)
}

// withdraw sends coins on chain: no request field keys it, and every call
// broadcasts a new transaction.
func (p *Payments) withdraw(c echo.Context) error { // want `handler Payments.withdraw of POST /withdrawals performs a payment \(lnrpc.LightningClient.SendCoins\) and reads no idempotency key from the request`
	var req withdrawRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	res, err := p.ln.SendCoins(c.Request().Context(), &lnrpc.SendCoinsRequest{Addr: req.Address, Amount: req.Amount})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// answer waits for the payment's final state and answers with it.
func answer(c echo.Context, stream routerrpc.Router_SendPaymentV2Client, err error) error {
	if err != nil {
		return err
	}
	payment, err := stream.Recv()
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, payment)
}
