// Package router registers package handlers' handlers: createkey reports
// a POST whose handler, declared in the other package, inserts and reads no
// key, here at the registration that makes it a POST.
package router

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/cases/createkey/handlers"
)

func Gin(h *handlers.Orders) *gin.Engine {
	e := gin.New()
	v1 := e.Group("/v1")
	v1.POST("/orders", h.Create) // want: createkey
	v1.POST("/orders/keyed", h.CreateKeyed)
	v1.PUT("/orders/import", h.Import)
	v1.GET("/orders", h.Create)
	return e
}

// GinUse registers through gin.IRoutes, which Use returns: the POST is a
// POST, the PUT is not.
func GinUse(h *handlers.Orders) *gin.Engine {
	e := gin.New()
	e.Group("/v2").Use(gin.Recovery()).POST("/orders", h.Create) // want: createkey
	e.Group("/v2").Use(gin.Recovery()).PUT("/orders/import", h.Create)
	return e
}

func Std(h *handlers.Orders) *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("POST /records", h.Record) // want: createkey
	m.HandleFunc("PUT /records/{id}", h.Record)
	return m
}
