// want package:"publishesMsgID"

// Package natslegacy uses the legacy JetStreamContext: the stream and the
// publisher, with nats.MsgId and the Nats-Msg-Id header, in one package.
package natslegacy

import (
	"time"

	"github.com/nats-io/nats.go"
)

type Config struct {
	Window time.Duration
}

var defaultConfig = Config{Window: 5 * time.Minute}

func Setup(js nats.JetStreamContext) error {
	_, err := js.AddStream(&nats.StreamConfig{Name: "EVENTS", Subjects: []string{"events.>"}, Duplicates: 10 * time.Minute}) // want `stream "EVENTS" deduplicates Msg-Ids for 10m`
	return err
}

func Update(js nats.JetStreamContext) error {
	c := defaultConfig
	_, err := js.UpdateStream(&nats.StreamConfig{Name: "EVENTS", Duplicates: c.Window}) // want `stream "EVENTS" deduplicates Msg-Ids for 5m`
	return err
}

func SetupTwin(js nats.JetStreamContext) error {
	_, err := js.AddStream(&nats.StreamConfig{Name: "EVENTS", Duplicates: 30 * 24 * time.Hour})
	return err
}

func Publish(js nats.JetStreamContext, id string, body []byte) error {
	_, err := js.Publish("events.created", body, nats.MsgId(id))
	return err
}

func PublishMsg(js nats.JetStreamContext, id string, body []byte) error {
	m := nats.NewMsg("events.created")
	m.Header.Set(nats.MsgIdHdr, id)
	m.Data = body
	_, err := js.PublishMsg(m)
	return err
}
