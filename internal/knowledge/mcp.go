package knowledge

// Agent tools: the Model Context Protocol SDKs' registration of a tool and
// its handler. An LLM agent retries a tool call as freely as any client
// retries a request (a timeout, a malformed answer, a re-plan), so a tool
// with a side effect needs a key in its input, like an HTTP create.
//
// A Tool entry registers its Callback argument as a tool's handler. Schema
// names the argument that defines the tool: its name and, for mcp-go, its
// input parameters (mcp.NewTool with With* options). go-sdk's generic
// AddTool infers the input schema from the handler's typed input In. A
// Propagate entry of the SDK's package is an adapter that wraps a handler.

var mcpFuncs = []*Func{
	{Name: "(*github.com/mark3labs/mcp-go/server.MCPServer).AddTool", Roles: []Role{Tool}, Params: []string{"tool", "handler"}, Callback: "handler", Schema: "tool"},
	{Name: "github.com/modelcontextprotocol/go-sdk/mcp.AddTool", Roles: []Role{Tool}, Params: []string{"s", "t", "h"}, Callback: "h", Schema: "t",
		Why: "the handler's input type In is the tool's input schema"},
	{Name: "(*github.com/modelcontextprotocol/go-sdk/mcp.Server).AddTool", Roles: []Role{Tool}, Params: []string{"t", "h"}, Callback: "h", Schema: "t",
		Why: "the untyped registration: t.InputSchema, a raw JSON schema, is the tool's input schema"},
	// mcp-go's adapters from a typed handler to a ToolHandlerFunc: the
	// handler they return calls the one they are given.
	{Name: "github.com/mark3labs/mcp-go/mcp.NewTypedToolHandler", Roles: []Role{Propagate}, Params: []string{"handler"},
		Why: "returns a handler that binds the arguments and calls handler"},
	{Name: "github.com/mark3labs/mcp-go/mcp.NewStructuredToolHandler", Roles: []Role{Propagate}, Params: []string{"handler"},
		Why: "returns a handler that binds the arguments and calls handler"},
}

// A tool's declaration that it only reads (MCP's readOnlyHint): mcp-go's
// option and go-sdk's annotation field, each set to true.
var mcpReadOnly = []*Func{
	{Name: "github.com/mark3labs/mcp-go/mcp.WithReadOnlyHintAnnotation", Roles: []Role{ReadOnly}, Params: []string{"value"},
		Why: "sets the tool's Annotations.ReadOnlyHint to value: true declares that the tool does not modify its environment"},
}

var mcpFields = []*Field{
	{Name: "github.com/modelcontextprotocol/go-sdk/mcp.ToolAnnotations.ReadOnlyHint", Roles: []Role{ReadOnly},
		Why: "true declares that the tool does not modify its environment"},
}
