// Package gateway hands its own handler to a router call idemlint does not
// know (webhookx-io/webhookx's Gateway.Handle, mounted with gorilla's
// PathPrefix("/").HandlerFunc): the handler is wired here, so it is judged
// here, as a handler of any method whose publish makes it a create.
package gateway

import (
	"net/http"

	"github.com/Shopify/sarama"
)

// Mounter is a router this package does not know.
type Mounter interface {
	Mount(prefix string, h http.HandlerFunc)
}

type Gateway struct{ producer sarama.SyncProducer }

func New(m Mounter, p sarama.SyncProducer) *Gateway {
	gw := &Gateway{producer: p}
	m.Mount("/", gw.Handle)
	return gw
}

func (g *Gateway) Handle(w http.ResponseWriter, r *http.Request) { // want `handler Gateway.Handle performs a publish`
	_, _, _ = g.producer.SendMessage(&sarama.ProducerMessage{Topic: "events"})
}
