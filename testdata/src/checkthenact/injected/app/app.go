// Package app holds the dedup store its constructor is handed and builds
// the consumer from that field: the package that builds the app sees the
// store.
package app

import (
	"checkthenact/injected/consumer"
	"checkthenact/injected/redisstore"
)

type App struct {
	store redisstore.Store
}

func New(s redisstore.Store) *App { return &App{store: s} } // want New:`injected\(0:consumer.Consumer.dedup.Seen, paymentintent.New, then MarkSeen\)`

// Consumer hands the consumer's constructor the app's own field.
func (a *App) Consumer() *consumer.Consumer { return consumer.New(a.store) }
