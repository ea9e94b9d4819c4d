// Package retrykeyless holds retrykeyless cases written against the real
// libraries: each reported line carries a trailing "want: retrykeyless"
// marker, and each correct twin beside it must stay silent.
package retrykeyless

import (
	"bytes"
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"
	goretry "github.com/sethvargo/go-retry"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
	k8sretry "k8s.io/client-go/util/retry"
)

type Order struct {
	ID     string
	Amount int64
	Body   []byte
}

const chargesURL = "https://payments.example.com/v1/charges"

// Retry wrappers around a POST without a key, each with a keyed twin.

func backoffV4Post(c *http.Client, o Order) error {
	return backoff.Retry(func() error {
		_, err := c.Post(chargesURL, "application/json", bytes.NewReader(o.Body)) // want: retrykeyless
		return err
	}, backoff.NewExponentialBackOff())
}

func backoffV4Notify(c *http.Client, o Order) error {
	return backoff.RetryNotify(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(o.Body))
		if err != nil {
			return backoff.Permanent(err)
		}
		_, err = c.Do(req) // want: retrykeyless
		return err
	}, backoff.NewExponentialBackOff(), func(error, time.Duration) {})
}

func backoffV4Keyed(c *http.Client, o Order) error {
	return backoff.RetryNotify(func() error {
		req, err := http.NewRequest(http.MethodPost, chargesURL, bytes.NewReader(o.Body))
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set("Idempotency-Key", "charge-"+o.ID)
		_, err = c.Do(req)
		return err
	}, backoff.NewExponentialBackOff(), func(error, time.Duration) {})
}

func backoffV4WithData(c *http.Client, o Order) (*http.Response, error) {
	return backoff.RetryWithData(func() (*http.Response, error) {
		req, err := http.NewRequest(http.MethodPatch, chargesURL+"/"+o.ID, bytes.NewReader(o.Body))
		if err != nil {
			return nil, backoff.Permanent(err)
		}
		return c.Do(req) // want: retrykeyless
	}, backoff.NewExponentialBackOff())
}

func backoffV5(ctx context.Context, c *http.Client, o Order) (*http.Response, error) {
	return backoff5.Retry(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, chargesURL, bytes.NewReader(o.Body))
		if err != nil {
			return nil, backoff5.Permanent(err)
		}
		return c.Do(req) // want: retrykeyless
	}, backoff5.WithMaxTries(3))
}

// Twin: PUT is idempotent.
func backoffV5Put(ctx context.Context, c *http.Client, o Order) (*http.Response, error) {
	return backoff5.Retry(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPut, chargesURL+"/"+o.ID, bytes.NewReader(o.Body))
		if err != nil {
			return nil, backoff5.Permanent(err)
		}
		return c.Do(req)
	}, backoff5.WithMaxTries(3))
}

func retryGo(o Order) error {
	return retry.Do(func() error {
		_, err := http.Post(chargesURL, "application/json", bytes.NewReader(o.Body)) // want: retrykeyless
		return err
	}, retry.Attempts(3))
}

// Twin: GET is a read.
func retryGoGet(url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		return http.Get(url)
	}, retry.Attempts(3))
}

func sethvargo(ctx context.Context, c *http.Client, o Order) error {
	b := goretry.WithMaxRetries(3, goretry.NewExponential(100*time.Millisecond))
	return goretry.Do(ctx, b, func(ctx context.Context) error {
		if _, err := c.Post(chargesURL, "application/json", bytes.NewReader(o.Body)); err != nil { // want: retrykeyless
			return goretry.RetryableError(err)
		}
		return nil
	})
}

func k8sOnError(c *http.Client, o Order) error {
	return k8sretry.OnError(k8sretry.DefaultBackoff, func(error) bool { return true }, func() error {
		_, err := c.Post(chargesURL, "application/json", bytes.NewReader(o.Body)) // want: retrykeyless
		return err
	})
}

func k8sOnConflict(ctx context.Context, db *sql.DB, o Order) error {
	return k8sretry.RetryOnConflict(k8sretry.DefaultRetry, func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, o.ID, o.Amount) // want: retrykeyless
		return err
	})
}

// go-retryablehttp retries by itself.

func retryableClient(o Order) error {
	client := retryablehttp.NewClient()
	_, err := client.Post(chargesURL, "application/json", o.Body) // want: retrykeyless
	return err
}

func retryableDo(o Order) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequest(http.MethodPost, chargesURL, o.Body)
	if err != nil {
		return err
	}
	_, err = client.Do(req) // want: retrykeyless
	return err
}

func retryableDoKeyed(o Order) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequest(http.MethodPost, chargesURL, o.Body)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "charge-"+o.ID)
	_, err = client.Do(req)
	return err
}

