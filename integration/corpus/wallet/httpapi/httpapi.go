// Package httpapi is the wallet service's HTTP transport (net/http). Every
// create reads the client's Idempotency-Key and hands it to the store or to
// the bank.
package httpapi

import (
	"crypto/sha256"
	"encoding/json"
	"log/slog"
	"net/http"
)

type errorBody struct {
	Error string `json:"error"`
}

type transferRequest struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Amount int64  `json:"amount"`
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Warn("writing the response", "err", err)
	}
}

// writeStored writes a response recorded under a key.
func writeStored(w http.ResponseWriter, code int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Idempotent-Replayed", "true")
	w.WriteHeader(code)
	if _, err := w.Write(body); err != nil {
		slog.Warn("writing the stored response", "err", err)
	}
}

// fingerprint hashes what makes two requests the same request.
func fingerprint(r *http.Request, body []byte) []byte {
	h := sha256.New()
	h.Write([]byte(r.Method + " " + r.URL.Path + "\n"))
	h.Write(body)
	return h.Sum(nil)
}

func idempotencyKey(w http.ResponseWriter, r *http.Request) (string, bool) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		writeJSON(w, http.StatusBadRequest, errorBody{"Idempotency-Key header required"})
		return "", false
	}
	return key, true
}
