// Package gtools defines incident tools as package-level bundles made by
// mcpg.MustTool and registers them through the bundle's Register method.
package gtools

import (
	"context"
	"net/http"
	"strings"

	incident "github.com/grafana/incident-go"
	"github.com/mark3labs/mcp-go/mcp"
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

var hc = &http.Client{}

type QueryParams struct {
	Expr string `json:"expr"`
}

// query POSTs a query to a datasource API: the method alone says nothing
// of a write.
func query(ctx context.Context, p QueryParams) (string, error) {
	return send(ctx, http.MethodPost, "http://grafana/api/ds/query", p)
}

// Query declares itself read-only: its POST is taken for a query.
var Query = mcpg.MustTool("query", "run a query", query, mcp.WithReadOnlyHintAnnotation(true)) // want Query:"tool\\(query\\)"

// QueryUndeclared is the same POST with no declaration: a mutation.
var QueryUndeclared = mcpg.MustTool("query_undeclared", "run a query", query) // want QueryUndeclared:"tool\\(query_undeclared\\)" `tool "query_undeclared" performs an HTTP mutation \(gtools.send, which calls http.Client.Do\) and its input has no idempotency key`

// QueryWritable declares the hint false: a mutation.
var QueryWritable = mcpg.MustTool("query_writable", "run a query", query, mcp.WithReadOnlyHintAnnotation(false)) // want QueryWritable:"tool\\(query_writable\\)" `tool "query_writable" performs an HTTP mutation`

// CreateReadOnly declares itself read-only but declares an incident, a
// known create: the declaration does not hold against it.
var CreateReadOnly = mcpg.MustTool("create_read_only", "declare an incident", createIncident, mcp.WithReadOnlyHintAnnotation(true)) // want CreateReadOnly:"tool\\(create_read_only\\)" `tool "create_read_only" performs an HTTP mutation \(incident.IncidentsService.CreateIncident\)`

// send sends p.Expr with method to url.
func send(ctx context.Context, method, url string, p QueryParams) (string, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, strings.NewReader(p.Expr))
	if err != nil {
		return "", err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func put(ctx context.Context, p QueryParams) (string, error) {
	return send(ctx, http.MethodPut, incidentURL, p)
}
func remove(ctx context.Context, p QueryParams) (string, error) {
	return send(ctx, http.MethodDelete, incidentURL, p)
}
func patch(ctx context.Context, p QueryParams) (string, error) {
	return send(ctx, http.MethodPatch, incidentURL, p)
}

const incidentURL = "http://grafana/api/incidents/1"

// A PUT and a DELETE are idempotent by HTTP semantics: a retried call
// leaves the same state. A PATCH is not.
var (
	Put    = mcpg.MustTool("put_incident", "replace the incident", put)      // want Put:"tool\\(put_incident\\)"
	Remove = mcpg.MustTool("remove_incident", "delete the incident", remove) // want Remove:"tool\\(remove_incident\\)"
	Patch  = mcpg.MustTool("patch_incident", "patch the incident", patch)    // want Patch:"tool\\(patch_incident\\)" `tool "patch_incident" performs an HTTP mutation \(gtools.send, which calls http.Client.Do\)`
)

// Register registers the package's tools.
func Register(s *server.MCPServer) {
	CreateIncident.Register(s)
	UpdateStatus.Register(s)
	CreateKeyed.Register(s)
	_ = titledHandler
	// A direct registration declared read-only, and its twin without.
	s.AddTool(mcp.NewTool("search", mcp.WithString("expr"), mcp.WithReadOnlyHintAnnotation(true)), mcp.NewTypedToolHandler(searchHandler))
	s.AddTool(mcp.NewTool("search_undeclared", mcp.WithString("expr")), mcp.NewTypedToolHandler(searchHandler)) // want `tool "search_undeclared" performs an HTTP mutation`
}

func searchHandler(ctx context.Context, _ mcp.CallToolRequest, p QueryParams) (*mcp.CallToolResult, error) {
	s, err := query(ctx, p)
	return mcp.NewToolResultText(s), err
}
