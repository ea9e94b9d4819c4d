// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package agenttool defines an Analyzer that reports agent tools with a side
effect and no idempotency key reaching it.

# Analyzer agenttool

agenttool: report agent tools with an effect and no key reaching it

An LLM agent retries a tool call as freely as any client retries a request:
the call timed out, the answer did not parse, the model re-planned and
called the same tool again. A tool whose handler charges a card, publishes
a message, writes a row, sends an email or makes a mutating HTTP call
repeats that effect on every retry unless its input carries a key the
agent sets once per intended action and the handler passes that key to
the effect or to a dedup claim. The tool's input schema is the contract
the agent reads: a key that is not in it is never sent.

agenttool reads the tools registered with the Model Context Protocol SDKs
(github.com/mark3labs/mcp-go: server.MCPServer.AddTool with an mcp.NewTool
built from With* parameter options; github.com/modelcontextprotocol/go-sdk:
the generic mcp.AddTool whose typed input struct is the schema) and
reports, at the registration:

  - a tool whose handler performs an effect (by the summaries of what it
    calls, across packages) and whose input declares no parameter named
    like an idempotency key or request ID (category no-key);
  - a tool that declares one, but whose handler never passes it to the
    key of an effect (stripe's SetIdempotencyKey, a message ID) or to a
    dedup check or claim (INSERT … ON CONFLICT DO NOTHING, SET NX)
    (category key-unused).

The handler may be declared in another package (a function, a method, or
the handler a constructor returns), wrapped by mcp-go's NewTypedToolHandler,
and registered through the team's own wrapper over AddTool (a function or
closure whose parameters reach it as tool and handler): facts carry them
across packages. Read-only tools are not reported.
*/
package agenttool
