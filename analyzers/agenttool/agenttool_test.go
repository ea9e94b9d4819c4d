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
