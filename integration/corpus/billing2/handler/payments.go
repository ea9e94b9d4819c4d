package handler

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/idemlint/idemlint/integration/corpus/billing2/service"
)

// Payments is the echo router of the saved-card payments.
type Payments struct{ svc *service.Charges }

func NewPayments(svc *service.Charges) *Payments { return &Payments{svc: svc} }

func (h *Payments) Routes(e *echo.Echo) {
	e.POST("/customers/:customerID/payments", h.create)
	e.POST("/customers/:customerID/payments/:paymentID", h.createAs)
}

type paymentBody struct {
	Amount int64 `json:"amount"`
}

// create takes the customer from the route and no key: a retried POST
// charges twice.
func (h *Payments) create(c echo.Context) error { // want: createkey
	var b paymentBody
	if err := c.Bind(&b); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	id, err := h.svc.ChargeUnkeyed(c.Request().Context(), c.Param("customerID"), b.Amount)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, err.Error())
	}
	return c.JSON(http.StatusCreated, map[string]string{"charge": id})
}

// createAs makes the payment ID the client chose in the route the
// processor's key.
func (h *Payments) createAs(c echo.Context) error {
	var b paymentBody
	if err := c.Bind(&b); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	id, err := h.svc.Charge(c.Request().Context(), "payment-"+c.Param("paymentID"), c.Param("customerID"), b.Amount)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, err.Error())
	}
	return c.JSON(http.StatusCreated, map[string]string{"charge": id})
}
