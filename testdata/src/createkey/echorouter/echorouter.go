// Package echorouter: echo v4 routes.
package echorouter

import (
	"github.com/labstack/echo/v4"

	"createkey/service"
)

type Handlers struct{ Orders *service.Orders }

func (h *Handlers) Register(e *echo.Echo) {
	e.POST("/orders", h.create)
	e.POST("/orders/keyed", h.createKeyed)
	g := e.Group("/admin")
	g.PUT("/orders/:id", h.replace)
	g.POST("/records", func(c echo.Context) error { // want `handler literal in Handlers.Register of POST /records performs a row insert \(service.Orders.Record, which calls repo.Orders.Insert, which calls sql.DB.ExecContext\)`
		return h.Orders.Record(c.Request().Context(), c.Param("customer"), 1)
	})
}

func (h *Handlers) create(c echo.Context) error { // want `handler Handlers.create of POST /orders performs a payment`
	return h.Orders.Place(c.Request().Context(), c.Param("customer"), 100)
}

func (h *Handlers) createKeyed(c echo.Context) error {
	key := c.Request().Header.Get("Idempotency-Key")
	return h.Orders.PlaceKeyed(c.Request().Context(), key, c.Param("customer"), 100)
}

func (h *Handlers) replace(c echo.Context) error {
	return h.Orders.Record(c.Request().Context(), c.Param("id"), 0)
}
