// Package gtools defines incident tools as package-level bundles made by
// mcpg.MustTool and registers them through the bundle's Register method.
package gtools

import (
	"context"

	incident "github.com/grafana/incident-go"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/bundles/mcpg"
)

var ic = incident.NewIncidentsService(incident.NewClient("", ""))

type CreateIncidentParams struct {
	Title    string `json:"title"`
	Severity string `json:"severity"`
}

func createIncident(ctx context.Context, p CreateIncidentParams) (*incident.Incident, error) {
	res, err := ic.CreateIncident(ctx, incident.CreateIncidentRequest{Title: p.Title})
	if err != nil {
		return nil, err
	}
	return &res.Incident, nil
}

// CreateIncident declares an incident and pages people on every call.
var CreateIncident = mcpg.MustTool("create_incident", "declare an incident; pass an idempotency_key", createIncident) // want CreateIncident:"tool\\(create_incident\\)" `tool "create_incident" performs an HTTP mutation \(incident.IncidentsService.CreateIncident\) and its input has no idempotency key`

type UpdateStatusParams struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

func updateStatus(ctx context.Context, p UpdateStatusParams) (string, error) {
	_, err := ic.UpdateStatus(ctx, incident.UpdateStatusRequest{IncidentID: p.ID, Status: p.Status})
	return p.Status, err
}

// UpdateStatus sets the status to a value: a repeat converges.
var UpdateStatus = mcpg.MustTool("update_status", "set an incident's status", updateStatus) // want UpdateStatus:"tool\\(update_status\\)"

// Titled passes a creating handler to a helper that makes no tool.
var Titled, titledHandler = mcpg.Title("create_titled", createIncident)

type CreateKeyedParams struct {
	Title string `json:"title"`
	Key   string `json:"idempotency_key"`
}

func createKeyed(ctx context.Context, p CreateKeyedParams) (string, error) {
	_, err := ic.CreateIncident(ctx, incident.CreateIncidentRequest{Title: p.Title})
	return p.Title, err
}

// CreateKeyed declares a key in its input and drops it.
var CreateKeyed = mcpg.MustTool("create_keyed", "declare an incident", createKeyed) // want CreateKeyed:"tool\\(create_keyed\\)" `tool "create_keyed" declares an idempotency key but its handler never passes it`

// Register registers the package's tools.
func Register(s *server.MCPServer) {
	CreateIncident.Register(s)
	UpdateStatus.Register(s)
	CreateKeyed.Register(s)
	_ = titledHandler
}
