// Package httpcase: HTTP requests under backoff v4, backoff v5, retry-go,
// sethvargo/go-retry, k8s retry and hand-written loops; POST and PATCH
// without an Idempotency-Key header are reported, GET, PUT, DELETE and keyed
// requests are not.
package httpcase

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	goretry "github.com/sethvargo/go-retry"
	k8sretry "k8s.io/client-go/util/retry"
)

const chargesURL = "https://payments.example.com/v1/charges"

// The loop: http.Post cannot carry a header at all.
func postLoop(body []byte) (*http.Response, error) {
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 3; attempt++ { // retried here
		resp, err = http.Post(chargesURL, "application/json", bytes.NewReader(body)) // want `POST to https://payments.example.com/v1/charges via http.Post is retried in a retry loop without an Idempotency-Key header; a timeout after the server applied it sends it again; build the request with http.NewRequest and set an Idempotency-Key header derived from the request`
		if err == nil {
			break
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return resp, err
}

type keyedPayment struct {
	UserID         string  `json:"user_id"`
	Amount         float64 `json:"amount"`
	IdempotencyKey string  `json:"idempotency_key"`
}

type payment struct {
	UserID string  `json:"user_id"`
	Amount float64 `json:"amount"`
}

// Twin: the body is the client's request with its idempotency_key, which
// the server reads as its key; every attempt sends the same one.
func postKeyedBodyLoop(url string, request keyedPayment) {
	delay := 500 * time.Millisecond
	for i := 0; i < 5; i++ {
		body, _ := json.Marshal(request)
		resp, err := http.Post(url, "application/json", bytes.NewBuffer(body))
		if err == nil && resp.StatusCode == http.StatusOK {
			return
		}
		time.Sleep(delay)
		delay *= 2
	}
}

// The same loop whose body has no key: each attempt is a new payment.
func postBodyLoop(url string, request payment) {
	delay := 500 * time.Millisecond
	for i := 0; i < 5; i++ {
		body, _ := json.Marshal(request)
		resp, err := http.Post(url, "application/json", bytes.NewBuffer(body)) // want `POST via http.Post is retried in a retry loop without an Idempotency-Key header`
		if err == nil && resp.StatusCode == http.StatusOK {
			return
		}
		time.Sleep(delay)
		delay *= 2
	}
}

// Twin: a GET retried the same way is a read.
func getLoop(url string) (*http.Response, error) {
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err = http.Get(url)
		if err == nil {
			break
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return resp, err
}

// backoff v4 around Client.Do with a POST request and no key.
func doPost(c *http.Client, body []byte) error {
	return backoff.Retry(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set("Content-Type", "application/json")
		_, err = c.Do(req) // want `POST to https://payments.example.com/v1/charges via http.Client.Do is retried by backoff.Retry without an Idempotency-Key header`
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: the key is derived from the order once, before the retry, and set
// on every attempt's request.
func doPostKeyed(c *http.Client, orderID string, body []byte) error {
	key := "charge-" + orderID
	return backoff.Retry(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set("Idempotency-Key", key)
		_, err = c.Do(req)
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: the request is built and keyed outside the callback.
func doPostKeyedOutside(ctx context.Context, c *http.Client, orderID string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, "POST", chargesURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header["Idempotency-Key"] = []string{orderID}
	_, err = backoff5.Retry(ctx, func() (*http.Response, error) {
		return c.Do(req)
	}, backoff5.WithMaxTries(3))
	return err
}

// backoff v5 around a PATCH without a key.
func patch(ctx context.Context, c *http.Client, body []byte) error {
	_, err := backoff5.Retry(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPatch, chargesURL, bytes.NewReader(body))
		if err != nil {
			return nil, backoff5.Permanent(err)
		}
		return c.Do(req) // want `PATCH to https://payments.example.com/v1/charges via http.Client.Do is retried by backoff.Retry without an Idempotency-Key header`
	}, backoff5.WithMaxTries(3))
	return err
}

// Twins: PUT and DELETE are idempotent by HTTP semantics.
func put(ctx context.Context, c *http.Client, body []byte) error {
	_, err := backoff5.Retry(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPut, chargesURL+"/ch_1", bytes.NewReader(body))
		if err != nil {
			return nil, backoff5.Permanent(err)
		}
		return c.Do(req)
	}, backoff5.WithMaxTries(3))
	return err
}

func del(c *http.Client) error {
	return retry.Do(func() error {
		req, err := http.NewRequest(http.MethodDelete, chargesURL+"/ch_1", nil)
		if err != nil {
			return err
		}
		_, err = c.Do(req)
		return err
	}, retry.Attempts(3))
}

// retry-go around Client.Post.
func clientPost(c *http.Client, body []byte) error {
	return retry.Do(func() error {
		_, err := c.Post(chargesURL, "application/json", bytes.NewReader(body)) // want `POST to https://payments.example.com/v1/charges via http.Client.Post is retried by retry.Do without an Idempotency-Key header`
		return err
	}, retry.Attempts(3))
}

// sethvargo/go-retry around a form POST to a URL built at run time.
func form(ctx context.Context, base string) error {
	b := goretry.NewExponential(time.Second)
	return goretry.Do(ctx, goretry.WithMaxRetries(3, b), func(ctx context.Context) error {
		if _, err := http.PostForm(base+"/refunds", nil); err != nil { // want `POST via http.PostForm is retried by retry.Do without an Idempotency-Key header`
			return goretry.RetryableError(err)
		}
		return nil
	})
}

// k8s OnError around a POST.
func k8s(c *http.Client, body []byte) error {
	return k8sretry.OnError(k8sretry.DefaultBackoff, func(error) bool { return true }, func() error {
		_, err := c.Post(chargesURL, "application/json", bytes.NewReader(body)) // want `retried by retry.OnError without an Idempotency-Key header`
		return err
	})
}

// Twin: a verb the analysis cannot know stays silent.
func anyVerb(c *http.Client, method string) error {
	return retry.Do(func() error {
		req, err := http.NewRequest(method, chargesURL, nil)
		if err != nil {
			return err
		}
		_, err = c.Do(req)
		return err
	})
}

// Twin: a POST sent once, outside any retry.
func once(c *http.Client, body []byte) error { // want once:"unkeyed POST to https://payments.example.com/v1/charges via http.Client.Post"
	_, err := c.Post(chargesURL, "application/json", bytes.NewReader(body))
	return err
}

// sign sets the headers every request of this client carries.
func sign(req *http.Request, orderID string) {
	req.Header.Set("Authorization", "Bearer token")
	req.Header.Set("Idempotency-Key", "charge-"+orderID)
}

type client struct{ http *http.Client }

// decorate adds headers through code the analysis does not see into.
func (c *client) decorate(req *http.Request) { c.http.Transport = nil; _ = req }

// Twins: a helper of the package writes into the request; the key may be
// set there.
func signed(c *http.Client, orderID string, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		sign(req, orderID)
		_, err = c.Do(req)
		return err
	})
}

func decorated(c *client, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		c.decorate(req)
		_, err = c.http.Do(req)
		return err
	})
}

// A standard-library call on the request does not key it.
func withContext(ctx context.Context, c *http.Client, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		_, err = c.Do(req.WithContext(ctx)) // want `POST to https://payments.example.com/v1/charges via http.Client.Do is retried by retry.Do`
		return err
	})
}
