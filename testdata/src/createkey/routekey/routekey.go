// Package routekey: POST handlers whose key the client chooses in the
// route (net/http's PathValue, chi's URLParam and its routing Context,
// gorilla's Vars, gin's and echo's Param), each beside its twin: the same
// route value used only as a filter, with a key the server mints.
package routekey

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v4"

	"createkey/routesvc"
)

type API struct{ P *routesvc.Payments }

func (a *API) Std(mux *http.ServeMux) {
	mux.HandleFunc("POST /payments/{paymentID}", a.payByPath)
	mux.HandleFunc("POST /accounts/{account}/payments", a.payForAccount)
}

// The client names the payment in the path: a retry charges once.
func (a *API) payByPath(w http.ResponseWriter, r *http.Request) {
	a.P.Charge(r.Context(), r.PathValue("paymentID"), r.FormValue("account"), 100)
}

// Twin: the path names the account charged, the key is minted here.
func (a *API) payForAccount(w http.ResponseWriter, r *http.Request) { // want `handler API.payForAccount of POST /accounts/\{account\}/payments performs a payment`
	a.P.Charge(r.Context(), uuid.NewString(), r.PathValue("account"), 100)
}

func (a *API) Chi(r chi.Router) {
	r.Post("/transfers/{transferID}", a.transferByPath)
	r.Post("/accounts/{account}/transfers", a.transferForAccount)
	r.Post("/orders/{orderID}/charge", a.chargeByContext)
	r.Post("/orders/{orderID}/recharge", a.chargeMixed)
}

// The client's transfer ID is the claim's conflict column.
func (a *API) transferByPath(w http.ResponseWriter, r *http.Request) {
	a.P.Transfer(r.Context(), chi.URLParam(r, "transferID"), r.FormValue("account"), 100)
}

// Twin: the route's account is a column of the claim, not its conflict
// target; the transfer ID is minted here.
func (a *API) transferForAccount(w http.ResponseWriter, r *http.Request) { // want `handler API.transferForAccount of POST /accounts/\{account\}/transfers performs a payment`
	a.P.Transfer(r.Context(), uuid.NewString(), chi.URLParam(r, "account"), 100)
}

// The key is read from chi's routing context.
func (a *API) chargeByContext(w http.ResponseWriter, r *http.Request) {
	id := chi.RouteContext(r.Context()).URLParam("orderID")
	a.P.Charge(r.Context(), "charge-"+id, r.FormValue("account"), 100)
}

// Twin: the route value is mixed with a fresh UUID: a retry's key differs.
func (a *API) chargeMixed(w http.ResponseWriter, r *http.Request) { // want `handler API.chargeMixed of POST /orders/\{orderID\}/recharge performs a payment`
	id := chi.URLParam(r, "orderID")
	a.P.Charge(r.Context(), id+"-"+uuid.NewString(), r.FormValue("account"), 100)
}

func (a *API) Gorilla(r *mux.Router) {
	r.HandleFunc("/refunds/{refundID}", a.refundByPath).Methods("POST")
	r.HandleFunc("/accounts/{account}/refunds", a.refundForAccount).Methods("POST")
}

func (a *API) refundByPath(w http.ResponseWriter, r *http.Request) {
	a.P.Charge(r.Context(), mux.Vars(r)["refundID"], r.FormValue("account"), -100)
}

// Twin: the route's account goes to a service that mints the key.
func (a *API) refundForAccount(w http.ResponseWriter, r *http.Request) { // want `handler API.refundForAccount of POST /accounts/\{account\}/refunds performs a payment`
	a.P.ChargeMinted(r.Context(), mux.Vars(r)["account"], -100)
}

func (a *API) Gin(e *gin.Engine) {
	e.POST("/gin/payments/:paymentID", a.ginByPath)
	e.POST("/gin/accounts/:account/payments", a.ginForAccount)
}

func (a *API) ginByPath(c *gin.Context) {
	a.P.Charge(c.Request.Context(), c.Param("paymentID"), c.Param("account"), 100)
}

// Twin: the account from the route, the key minted.
func (a *API) ginForAccount(c *gin.Context) { // want `handler API.ginForAccount of POST /gin/accounts/:account/payments performs a payment`
	a.P.ChargeMinted(c.Request.Context(), c.Param("account"), 100)
}

func (a *API) Echo(e *echo.Echo) {
	e.POST("/echo/payments/:paymentID", a.echoByPath)
	e.POST("/echo/accounts/:account/payments", a.echoForAccount)
}

func (a *API) echoByPath(c echo.Context) error {
	return a.P.Charge(c.Request().Context(), c.Param("paymentID"), c.Param("account"), 100)
}

// Twin: the account from the route, the key minted.
func (a *API) echoForAccount(c echo.Context) error { // want `handler API.echoForAccount of POST /echo/accounts/:account/payments performs a payment`
	return a.P.ChargeMinted(c.Request().Context(), c.Param("account"), 100)
}
