// Package app calls the generated client of package payclient.
package app

import "retrykeyless/generated/payclient"

func charge(c *payclient.Client, body []byte) error {
	_, err := c.CreateCharge(body) // want `in generated payclient.Client.CreateCharge: POST to https://payments.example.com/v1/charges via http.Client.Post is retried in a retry loop without an Idempotency-Key header`
	return err
}

// Twin: the generated read.
func lookup(c *payclient.Client, id string) error {
	_, err := c.GetCharge(id)
	return err
}
