// Package api registers handlers with net/http, chi, gorilla/mux, gin and
// echo, over the real libraries: each create without a key beside its twin.
package api

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v4"

	"github.com/idemlint/idemlint/integration/cases/createkey/store"
)

type API struct{ Orders *store.Orders }

type order struct {
	ID       string `json:"id"`
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

// net/http, Go 1.22 patterns.

func (a *API) Std(m *http.ServeMux) {
	m.HandleFunc("POST /orders", a.stdCreate)
	m.HandleFunc("POST /orders/keyed", a.stdCreateKeyed)
	m.HandleFunc("POST /orders/save", a.stdSave)
	m.HandleFunc("PUT /orders/{id}", a.stdPut)
}

func (a *API) stdCreate(w http.ResponseWriter, r *http.Request) { // want: createkey
	var o order
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := a.Orders.Place(r.Context(), o.Customer, o.Amount); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (a *API) stdCreateKeyed(w http.ResponseWriter, r *http.Request) {
	var o order
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := a.Orders.PlaceKeyed(r.Context(), r.Header.Get("Idempotency-Key"), o.Customer, o.Amount); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (a *API) stdSave(w http.ResponseWriter, r *http.Request) {
	var o order
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a.Orders.Save(r.Context(), o.ID, o.Customer, o.Amount)
}

func (a *API) stdPut(w http.ResponseWriter, r *http.Request) {
	a.Orders.Place(r.Context(), r.PathValue("id"), 1)
}

// chi v5.

func (a *API) Chi() http.Handler {
	r := chi.NewRouter()
	r.Post("/orders", a.chiCreate)
	r.Post("/orders/{idempotencyKey}", a.chiCreateByPath)
	r.Get("/orders", a.chiCount)
	return r
}

func (a *API) chiCreate(w http.ResponseWriter, r *http.Request) { // want: createkey
	a.Orders.Place(r.Context(), r.FormValue("customer"), 100)
}

func (a *API) chiCreateByPath(w http.ResponseWriter, r *http.Request) {
	a.Orders.PlaceKeyed(r.Context(), chi.URLParam(r, "idempotencyKey"), r.FormValue("customer"), 100)
}

func (a *API) chiCount(w http.ResponseWriter, r *http.Request) {
	n, _ := a.Orders.Count(r.Context())
	json.NewEncoder(w).Encode(n)
}

// gorilla/mux.

func (a *API) Gorilla() *mux.Router {
	r := mux.NewRouter()
	r.HandleFunc("/orders", a.muxCreate).Methods(http.MethodPost)
	r.HandleFunc("/orders/{id}", a.muxReplace).Methods(http.MethodPut)
	return r
}

func (a *API) muxCreate(w http.ResponseWriter, r *http.Request) { // want: createkey
	a.Orders.Place(r.Context(), r.FormValue("customer"), 100)
}

func (a *API) muxReplace(w http.ResponseWriter, r *http.Request) {
	a.Orders.Place(r.Context(), mux.Vars(r)["id"], 100)
}

// gin.

func (a *API) Gin() *gin.Engine {
	e := gin.Default()
	e.POST("/orders", a.ginCreate)
	v1 := e.Group("/v1")
	v1.POST("/orders", a.ginCreateKeyed)
	return e
}

func (a *API) ginCreate(c *gin.Context) { // want: createkey
	var o order
	if err := c.ShouldBindJSON(&o); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	a.Orders.Place(c.Request.Context(), o.Customer, o.Amount)
	c.JSON(http.StatusCreated, o)
}

func (a *API) ginCreateKeyed(c *gin.Context) {
	var o order
	if err := c.ShouldBindJSON(&o); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	a.Orders.PlaceKeyed(c.Request.Context(), c.GetHeader("Idempotency-Key"), o.Customer, o.Amount)
	c.JSON(http.StatusCreated, o)
}

// echo v4.

func (a *API) Echo() *echo.Echo {
	e := echo.New()
	e.POST("/orders", a.echoCreate)
	e.POST("/orders/keyed", a.echoCreateKeyed)
	e.DELETE("/orders/:id", a.echoCancel)
	return e
}

func (a *API) echoCreate(c echo.Context) error { // want: createkey
	return a.Orders.Place(c.Request().Context(), c.FormValue("customer"), 100)
}

func (a *API) echoCreateKeyed(c echo.Context) error {
	return a.Orders.PlaceKeyed(c.Request().Context(), c.Request().Header.Get("Idempotency-Key"), c.FormValue("customer"), 100)
}

func (a *API) echoCancel(c echo.Context) error {
	return a.Orders.Place(c.Request().Context(), c.Param("id"), -100)
}
