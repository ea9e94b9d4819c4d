package graphql

import (
	"context"

	hasura "github.com/hasura/go-graphql-client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	shurcool "github.com/shurcooL/graphql"
)

type createIssue struct {
	IssueCreate struct{ Success bool } `graphql:"issueCreate(input: $input)"`
}

type issues struct {
	Issues struct{ Nodes []struct{ ID string } }
}

// RegisterTyped registers tools over clients whose method is the
// operation's type: Mutate is a mutation, Query a read.
func RegisterTyped(s *server.MCPServer, h *hasura.Client, sc *shurcool.Client) {
	s.AddTool(mcp.NewTool("hasura_create_issue", mcp.WithString("title", mcp.Required())), // want `tool "hasura_create_issue" performs an HTTP mutation \(graphql.Client.Mutate\)`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var m createIssue
			return nil, h.Mutate(ctx, &m, map[string]any{"input": req.GetString("title", "")})
		})
	s.AddTool(mcp.NewTool("hasura_named_create_issue", mcp.WithString("title", mcp.Required())), // want `tool "hasura_named_create_issue" performs an HTTP mutation \(graphql.Client.NamedMutateRaw\)`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var m createIssue
			_, err := h.NamedMutateRaw(ctx, "CreateIssue", &m, map[string]any{"input": req.GetString("title", "")})
			return nil, err
		})
	// Twins: the same client's queries.
	s.AddTool(mcp.NewTool("hasura_issues"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var q issues
			return nil, h.Query(ctx, &q, nil)
		})
	s.AddTool(mcp.NewTool("hasura_named_issues"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var q issues
			_, err := h.NamedQueryRaw(ctx, "Issues", &q, nil)
			return nil, err
		})

	s.AddTool(mcp.NewTool("shurcool_create_issue", mcp.WithString("title", mcp.Required())), // want `tool "shurcool_create_issue" performs an HTTP mutation \(graphql.Client.Mutate\)`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var m createIssue
			return nil, sc.Mutate(ctx, &m, map[string]any{"input": req.GetString("title", "")})
		})
	// Twin: a query.
	s.AddTool(mcp.NewTool("shurcool_issues"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var q issues
			return nil, sc.Query(ctx, &q, nil)
		})
}
