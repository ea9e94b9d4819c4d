// Package app holds the store its constructor is handed and builds the
// worker from that field: the package that builds the app sees the store.
package app

import "retrykeyless/typeflow/worker"

type App struct {
	store worker.Store
}

func New(s worker.Store) *App { return &App{store: s} } // want New:`injected\(0:worker.Worker.store.Save after backoff.Retry\)`

func (a *App) Worker() *worker.Worker { return worker.New(a.store) }
