// Package app holds the notifier its constructor is handed and builds the
// consumer from that field: the package that builds the app sees it.
package app

import (
	"github.com/segmentio/kafka-go"

	"ackorder/typeflow/consumer"
)

type App struct {
	r *kafka.Reader
	n consumer.Notifier
}

func New(r *kafka.Reader, n consumer.Notifier) *App { return &App{r: r, n: n} } // want New:`injected\(1:consumer.Notifying.n.Notify after kafka.Reader.CommitMessages\)`

func (a *App) Consumer() *consumer.Notifying { return consumer.NewNotifying(a.r, a.n) }
