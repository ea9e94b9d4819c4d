// Package sinks: every key sink family, found through its real type, with
// a clock-derived key (reported wherever it is used) beside a stable twin.
package sinks

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/workflow"
)

type Order struct{ ID, Body string }

func now() string { return strconv.FormatInt(time.Now().UnixNano(), 10) }

func sqsDedup(ctx context.Context, c *sqs.Client, o Order) {
	c.SendMessage(ctx, &sqs.SendMessageInput{MessageDeduplicationId: aws.String(o.ID + now())}) // want `idempotency key for sqs.SendMessageInput.MessageDeduplicationId is derived from the clock`
	c.SendMessage(ctx, &sqs.SendMessageInput{MessageDeduplicationId: aws.String(o.ID)})
}

func snsDedup(ctx context.Context, c *sns.Client, o Order) {
	in := &sns.PublishInput{Message: aws.String(o.Body)}
	in.MessageDeduplicationId = aws.String(fmt.Sprintf("%s-%d", o.ID, time.Now().Unix())) // want `sns.PublishInput.MessageDeduplicationId is derived from the clock`
	c.Publish(ctx, in)
	twin := &sns.PublishInput{Message: aws.String(o.Body)}
	twin.MessageDeduplicationId = aws.String("order:" + o.ID)
	c.Publish(ctx, twin)
}

func dynamoToken(ctx context.Context, c *dynamodb.Client, o Order) {
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{ClientRequestToken: aws.String(now())}) // want `dynamodb.TransactWriteItemsInput.ClientRequestToken is derived from the clock`
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{ClientRequestToken: aws.String(o.ID)})
}

func natsMsgID(ctx context.Context, js nats.JetStreamContext, js2 jetstream.JetStream, o Order) {
	js.Publish("orders", []byte(o.Body), nats.MsgId(o.ID+now()))           // want `nats.MsgId is derived from the clock`
	js2.Publish(ctx, "orders", []byte(o.Body), jetstream.WithMsgID(now())) // want `jetstream.WithMsgID is derived from the clock`
	js.Publish("orders", []byte(o.Body), nats.MsgId(o.ID))
	js2.Publish(ctx, "orders", []byte(o.Body), jetstream.WithMsgID("order-"+o.ID))
}

func natsHeader(js nats.JetStreamContext, o Order) {
	m := nats.NewMsg("orders")
	m.Header.Set("Nats-Msg-Id", now())                           // want `the Nats-Msg-Id header is derived from the clock`
	m2 := &nats.Msg{Header: nats.Header{"Nats-Msg-Id": {now()}}} // want `the Nats-Msg-Id header is derived from the clock`
	js.PublishMsg(m)
	js.PublishMsg(m2)
	twin := nats.NewMsg("orders")
	twin.Header.Set("Nats-Msg-Id", o.ID)
	twin.Header.Set("Sent-At", now())
	js.PublishMsg(twin)
}

func temporalIDs(ctx context.Context, c client.Client, wctx workflow.Context, o Order) {
	c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "charge-" + now(), TaskQueue: "q"}, "Charge") // want `StartWorkflowOptions.ID is derived from the clock`
	c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "charge-" + o.ID, TaskQueue: "q"}, "Charge")
	ao := workflow.ActivityOptions{StartToCloseTimeout: time.Minute}
	ao.ActivityID = "act-" + now() // want `ActivityOptions.ActivityID is derived from the clock`
	workflow.ExecuteActivity(workflow.WithActivityOptions(wctx, ao), "Charge")
	twin := workflow.ActivityOptions{StartToCloseTimeout: time.Minute, ActivityID: "act-" + o.ID}
	workflow.ExecuteActivity(workflow.WithActivityOptions(wctx, twin), "Charge")
}

func redisClaim(ctx context.Context, rdb *redis.Client, o Order) {
	rdb.SetNX(ctx, "dedup:"+o.ID+":"+now(), 1, time.Hour) // want `dedup key claimed by redis.SetNX is derived from the clock`
	rdb.SetNX(ctx, "dedup:"+o.ID, now(), time.Hour)       // twin: the clock in the value, not the key
}

// send is a team's own client; the directive declares its key parameter.
//
//idemlint:keysink key
func send(ctx context.Context, key, body string) error { return nil }

func userSink(ctx context.Context, o Order) {
	send(ctx, now(), o.Body) // want `idempotency key for sinks.send \(via //idemlint:keysink\) is derived from the clock`
	send(ctx, o.ID, now())
}
