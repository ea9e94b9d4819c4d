// Package mcpg makes mcp-go tools from typed handlers, as mcp-grafana's
// MustTool does: the tool's schema is reflected from the handler's input
// struct and the handler is called through reflect.
package mcpg

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a tool's definition and its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to s.
func (t *Tool) Register(s *server.MCPServer) { // want Register:"toolRegistration"
	s.AddTool(t.Tool, t.Handler)
}

// HandlerFunc is a typed handler: T is the tool's input.
type HandlerFunc[T, R any] = func(ctx context.Context, request T) (R, error)

// ConvertTool makes the tool name from handler, whose input struct is its
// schema.
func ConvertTool[T, R any](name, description string, handler HandlerFunc[T, R], options ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc, error) { // want ConvertTool:"toolBundle"
	hv := reflect.ValueOf(handler)
	if hv.Type().NumIn() != 2 {
		return mcp.Tool{}, nil, errors.New("a handler takes a context and its input")
	}
	h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := json.Marshal(req.GetArguments())
		if err != nil {
			return nil, err
		}
		in := reflect.New(hv.Type().In(1))
		if err := json.Unmarshal(b, in.Interface()); err != nil {
			return nil, err
		}
		out := hv.Call([]reflect.Value{reflect.ValueOf(ctx), in.Elem()})
		if err, _ := out[1].Interface().(error); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	}
	t := mcp.Tool{Name: name, Description: description}
	for _, o := range options {
		o(&t)
	}
	return t, h, nil
}

// MustTool is ConvertTool for a package-level definition.
func MustTool[T, R any](name, description string, handler HandlerFunc[T, R], options ...mcp.ToolOption) Tool { // want MustTool:"toolBundle"
	t, h, err := ConvertTool(name, description, handler, options...)
	if err != nil {
		panic(err)
	}
	return Tool{Tool: t, Handler: h}
}

// Title is a helper that takes a name and a handler but makes no tool:
// it returns the name and the handler's input type's name.
func Title[T, R any](name string, handler HandlerFunc[T, R]) (string, func(context.Context, T) (R, error)) {
	return name + " (" + reflect.TypeOf(handler).String() + ")", handler
}
