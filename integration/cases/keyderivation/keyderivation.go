// Package keyderivation holds keyderivation cases written against the real
// libraries: each reported line carries a trailing "want: keyderivation"
// marker, and each correct twin beside it must stay silent.
package keyderivation

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/IBM/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/workflow"
)

type Order struct {
	ID     string
	UserID string
	Amount int64
}

func stamp() string { return strconv.FormatInt(time.Now().UnixNano(), 10) }

// Stripe: SetIdempotencyKey and the IdempotencyKey field.

func stripeTime(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String(string(stripe.CurrencyUSD))}
	p.SetIdempotencyKey(fmt.Sprintf("%s-%d", o.UserID, time.Now().UnixNano())) // want: keyderivation
	_, err := paymentintent.New(p)
	return err
}

func stripeStable(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String(string(stripe.CurrencyUSD))}
	p.SetIdempotencyKey(fmt.Sprintf("charge:v1:%s", o.ID))
	_, err := paymentintent.New(p)
	return err
}

func stripeHash(o Order) error {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s|%d|%v", o.ID, o.Amount, time.Now())))
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.IdempotencyKey = stripe.String(hex.EncodeToString(sum[:])) // want: keyderivation
	_, err := paymentintent.New(p)
	return err
}

func stripeHashStable(o Order) error {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s|%d", o.ID, o.Amount)))
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.IdempotencyKey = stripe.String(hex.EncodeToString(sum[:]))
	_, err := paymentintent.New(p)
	return err
}

// Per-attempt keys: backoff v4, backoff v5, retry-go, a hand-written loop.

func backoffV4(o Order) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
		p.SetIdempotencyKey(uuid.NewString()) // want: keyderivation
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

func backoffV4Once(o Order) error {
	key := uuid.NewString()
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

func pay(amount int64, key string) (*stripe.PaymentIntent, error) {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	return paymentintent.New(p)
}

func backoffV5(ctx context.Context, o Order) (*stripe.PaymentIntent, error) {
	return backoff5.Retry(ctx, func() (*stripe.PaymentIntent, error) {
		return pay(o.Amount, uuid.New().String()) // want: keyderivation
	}, backoff5.WithMaxTries(3))
}

func backoffV5Once(ctx context.Context, o Order) (*stripe.PaymentIntent, error) {
	key := uuid.New().String()
	return backoff5.Retry(ctx, func() (*stripe.PaymentIntent, error) {
		return pay(o.Amount, key)
	}, backoff5.WithMaxTries(3))
}

func retryGo(o Order) error {
	return retry.Do(func() error {
		_, err := pay(o.Amount, stripe.NewIdempotencyKey()) // want: keyderivation
		return err
	}, retry.Attempts(3))
}

func retryGoOnce(o Order) error {
	key := "charge:" + o.ID
	return retry.Do(func() error {
		_, err := pay(o.Amount, key)
		return err
	}, retry.Attempts(3))
}

func loop(o Order) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = pay(o.Amount, uuid.NewString()); err == nil { // want: keyderivation
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}

func loopOnce(o Order) error {
	key := uuid.NewString()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = pay(o.Amount, key); err == nil {
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}

// HTTP: the Idempotency-Key header through Set, a map literal, and a handler.

func httpTime(req *http.Request, o Order) {
	req.Header.Set("Idempotency-Key", o.ID+"-"+stamp()) // want: keyderivation
	req.Header.Set("Idempotency-Key", "order-"+o.ID)
	req.Header = http.Header{"X-Idempotency-Key": {stamp()}} // want: keyderivation
	req.Header = http.Header{"X-Idempotency-Key": {o.ID}, "Date": {stamp()}}
}

func checkout(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, "https://psp.example/charges", strings.NewReader("{}"))
	req.Header.Set("Idempotency-Key", uuid.NewString()) // want: keyderivation
	req.Header.Set("X-Request-Id", uuid.NewString())
	http.DefaultClient.Do(req)
}

func checkoutForward(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, "https://psp.example/charges", strings.NewReader("{}"))
	req.Header.Set("Idempotency-Key", r.Header.Get("Idempotency-Key"))
	http.DefaultClient.Do(req)
}

