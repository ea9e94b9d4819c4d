// Package app builds the service over the store and keeps it in a field;
// Run hands that field to the HTTP server.
package app

import (
	"database/sql"
	"net/http"

	"github.com/idemlint/idemlint/integration/cases/createkey/chiv1/api"
	"github.com/idemlint/idemlint/integration/cases/createkey/chiv1/service"
	"github.com/idemlint/idemlint/integration/cases/createkey/chiv1/store"
)

type Application struct {
	svc *service.Service
}

func New(db *sql.DB) *Application {
	return &Application{svc: service.NewService(store.NewStore(db))}
}

func (a *Application) Run() error {
	srv := api.NewServer(a.svc) // want: createkey
	return http.ListenAndServe(":8080", srv.Handler())
}
