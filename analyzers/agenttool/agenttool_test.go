package agenttool_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/agenttool"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestMCPGo: mark3labs/mcp-go tools (mcp.NewTool with With* parameters):
// a payment and a notification with no key, a key declared and dropped,
// beside a key forwarded to stripe, a key claimed before the charge, a
// read-only tool and a description that only mentions a key.
func TestMCPGo(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/mcpgo")
}

// TestGoSDK: go-sdk tools whose typed input is the schema.
func TestGoSDK(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/gosdk")
}

// TestAPIClients: tools acting through go-github, slack-go, go-atlassian
// and incident-go, whose creates the knowledge describes, beside the same
// clients' calls keyed by a natural key or converging on a retry.
func TestAPIClients(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/apiclients")
}

// TestCrossPackage: handlers, handler constructors, tool definitions and a
// registration wrapper declared in one package and registered in another.
func TestCrossPackage(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/crosspkg")
}

// TestWrappers: a team's own wrappers over AddTool (a method, a local
// closure) and mcp-go's NewTypedToolHandler adapter.
func TestWrappers(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/wrappers")
}

// TestGoSDKRaw: go-sdk's untyped Server.AddTool, whose raw JSON schema's
// property names are the tool's parameters.
func TestGoSDKRaw(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/gosdkraw")
}

// TestRPCPost: a read tool through an RPC client whose every method is a
// POST (Slack's Web API) is silent, beside a tool through a POST-only
// client whose method names its endpoint.
func TestRPCPost(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/rpcpost")
}

// TestGraphQL: tools over a team's GraphQL client whose every operation is
// a POST to one endpoint: a mutation document is an HTTP mutation, a query
// (a shorthand, one after a comment naming a mutation) is a read.
func TestGraphQL(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()), "agenttool/graphql")
}

// TestBundles: tools bundled with their handlers by the team's own
// constructors (github-mcp-server's NewTool over inventory.ServerTool,
// mcp-grafana's MustTool over a reflected schema) and registered later
// through the bundle's fields, beside helpers that take a tool and a
// handler but bundle nothing.
func TestBundles(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), agenttool.New(agenttool.DefaultConfig()),
		"agenttool/bundles/inventory", "agenttool/bundles/ghtools", "agenttool/bundles/mcpg", "agenttool/bundles/gtools")
}
