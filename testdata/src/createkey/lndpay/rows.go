package lndpay

import (
	"crypto/rand"
	"encoding/hex"
	"log"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"createkey/lndledger"
)

// Rows pays through a service that writes each payment down as a row
// first (createkey/lndledger): the key reaches LND as a field of the row
// the service returns.
type Rows struct {
	ledger *lndledger.Ledger
}

type transferRequest struct {
	Destination string `json:"destination"`
	Hash        string `json:"hash"`
	Amount      int64  `json:"amount"`
}

func (r *Rows) Register(e *echo.Echo) {
	e.POST("/rows/invoice", r.payInvoice)
	e.POST("/rows/keysend", r.keysend)
	e.POST("/rows/invoice/fresh", r.payFreshInvoice)
	e.POST("/transfers", r.transfer)
	e.POST("/transfers/keysend", r.keysendTransfer)
}

// payInvoice pays the invoice the client sent, through the row the
// service stores it in: the row's PaymentRequest is the client's invoice,
// whose hash LND refuses to pay twice. A literal that logs a failure reads
// the row (it is captured, as an error reporter's scope captures it).
func (r *Rows) payInvoice(c echo.Context) error {
	var req invoiceRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	ctx := c.Request().Context()
	inv, err := r.ledger.AddOutgoing(ctx, 0, strings.ToLower(req.Invoice), nil)
	if err != nil {
		return err
	}
	res, err := r.ledger.Pay(ctx, inv)
	if err != nil {
		report(func() string { return inv.PaymentRequest + ": " + err.Error() })
		return err
	}
	return c.JSON(http.StatusOK, res)
}

func report(msg func() string) { log.Print(msg()) }

// keysend hands the client's destination to the same service, which
// mints the preimage whose hash keys the payment: a retry pays again.
func (r *Rows) keysend(c echo.Context) error { // want `handler Rows.keysend of POST /rows/keysend performs a payment \(lndledger.Ledger.Pay, which calls lnrpc.LightningClient.SendPaymentSync\)`
	var req keysendRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	ctx := c.Request().Context()
	inv, err := r.ledger.AddOutgoing(ctx, 0, "", &lndledger.Keysend{Destination: req.Destination, Amount: req.Amount})
	if err != nil {
		return err
	}
	res, err := r.ledger.Pay(ctx, inv)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// payFreshInvoice writes the client's invoice down and then pays one it
// mints in its place: the payment is keyed by the minted one.
func (r *Rows) payFreshInvoice(c echo.Context) error { // want `handler Rows.payFreshInvoice of POST /rows/invoice/fresh performs a payment`
	var req invoiceRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	ctx := c.Request().Context()
	inv, err := r.ledger.AddOutgoing(ctx, 0, req.Invoice, nil)
	if err != nil {
		return err
	}
	fresh := func() error {
		nonce := make([]byte, 16)
		if _, err := rand.Read(nonce); err != nil {
			return err
		}
		inv.PaymentRequest = "lnbc1" + hex.EncodeToString(nonce)
		return nil
	}
	if err := fresh(); err != nil {
		return err
	}
	res, err := r.ledger.Pay(ctx, inv)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// transfer pays the hash the client names, but the service mints one when
// the client names none: the row's Hash may be minted per call.
func (r *Rows) transfer(c echo.Context) error { // want `handler Rows.transfer of POST /transfers performs a payment \(lndledger.Ledger.PayTransfer`
	var req transferRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	t := lndledger.NewTransfer(req.Destination, req.Hash, req.Amount)
	return r.ledger.PayTransfer(c.Request().Context(), t)
}

// keysendTransfer hands the client's destination to a service that mints
// the hash beside it in the struct it returns.
func (r *Rows) keysendTransfer(c echo.Context) error { // want `handler Rows.keysendTransfer of POST /transfers/keysend performs a payment \(lndledger.Ledger.PayTransfer`
	var req transferRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	t, err := lndledger.NewKeysendTransfer(req.Destination, req.Amount)
	if err != nil {
		return err
	}
	return r.ledger.PayTransfer(c.Request().Context(), t)
}