// AWS: SQS and SNS MessageDeduplicationId, DynamoDB ClientRequestToken.

func awsTime(ctx context.Context, q *sqs.Client, t *sns.Client, d *dynamodb.Client, o Order) {
	q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("q.fifo"), MessageBody: aws.String(o.ID), MessageGroupId: aws.String(o.UserID), MessageDeduplicationId: aws.String(stamp())}) // want: keyderivation
	q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("q.fifo"), MessageBody: aws.String(o.ID), MessageGroupId: aws.String(o.UserID), MessageDeduplicationId: aws.String(o.ID)})
	t.Publish(ctx, &sns.PublishInput{Message: aws.String(o.ID), MessageDeduplicationId: aws.String(o.ID + stamp())}) // want: keyderivation
	t.Publish(ctx, &sns.PublishInput{Message: aws.String(o.ID), MessageDeduplicationId: aws.String(o.ID)})
	d.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{ClientRequestToken: aws.String(stamp())}) // want: keyderivation
	d.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{ClientRequestToken: aws.String(o.ID)})
}

// NATS: nats.MsgId, jetstream.WithMsgID, the Nats-Msg-Id header; a
// subscription callback minting per delivery.

func natsTime(ctx context.Context, js nats.JetStreamContext, js2 jetstream.JetStream, o Order) {
	js.Publish("orders", []byte(o.ID), nats.MsgId(stamp())) // want: keyderivation
	js.Publish("orders", []byte(o.ID), nats.MsgId(o.ID))
	js2.Publish(ctx, "orders", []byte(o.ID), jetstream.WithMsgID(stamp())) // want: keyderivation
	js2.Publish(ctx, "orders", []byte(o.ID), jetstream.WithMsgID(o.ID))
	m := nats.NewMsg("orders")
	m.Header.Set(nats.MsgIdHdr, stamp()) // want: keyderivation
	m.Header.Set("Sent-At", stamp())
	js.PublishMsg(m)
}

func natsHandler(nc *nats.Conn, js nats.JetStreamContext) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		js.Publish("charges", m.Data, nats.MsgId(uuid.NewString())) // want: keyderivation
	})
	nc.Subscribe("orders", func(m *nats.Msg) {
		js.Publish("charges", m.Data, nats.MsgId("charge-"+m.Header.Get(nats.MsgIdHdr)))
	})
}

// Temporal: workflow and activity IDs.

func temporalIDs(ctx context.Context, c client.Client, wctx workflow.Context, o Order) {
	c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "charge-" + stamp(), TaskQueue: "payments"}, "Charge") // want: keyderivation
	c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "charge-" + o.ID, TaskQueue: "payments"}, "Charge")
	ao := workflow.ActivityOptions{StartToCloseTimeout: time.Minute}
	ao.ActivityID = "act-" + stamp() // want: keyderivation
	workflow.ExecuteActivity(workflow.WithActivityOptions(wctx, ao), "Charge")
	twin := workflow.ActivityOptions{StartToCloseTimeout: time.Minute, ActivityID: "act-" + o.ID}
	workflow.ExecuteActivity(workflow.WithActivityOptions(wctx, twin), "Charge")
}

// Redis: the key of a SETNX claim; a random value (a lock token) is fine.

func redisClaim(ctx context.Context, rdb *redis.Client, o Order) {
	rdb.SetNX(ctx, "dedup:"+o.ID+":"+stamp(), 1, time.Hour) // want: keyderivation, keyretention
	rdb.SetNX(ctx, "lock:"+o.ID, uuid.NewString(), time.Minute)
}

// Kafka (sarama): a message handler that mints per delivery.

type consumer struct{}

func (consumer) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (consumer) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (consumer) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if _, err := pay(100, uuid.NewString()); err != nil { // want: keyderivation
			return err
		}
		if _, err := pay(100, fmt.Sprintf("%s/%d/%d", msg.Topic, msg.Partition, msg.Offset)); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

var _ sarama.ConsumerGroupHandler = consumer{}
