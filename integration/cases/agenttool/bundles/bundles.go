// Package bundles bundles tools with their handlers in the team's own
// constructors over the real SDKs, as github-mcp-server (go-sdk, a
// ServerTool registered later) and mcp-grafana (mcp-go, a schema reflected
// from a typed handler called through reflect) do. Each tool is judged
// where the bundle is made.
package bundles

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"strings"

	"github.com/google/go-github/v89/github"
	incident "github.com/grafana/incident-go"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// go-sdk: a tool and a maker of its handler, registered by a method.

type ServerTool struct {
	Tool        mcp.Tool
	HandlerFunc func(deps any) mcp.ToolHandler
}

func NewServerTool[In, Out any](tool mcp.Tool, handler mcp.ToolHandlerFor[In, Out]) ServerTool {
	return ServerTool{Tool: tool, HandlerFunc: func(any) mcp.ToolHandler {
		return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				return nil, err
			}
			res, _, err := handler(ctx, req, in)
			return res, err
		}
	}}
}

func (st *ServerTool) Register(s *mcp.Server) {
	tool := st.Tool
	s.AddTool(&tool, st.HandlerFunc(nil))
}

type CommentIn struct {
	Body string `json:"body"`
}

func GitHubTools(gh *github.Client) []ServerTool {
	comment := func(ctx context.Context, _ *mcp.CallToolRequest, in CommentIn) (*mcp.CallToolResult, any, error) {
		_, _, err := gh.Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{Body: &in.Body})
		return nil, nil, err
	}
	search := func(ctx context.Context, _ *mcp.CallToolRequest, in CommentIn) (*mcp.CallToolResult, any, error) {
		resp, err := http.Post("https://api.example.com/search", "text/plain", strings.NewReader(in.Body))
		if err != nil {
			return nil, nil, err
		}
		return nil, nil, resp.Body.Close()
	}
	return []ServerTool{
		NewServerTool(mcp.Tool{Name: "add_issue_comment"}, comment), // want: agenttool
		NewServerTool(mcp.Tool{Name: "search", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, search),
	}
}

// mcp-go: a typed handler whose input struct is the schema.

type Tool struct {
	Tool    mcpgo.Tool
	Handler server.ToolHandlerFunc
}

func (t *Tool) Register(s *server.MCPServer) { s.AddTool(t.Tool, t.Handler) }

func MustTool[T, R any](name, description string, handler func(context.Context, T) (R, error), options ...mcpgo.ToolOption) Tool {
	hv := reflect.ValueOf(handler)
	h := func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		b, err := json.Marshal(req.GetArguments())
		if err != nil {
			return nil, err
		}
		in := reflect.New(hv.Type().In(1))
		if err := json.Unmarshal(b, in.Interface()); err != nil {
			return nil, err
		}
		hv.Call([]reflect.Value{reflect.ValueOf(ctx), in.Elem()})
		return mcpgo.NewToolResultText("ok"), nil
	}
	t := mcpgo.Tool{Name: name, Description: description}
	for _, o := range options {
		o(&t)
	}
	return Tool{Tool: t, Handler: h}
}

var ic = incident.NewIncidentsService(incident.NewClient("https://grafana.example.com", "token"))

type IncidentIn struct {
	Title string `json:"title"`
}

func createIncident(ctx context.Context, in IncidentIn) (string, error) {
	res, err := ic.CreateIncident(ctx, incident.CreateIncidentRequest{Title: in.Title})
	if err != nil {
		return "", err
	}
	return res.Incident.IncidentID, nil
}

func query(ctx context.Context, in IncidentIn) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://grafana.example.com/api/ds/query", strings.NewReader(in.Title))
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	return resp.Status, resp.Body.Close()
}

var (
	CreateIncident = MustTool("create_incident", "declare an incident", createIncident) // want: agenttool
	Query          = MustTool("query", "run a query", query, mcpgo.WithReadOnlyHintAnnotation(true))
)
