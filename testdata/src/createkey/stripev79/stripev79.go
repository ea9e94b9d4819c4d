// Package stripev79: handlers over stripe-go v79, the major before the
// stripe.Client services, whose resource packages the knowledge describes
// as it does v82's.
package stripev79

import (
	"encoding/json"
	"net/http"

	stripe "github.com/stripe/stripe-go/v79"
	"github.com/stripe/stripe-go/v79/paymentintent"
)

type intentRequest struct {
	OrderID string `json:"order_id"`
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /payments/intent", createIntent)
	mux.HandleFunc("POST /payments/intent-keyed", createIntentKeyed)
	mux.HandleFunc("POST /payments/status", intentStatus)
}

// createIntent creates a PaymentIntent with no key: a retry pays twice.
func createIntent(w http.ResponseWriter, r *http.Request) { // want `handler createIntent of POST /payments/intent performs a payment \(paymentintent.New\) and reads no idempotency key from the request`
	var in intentRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	pi, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(10000), Currency: stripe.String("ngn")})
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"client_secret": pi.ClientSecret})
}

// createIntentKeyed: the same create, keyed by the order the client names
// (v79's SetIdempotencyKey): a retry sends the same key and Stripe returns
// the first PaymentIntent.
func createIntentKeyed(w http.ResponseWriter, r *http.Request) {
	var in intentRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(10000), Currency: stripe.String("ngn")}
	params.SetIdempotencyKey("intent-" + in.OrderID)
	pi, err := paymentintent.New(params)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"client_secret": pi.ClientSecret})
}

// intentStatus: a POST that reads a PaymentIntent (v79's Get): no create.
func intentStatus(w http.ResponseWriter, r *http.Request) {
	var in intentRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	pi, err := paymentintent.Get(in.OrderID, nil)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]int64{"amount": pi.Amount})
}
