// Package keyhelper: handlers that read the key through a helper of the
// team's own in another package, beside a twin whose helper reads another
// header.
package keyhelper

import (
	"log"
	"net/http"

	"github.com/gin-gonic/gin"

	"createkey/httpkit"
	"createkey/service"
)

type API struct{ Orders *service.Orders }

func (a *API) Routes(mux *http.ServeMux, e *gin.Engine) {
	mux.HandleFunc("POST /orders", a.create)
	mux.HandleFunc("POST /orders/strict", a.createStrict)
	mux.HandleFunc("POST /orders/traced", a.createTraced)
	e.POST("/gin/orders", a.ginCreate)
}

// The helper's key is handed on to a service that does not say it keys
// anything: the read is the intent, as r.Header.Get would be.
func (a *API) create(w http.ResponseWriter, r *http.Request) {
	key := httpkit.IdempotencyKey(r)
	a.Orders.Place(r.Context(), key+":"+r.FormValue("customer"), 100)
}

// Through a helper of the helper.
func (a *API) createStrict(w http.ResponseWriter, r *http.Request) {
	key, err := httpkit.RequireKey(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a.Orders.Place(r.Context(), key, 100)
}

// Twin: the helper reads a trace header, not a key.
func (a *API) createTraced(w http.ResponseWriter, r *http.Request) { // want `handler API.createTraced of POST /orders/traced performs a payment`
	log.Println(httpkit.TraceID(r))
	a.Orders.Place(r.Context(), r.FormValue("customer"), 100)
}

func (a *API) ginCreate(c *gin.Context) {
	a.Orders.Place(c.Request.Context(), httpkit.GinKey(c), 100)
}
