// Package graphqltools registers MCP tools over GraphQL clients: the typed
// clients of hasura/go-graphql-client and shurcooL/graphql, whose method is
// the operation's type, and a team's own client posting a document, which
// the document decides. Each mutation sits beside its query twin.
package graphqltools

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	hasura "github.com/hasura/go-graphql-client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	shurcool "github.com/shurcooL/graphql"
)

type createIssue struct {
	IssueCreate struct {
		Success bool
	} `graphql:"issueCreate(input: $input)"`
}

type issues struct {
	Issues struct {
		Nodes []struct{ ID string }
	}
}

// Client is a team's own GraphQL client.
type Client struct {
	HC       *http.Client
	Endpoint string
}

func (c *Client) execute(ctx context.Context, query string, variables map[string]any) error {
	body, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HC.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(h *hasura.Client, s *shurcool.Client, own *Client) *server.MCPServer {
	srv := server.NewMCPServer("issues", "1.0.0")
	srv.AddTool(mcpgo.NewTool("hasura_create_issue", mcpgo.WithString("title", mcpgo.Required())), // want: agenttool
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			var m createIssue
			return nil, h.Mutate(ctx, &m, map[string]any{"input": req.GetString("title", "")})
		})
	srv.AddTool(mcpgo.NewTool("hasura_issues"),
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			var q issues
			return nil, h.Query(ctx, &q, nil)
		})
	srv.AddTool(mcpgo.NewTool("shurcool_create_issue", mcpgo.WithString("title", mcpgo.Required())), // want: agenttool
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			var m createIssue
			return nil, s.Mutate(ctx, &m, map[string]any{"input": req.GetString("title", "")})
		})
	srv.AddTool(mcpgo.NewTool("shurcool_issues"),
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			var q issues
			return nil, s.Query(ctx, &q, nil)
		})
	srv.AddTool(mcpgo.NewTool("own_create_issue", mcpgo.WithString("title", mcpgo.Required())), // want: agenttool
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			return nil, own.execute(ctx, `mutation CreateIssue($title: String!) { issueCreate(input: {title: $title}) { success } }`,
				map[string]any{"title": req.GetString("title", "")})
		})
	srv.AddTool(mcpgo.NewTool("own_issues"),
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			return nil, own.execute(ctx, "# mutation CreateIssue is above\nquery Issues { issues { nodes { id } } }", nil)
		})
	return srv
}
