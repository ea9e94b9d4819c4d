// Package clients: go-retryablehttp clients retry by themselves, so a
// mutating request sent through one is a retry around an effect.
package clients

import (
	"bytes"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

const url = "https://payments.example.com/v1/charges"

func post(body []byte) error {
	client := retryablehttp.NewClient()
	_, err := client.Post(url, "application/json", body) // want `POST to https://payments.example.com/v1/charges via retryablehttp.Client.Post is retried by the retryablehttp client itself without an Idempotency-Key header`
	return err
}

func do(body []byte) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequest(http.MethodPost, url, body)
	if err != nil {
		return err
	}
	_, err = client.Do(req) // want `POST to https://payments.example.com/v1/charges via retryablehttp.Client.Do is retried by the retryablehttp client itself without an Idempotency-Key header`
	return err
}

// Twin: the request carries a key derived from the order.
func doKeyed(orderID string, body []byte) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequest(http.MethodPost, url, body)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "charge-"+orderID)
	_, err = client.Do(req)
	return err
}

// Twins: a GET and a PUT.
func get() error {
	_, err := retryablehttp.NewClient().Get(url)
	return err
}

func put(body []byte) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequest(http.MethodPut, url+"/ch_1", body)
	if err != nil {
		return err
	}
	_, err = client.Do(req)
	return err
}

// The standard client of a retryablehttp client retries too.
func standard(body []byte) error {
	c := retryablehttp.NewClient().StandardClient()
	_, err := c.Post(url, "application/json", bytes.NewReader(body)) // want `POST to https://payments.example.com/v1/charges via http.Client.Post is retried by the retryablehttp client itself without an Idempotency-Key header`
	return err
}

// Twin: a plain net/http client does not retry.
func plain(body []byte) error { // want plain:"unkeyed POST to https://payments.example.com/v1/charges via http.Client.Post"
	_, err := http.DefaultClient.Post(url, "application/json", bytes.NewReader(body))
	return err
}
