// Package ghtools defines GitHub tools through the team's generic NewTool,
// which hands its handler the dependencies and returns the bundle of
// another package (inventory.ServerTool); a server registers them in a
// loop. Each tool is judged where it is defined.
package ghtools

import (
	"context"
	"net/http"
	"strings"

	"github.com/google/go-github/v89/github"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"agenttool/bundles/inventory"
)

// Deps gives a handler its clients.
type Deps interface {
	Client(ctx context.Context) (*github.Client, error)
}

type depsKey struct{}

func depsFrom(ctx context.Context) Deps { d, _ := ctx.Value(depsKey{}).(Deps); return d }

// NewTool bundles tool with a handler that receives the dependencies.
func NewTool[In, Out any](tool mcp.Tool, scopes []string, // want NewTool:"toolBundle"
	handler func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error)) inventory.ServerTool {
	st := inventory.NewServerTool(tool, func(ctx context.Context, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error) {
		return handler(ctx, depsFrom(ctx), req, args)
	})
	st.Scopes = scopes
	return st
}

// comment posts a new comment on every call.
func comment(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	gh, err := deps.Client(ctx)
	if err != nil {
		return nil, nil, err
	}
	body, _ := args["body"].(string)
	_, _, err = gh.Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{Body: &body})
	return nil, nil, err
}

// AddIssueComment posts a new comment on every call.
func AddIssueComment() inventory.ServerTool {
	return NewTool(mcp.Tool{ // want `tool "add_issue_comment" performs an HTTP mutation \(github.IssuesService.CreateComment\) and its input has no idempotency key`
		Name: "add_issue_comment",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"owner": {Type: "string"},
				"body":  {Type: "string"},
			},
		},
	}, []string{"repo"}, comment)
}

// CreateBranch creates a ref named by the caller: a retry is refused with
// "Reference already exists". Same bundle, no effect without a key.
func CreateBranch() inventory.ServerTool {
	return NewTool(mcp.Tool{
		Name: "create_branch",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"branch": {Type: "string"}},
		},
	}, []string{"repo"}, func(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		gh, err := deps.Client(ctx)
		if err != nil {
			return nil, nil, err
		}
		branch, _ := args["branch"].(string)
		_, _, err = gh.Git.CreateRef(ctx, "o", "r", github.CreateRef{Ref: "refs/heads/" + branch})
		return nil, nil, err
	})
}

// CommentKeyed declares a key in its schema and drops it.
func CommentKeyed() inventory.ServerTool {
	return NewTool(mcp.Tool{ // want `tool "comment_keyed" declares an idempotency key but its handler never passes it`
		Name: "comment_keyed",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"body":            {Type: "string"},
				"idempotency_key": {Type: "string"},
			},
		},
	}, nil, comment)
}

// Search posts a search (a POST that reads) and declares itself
// read-only in its annotations.
func Search() inventory.ServerTool {
	return NewTool(mcp.Tool{
		Name:        "search_code",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
		InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"q": {Type: "string"}}},
	}, nil, search)
}

// SearchUndeclared is the same tool without the annotation.
func SearchUndeclared() inventory.ServerTool {
	return NewTool(mcp.Tool{ // want `tool "search_undeclared" performs an HTTP mutation \(http.Post\)`
		Name:        "search_undeclared",
		Annotations: &mcp.ToolAnnotations{Title: "search"},
		InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"q": {Type: "string"}}},
	}, nil, search)
}

// CommentReadOnly declares itself read-only but posts a comment.
func CommentReadOnly() inventory.ServerTool {
	return NewTool(mcp.Tool{ // want `tool "comment_read_only" performs an HTTP mutation \(github.IssuesService.CreateComment\)`
		Name:        "comment_read_only",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
		InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"body": {Type: "string"}}},
	}, nil, comment)
}

func search(ctx context.Context, _ Deps, _ *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	q, _ := args["q"].(string)
	resp, err := http.Post("http://api/search", "text/plain", strings.NewReader(q))
	if err != nil {
		return nil, nil, err
	}
	return nil, resp.Status, resp.Body.Close()
}

// Described passes a handler to a function that returns only the tool:
// no bundle is made, nothing is registered here.
func Described() mcp.Tool {
	return inventory.Describe(mcp.Tool{Name: "comment_described"}, func(ctx context.Context, _ *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		_, _, err := (&github.Client{}).Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{})
		return nil, nil, err
	})
}

// Register registers every bundled tool.
func Register(s *mcp.Server) {
	for _, st := range []inventory.ServerTool{AddIssueComment(), CreateBranch(), CommentKeyed()} {
		st.RegisterFunc(s, nil)
	}
}
