// Package handlers: random keys minted per delivery or per request, next
// to keys taken from the caller, derived from the message, or recorded
// before use, and random values that are not keys.
package handlers

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/IBM/sarama"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

func pay(amount int64, key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

var client = &http.Client{}

// An HTTP handler that mints the key of its downstream call per request.
func checkout(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("POST", "https://psp.example/charges", strings.NewReader("{}"))
	req.Header.Set("Idempotency-Key", uuid.NewString()) // want `idempotency key for the Idempotency-Key header comes from uuid.NewString, minted inside an HTTP handler, so a client retry of the same request gets a new key`
	client.Do(req)
}

// A provider's own spelling of the header ("Idempotence-Key"): any header
// whose name holds "idempot" carries a key.
func checkoutIdempotence(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("POST", "https://psp.example/charges", strings.NewReader("{}"))
	req.Header.Set("Idempotence-Key", uuid.NewString()) // want `idempotency key for the Idempotence-Key header comes from uuid.NewString, minted inside an HTTP handler`
	client.Do(req)
}

// Twin: the key is the caller's.
func checkoutForward(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("POST", "https://psp.example/charges", strings.NewReader("{}"))
	req.Header.Set("Idempotency-Key", r.Header.Get("Idempotency-Key"))
	req.Header.Set("X-Request-Id", uuid.NewString()) // a trace ID, not a key
	client.Do(req)
}

type server struct{ db *sql.DB }

// ServeHTTP is a handler too.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	pay(100, "pay-"+uuid.NewString()) // want `comes from uuid.NewString, minted inside an HTTP handler`
}

// Twin: the intent is recorded (with its key) before the payment.
func (s *server) create(w http.ResponseWriter, r *http.Request) {
	key := uuid.NewString()
	if _, err := s.db.ExecContext(r.Context(), "INSERT INTO intents (key, amount) VALUES ($1, $2)", key, 100); err != nil {
		return
	}
	pay(100, key)
}

// Twin: a UUID as the primary key of a new row, and retry jitter.
func (s *server) newOrder(w http.ResponseWriter, r *http.Request) {
	s.db.ExecContext(r.Context(), "INSERT INTO orders (id) VALUES ($1)", uuid.NewString())
}

// A sarama handler: the message type is the one the session acks.
type handler struct{}

func (h *handler) Handle(ctx context.Context, m *sarama.ConsumerMessage) error {
	return pay(100, uuid.New().String()) // want `comes from uuid.New, minted inside a message handler, so a redelivered message gets a new key`
}

// Twin: the key derives from the message.
func (h *handler) HandleStable(ctx context.Context, m *sarama.ConsumerMessage) error {
	return pay(100, string(m.Key))
}

func (h *handler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (h *handler) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (h *handler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if err := pay(100, uuid.NewString()); err != nil { // want `minted inside a message handler`
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// A NATS subscription callback republishes with a fresh Nats-Msg-Id.
func subscribe(nc *nats.Conn, js nats.JetStreamContext) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		js.Publish("charges", m.Data, nats.MsgId(uuid.NewString())) // want `nats.MsgId comes from uuid.NewString, minted inside a message handler`
	})
	nc.Subscribe("orders", func(m *nats.Msg) {
		js.Publish("charges", m.Data, nats.MsgId("charge-"+m.Header.Get("Nats-Msg-Id")))
	})
}

// A publisher helper taking a *nats.Msg is not a handler: nats.Msg is
// published too, and this function does not ack it. It still mints the
// message ID on every call (per-call, not per-delivery).
func publish(js nats.JetStreamContext, m *nats.Msg) {
	js.PublishMsg(m, nats.MsgId(uuid.NewString())) // want `minted on every call of handlers.publish`
}

// An asynq task handler, registered on a ServeMux.
func register(mux *asynq.ServeMux, rdb *redis.Client) {
	mux.HandleFunc("charge", func(ctx context.Context, t *asynq.Task) error {
		if ok, _ := rdb.SetNX(ctx, "charge:"+uuid.NewString(), 1, 0).Result(); !ok { // want `dedup key claimed by redis.SetNX comes from uuid.NewString, minted inside a message handler`
			return nil
		}
		return pay(100, "charge-"+string(t.Payload()))
	})
	mux.HandleFunc("lock", func(ctx context.Context, t *asynq.Task) error {
		// Twin: a lock whose value (the owner token) is random.
		rdb.SetNX(ctx, "lock:"+string(t.Payload()), uuid.NewString(), 0)
		return nil
	})
}

// A handler calling a helper of this package that mints its own key.
func payFresh(amount int64) error { return pay(amount, uuid.NewString()) }

func (h *handler) HandleViaHelper(ctx context.Context, m *sarama.ConsumerMessage) error {
	return payFresh(100) // want `handlers.payFresh mints a new idempotency key for handlers.pay \(via stripe.Params.SetIdempotencyKey\) from uuid.NewString on every call and runs inside a message handler`
}

// Twin: a server handing a fresh key to its client in the response is
// returning it, not using it.
func issueKey(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Idempotency-Key", uuid.NewString())
	w.WriteHeader(http.StatusCreated)
}

type accepted struct {
	Key string `json:"key"`
}

// Twin: the key is returned to the client (who will retry with it) before
// it is used.
func accept(w http.ResponseWriter, r *http.Request) {
	key := uuid.NewString()
	json.NewEncoder(w).Encode(accepted{Key: key})
	pay(100, key)
}
