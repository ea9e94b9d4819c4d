// Package graphql registers tools over a GraphQL client whose every
// operation is a POST to one endpoint: the tools whose document is a
// mutation are reported, their twins whose document is a query (or a
// shorthand, or a query after a comment that names a mutation) are silent.
package graphql

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/graphql/gqlapi"
)

type Tools struct{ API *gqlapi.Client }

func (t *Tools) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_issue", mcp.WithString("title", mcp.Required())), // want `tool "create_issue" performs an HTTP mutation \(gqlapi.Client.CreateIssue, which calls gqlapi.Client.do`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.CreateIssue(ctx, req.GetString("title", ""))
		})

	// Twin: a query through the same client.
	s.AddTool(mcp.NewTool("list_issues"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Issues(ctx)
		})

	// Twin: a shorthand query.
	s.AddTool(mcp.NewTool("viewer"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Viewer(ctx)
		})

	// Twin: a comment that names a mutation, then a query.
	s.AddTool(mcp.NewTool("search", mcp.WithString("q", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Search(ctx, req.GetString("q", ""))
		})

	// The reverse: a comment that names a query, then a mutation.
	s.AddTool(mcp.NewTool("archive_issue", mcp.WithString("id", mcp.Required())), // want `tool "archive_issue" performs an HTTP mutation`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Archive(ctx, req.GetString("id", ""))
		})

	// A document handed to the client's exported Do in this package,
	// through the fact of Do: a mutation, then its twin, a query.
	s.AddTool(mcp.NewTool("close_issue", mcp.WithString("id", mcp.Required())), // want `tool "close_issue" performs an HTTP mutation \(gqlapi.Client.Do`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Do(ctx, `mutation Close($id: ID!) { issueUpdate(id: $id, input: {state: "closed"}) { success } }`, map[string]any{"id": req.GetString("id", "")})
		})
	s.AddTool(mcp.NewTool("get_issue", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Do(ctx, `query Get($id: ID!) { issue(id: $id) { title } }`, map[string]any{"id": req.GetString("id", "")})
		})

	// A document built at run time: nothing to read, the POST stays a
	// mutation as it was.
	s.AddTool(mcp.NewTool("raw", mcp.WithString("fields", mcp.Required())), // want `tool "raw" performs an HTTP mutation`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Raw(ctx, req.GetString("fields", ""))
		})

	// The same through a limiter that runs the send in a literal.
	s.AddTool(mcp.NewTool("create_label"), // want `tool "create_label" performs an HTTP mutation \(gqlapi.Client.CreateLabel, which calls gqlapi.Client.queued`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.CreateLabel()
		})
	s.AddTool(mcp.NewTool("list_labels"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Labels()
		})

	// The same through a helper that marshals the document and hands the
	// bytes to a send helper.
	s.AddTool(mcp.NewTool("create_team"), // want `tool "create_team" performs an HTTP mutation \(gqlapi.Client.CreateTeam, which calls gqlapi.Client.send, which calls gqlapi.Client.post`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.CreateTeam(ctx)
		})
	s.AddTool(mcp.NewTool("list_teams"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.Teams(ctx)
		})
}
