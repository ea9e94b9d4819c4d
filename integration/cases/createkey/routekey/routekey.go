// Package routekey: POST handlers on the real net/http, chi, gorilla/mux,
// gin and echo whose key the client chooses in the route, or reads through
// a helper of the team's, or that create nothing a client retries for;
// each beside its twin.
package routekey

import (
	"context"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v4"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"github.com/idemlint/idemlint/integration/cases/createkey/httpkit"
)

type API struct {
	db  *sql.DB
	rdb *redis.Client
	nc  *nats.Conn
}

// charge charges the account with key as stripe's idempotency key.
func charge(key, account string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur"), Customer: stripe.String(account)}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// transfer claims the transfer's ID, then charges.
func (a *API) transfer(ctx context.Context, id, account string, amount int64) error {
	res, err := a.db.ExecContext(ctx, `INSERT INTO transfer_claims (transfer_id, account) VALUES ($1, $2) ON CONFLICT (transfer_id) DO NOTHING`, id, account) // want: inprogress
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")})
	return err
}

func (a *API) Routes(m *http.ServeMux, c chi.Router, g *mux.Router, e *gin.Engine, ec *echo.Echo) {
	m.HandleFunc("POST /payments/{paymentID}", a.stdByPath)
	m.HandleFunc("POST /accounts/{account}/payments", a.stdForAccount)
	m.HandleFunc("POST /helper/orders", a.helperKey)
	m.HandleFunc("POST /helper/traced", a.helperTraced)
	m.HandleFunc("POST /login", a.login)
	m.HandleFunc("POST /webhooks/psp", a.webhook)
	m.HandleFunc("POST /webhooks/unclaimed", a.webhookUnclaimed)
	c.Post("/transfers/{transferID}", a.chiByPath)
	c.Post("/accounts/{account}/transfers", a.chiForAccount)
	c.Post("/orders/{orderID}/charge", a.chiByContext)
	g.HandleFunc("/refunds/{refundID}", a.muxByPath).Methods(http.MethodPost)
	g.HandleFunc("/accounts/{account}/refunds", a.muxForAccount).Methods(http.MethodPost)
	e.POST("/gin/payments/:paymentID", a.ginByPath)
	e.POST("/gin/accounts/:account/payments", a.ginForAccount)
	ec.POST("/echo/payments/:paymentID", a.echoByPath)
	ec.POST("/echo/accounts/:account/payments", a.echoForAccount)
}

func (a *API) stdByPath(w http.ResponseWriter, r *http.Request) {
	charge(r.PathValue("paymentID"), r.FormValue("account"), 100)
}

func (a *API) stdForAccount(w http.ResponseWriter, r *http.Request) { // want: createkey
	charge(uuid.NewString(), r.PathValue("account"), 100) // want: keyderivation
}

func (a *API) chiByPath(w http.ResponseWriter, r *http.Request) {
	a.transfer(r.Context(), chi.URLParam(r, "transferID"), r.FormValue("account"), 100)
}

func (a *API) chiForAccount(w http.ResponseWriter, r *http.Request) { // want: createkey
	a.transfer(r.Context(), uuid.NewString(), chi.URLParam(r, "account"), 100) // want: keyderivation
}

func (a *API) chiByContext(w http.ResponseWriter, r *http.Request) {
	charge("charge-"+chi.RouteContext(r.Context()).URLParam("orderID"), r.FormValue("account"), 100)
}

func (a *API) muxByPath(w http.ResponseWriter, r *http.Request) {
	charge(mux.Vars(r)["refundID"], r.FormValue("account"), -100)
}

func (a *API) muxForAccount(w http.ResponseWriter, r *http.Request) { // want: createkey
	charge(uuid.NewString(), mux.Vars(r)["account"], -100) // want: keyderivation
}

func (a *API) ginByPath(c *gin.Context) {
	charge(c.Param("paymentID"), c.Query("account"), 100)
}

func (a *API) ginForAccount(c *gin.Context) { // want: createkey
	charge(uuid.NewString(), c.Param("account"), 100) // want: keyderivation
}

func (a *API) echoByPath(c echo.Context) error {
	return charge(c.Param("paymentID"), c.QueryParam("account"), 100)
}

func (a *API) echoForAccount(c echo.Context) error { // want: createkey
	return charge(uuid.NewString(), c.Param("account"), 100) // want: keyderivation
}

// The key read by the team's helper, in another package.
func (a *API) helperKey(w http.ResponseWriter, r *http.Request) {
	key := httpkit.IdempotencyKey(r)
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	a.db.ExecContext(r.Context(), `INSERT INTO orders (customer) VALUES ($1)`, r.FormValue("customer"))
}

// Twin: the helper reads a trace header.
func (a *API) helperTraced(w http.ResponseWriter, r *http.Request) { // want: createkey
	log.Println(httpkit.TraceID(r))
	a.db.ExecContext(r.Context(), `INSERT INTO orders (customer) VALUES ($1)`, r.FormValue("customer"))
}

// A login stores its session in Redis: no create.
func (a *API) login(w http.ResponseWriter, r *http.Request) {
	token := uuid.NewString()
	a.rdb.Set(r.Context(), "session:"+token, r.FormValue("user"), 24*time.Hour)
	json.NewEncoder(w).Encode(token)
}

type event struct {
	ID   string          `json:"id"`
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// A webhook claims its provider's event ID before publishing.
func (a *API) webhook(w http.ResponseWriter, r *http.Request) {
	var evt event
	if err := json.NewDecoder(r.Body).Decode(&evt); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	res, err := a.db.ExecContext(r.Context(), `INSERT INTO webhook_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, evt.ID) // want: inprogress
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return
	}
	a.nc.Publish("psp."+evt.Type, evt.Data)
}

// Twin: every delivery is published.
func (a *API) webhookUnclaimed(w http.ResponseWriter, r *http.Request) { // want: createkey
	var evt event
	if err := json.NewDecoder(r.Body).Decode(&evt); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	a.nc.Publish("psp."+evt.Type, evt.Data)
}