func retryableStandard(o Order) error {
	c := retryablehttp.NewClient().StandardClient()
	_, err := c.Post(chargesURL, "application/json", bytes.NewReader(o.Body)) // want: retrykeyless
	return err
}

func retryableGet() error {
	_, err := retryablehttp.NewClient().Get(chargesURL)
	return err
}

// stripe-go.

func stripeNew(o Order) error {
	return backoff.Retry(func() error {
		_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String(stripe.CurrencyUSD)}) // want: retrykeyless
		return err
	}, backoff.NewExponentialBackOff())
}

func stripeNewKeyed(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String(stripe.CurrencyUSD)}
	p.SetIdempotencyKey("pi-" + o.ID)
	return backoff.Retry(func() error {
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

func stripeRefundLoop(o Order) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = refund.New(&stripe.RefundParams{PaymentIntent: stripe.String(o.ID)}); err == nil { // want: retrykeyless
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}

func stripeService(ctx context.Context, sc *stripe.Client, o Order) error {
	return retry.Do(func() error {
		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(o.Amount)}) // want: retrykeyless
		return err
	})
}

func stripeServiceKeyed(ctx context.Context, sc *stripe.Client, o Order) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(o.Amount)}
	params.SetIdempotencyKey("pi-" + o.ID)
	return retry.Do(func() error {
		_, err := sc.V1PaymentIntents.Create(ctx, params)
		return err
	})
}

// database/sql.

func sqlInsert(ctx context.Context, db *sql.DB, o Order) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, o.ID, o.Amount) // want: retrykeyless
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 5))
}

func sqlUpsert(ctx context.Context, db *sql.DB, o Order) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`, o.ID, o.Amount)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 5))
}

func sqlShip(ctx context.Context, db *sql.DB, o Order) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'shipped' WHERE id = $1`, o.ID)
		return err
	}, backoff.NewExponentialBackOff())
}

// Hand-written loops: a counter, continue, a labelled break.

func loopCounter(ctx context.Context, db *sql.DB, o Order) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		_, err = db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, o.ID, o.Amount) // want: retrykeyless
		if err == nil {
			return nil
		}
	}
	return err
}

func loopContinue(c *http.Client, o Order) (*http.Response, error) {
	for {
		resp, err := c.Post(chargesURL, "application/json", bytes.NewReader(o.Body)) // want: retrykeyless
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		return resp, nil
	}
}

func loopLabelled(ctx context.Context, ch *amqp.Channel, o Order) error {
	var err error
attempts:
	for {
		err = ch.PublishWithContext(ctx, "orders", "order.paid", false, false, amqp.Publishing{Body: o.Body}) // want: retrykeyless
		switch {
		case err == nil:
			break attempts
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return err
}

func loopLabelledKeyed(ctx context.Context, ch *amqp.Channel, o Order) error {
	var err error
attempts:
	for {
		err = ch.PublishWithContext(ctx, "orders", "order.paid", false, false, amqp.Publishing{MessageId: o.ID, Body: o.Body})
		switch {
		case err == nil:
			break attempts
		}
		time.Sleep(time.Second)
	}
	return err
}

// SQS, SNS, JetStream.

const fifoURL = "https://sqs.eu-west-1.amazonaws.com/123456789012/payments.fifo"

func sqsFIFO(ctx context.Context, c *sqs.Client, o Order) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(fifoURL), MessageBody: aws.String(string(o.Body)), MessageGroupId: aws.String("payments")}) // want: retrykeyless
		return err
	})
}

func sqsFIFOKeyed(ctx context.Context, c *sqs.Client, o Order) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(fifoURL), MessageBody: aws.String(string(o.Body)), MessageGroupId: aws.String("payments"), MessageDeduplicationId: aws.String(o.ID)})
		return err
	})
}

func sqsStandard(ctx context.Context, c *sqs.Client, url string, o Order) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(string(o.Body))})
		return err
	})
}

func snsFIFO(ctx context.Context, c *sns.Client, o Order) error {
	return backoff.Retry(func() error {
		_, err := c.Publish(ctx, &sns.PublishInput{TopicArn: aws.String("arn:aws:sns:eu-west-1:123456789012:payments.fifo"), Message: aws.String(string(o.Body)), MessageGroupId: aws.String("payments")}) // want: retrykeyless
		return err
	}, backoff.NewExponentialBackOff())
}

func jsPublish(ctx context.Context, js jetstream.JetStream, o Order) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders.paid", o.Body) // want: retrykeyless
		return err
	})
}

func jsPublishKeyed(ctx context.Context, js jetstream.JetStream, o Order) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders.paid", o.Body, jetstream.WithMsgID(o.ID))
		return err
	})
}
