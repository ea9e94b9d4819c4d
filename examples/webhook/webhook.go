// Package webhook forwards orders to a partner.
package webhook

import (
	"bytes"
	"net/http"
	"time"
)

// ForwardBad retries a POST that carries no idempotency key: a timeout after
// the partner stored the order sends it again.
func ForwardBad(url string, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Post(url, "application/json", bytes.NewReader(body)) // want: retrykeyless
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Duration(attempt+1) * time.Second)
	}
	return err
}

// ForwardGood sends the order's own ID as the key on every attempt.
func ForwardGood(url, orderID string, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var req *http.Request
		req, err = http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", "order:"+orderID)
		var resp *http.Response
		resp, err = http.DefaultClient.Do(req)
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Duration(attempt+1) * time.Second)
	}
	return err
}
