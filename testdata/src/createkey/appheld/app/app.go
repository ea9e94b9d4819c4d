// Package app builds the domain service over a store, keeps the concrete
// service in a field, and hands it to the HTTP server as its interface.
package app

import (
	"database/sql"

	"createkey/appheld/api"
	"createkey/appheld/domain"
	"createkey/appheld/store"
)

type App struct{ svc *domain.Service }

func New(db *sql.DB) *App { return &App{svc: domain.NewService(store.New(db))} }

func (a *App) Server() *api.Server {
	return api.NewServer(a.svc) // want `api.NewServer is handed a value whose Deposit performs a row insert \(domain.Service.Deposit, which calls store.SQL.Credit, which calls sql.DB.Exec\), and handler api.Server.deposit of POST /deposit calls api.Server.svc.Deposit at api.go:21`
}

// Twin: the same service over a store whose Credit only checks.
type Audit struct{ svc *domain.Service }

func NewAudit(db *sql.DB) *Audit { return &Audit{svc: domain.NewService(store.NewChecker(db))} }

func (a *Audit) Server() *api.Server { return api.NewServer(a.svc) }
