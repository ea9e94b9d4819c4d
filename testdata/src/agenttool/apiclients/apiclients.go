// Package apiclients registers tools that act through third-party API
// clients (go-github, slack-go, go-atlassian, incident-go), as MCP servers
// do. Each call that makes a new object per request sits beside a call of
// the same client keyed by a natural key or converging on a retry.
package apiclients

import (
	"context"

	"github.com/ctreminiom/go-atlassian/jira/v3"
	model "github.com/ctreminiom/go-atlassian/pkg/infra/models"
	"github.com/google/go-github/v89/github"
	incident "github.com/grafana/incident-go"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/slack-go/slack"
)

type Tools struct {
	GH    *github.Client
	Slack *slack.Client
	Jira  *v3.Client
	IC    *incident.Client
}

func (t *Tools) Register(s *server.MCPServer) {
	// go-github: a comment, an issue and a gist are new on every call.
	s.AddTool(mcp.NewTool("add_issue_comment", // want `tool "add_issue_comment" performs an HTTP mutation \(github.IssuesService.CreateComment\) and its input has no idempotency key`
		mcp.WithString("body", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body := req.GetString("body", "")
		_, _, err := t.GH.Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{Body: &body})
		return nil, err
	})
	s.AddTool(mcp.NewTool("create_issue", // want `tool "create_issue" performs an HTTP mutation \(github.IssuesService.Create\)`
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		title := req.GetString("title", "")
		_, _, err := t.GH.Issues.Create(ctx, "o", "r", &github.IssueRequest{Title: &title})
		return nil, err
	})
	s.AddTool(mcp.NewTool("create_gist", // want `tool "create_gist" performs an HTTP mutation \(github.GistsService.Create\)`
		mcp.WithString("description"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		d := req.GetString("description", "")
		_, _, err := t.GH.Gists.Create(ctx, github.CreateGistRequest{Description: &d})
		return nil, err
	})
	// Twins: GitHub keys a pull request by its head and base, a ref by
	// its name; a retry is refused.
	s.AddTool(mcp.NewTool("create_pull_request",
		mcp.WithString("head", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		head := req.GetString("head", "")
		_, _, err := t.GH.PullRequests.Create(ctx, "o", "r", &github.NewPullRequest{Head: &head})
		return nil, err
	})
	s.AddTool(mcp.NewTool("create_branch",
		mcp.WithString("branch", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := t.GH.Git.CreateRef(ctx, "o", "r", github.CreateRef{Ref: "refs/heads/" + req.GetString("branch", "")})
		return nil, err
	})

	// slack-go: a posted message is a notification; a reaction is keyed
	// by user, emoji and message.
	s.AddTool(mcp.NewTool("post_message", // want `tool "post_message" performs a notification \(slack.Client.PostMessageContext\)`
		mcp.WithString("text", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := t.Slack.PostMessageContext(ctx, "C1", slack.MsgOptionText(req.GetString("text", ""), false))
		return nil, err
	})
	s.AddTool(mcp.NewTool("add_reaction",
		mcp.WithString("emoji", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, t.Slack.AddReactionContext(ctx, req.GetString("emoji", ""), slack.ItemRef{Channel: "C1", Timestamp: "1"})
	})

	// go-atlassian: a comment is new on every call; an update converges.
	s.AddTool(mcp.NewTool("jira_add_comment", // want `tool "jira_add_comment" performs an HTTP mutation \(internal.CommentADFService.Add\)`
		mcp.WithString("issue_key", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := t.Jira.Issue.Comment.Add(ctx, req.GetString("issue_key", ""), &model.CommentPayloadScheme{}, nil)
		return nil, err
	})
	s.AddTool(mcp.NewTool("jira_update_issue",
		mcp.WithString("issue_key", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := t.Jira.Issue.Update(ctx, req.GetString("issue_key", ""), true, &model.IssueScheme{}, nil, nil)
		return nil, err
	})

	// incident-go: declaring an incident is new on every call; setting
	// its status converges.
	s.AddTool(mcp.NewTool("create_incident", // want `tool "create_incident" performs an HTTP mutation \(incident.IncidentsService.CreateIncident\)`
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := incident.NewIncidentsService(t.IC).CreateIncident(ctx, incident.CreateIncidentRequest{Title: req.GetString("title", "")})
		return nil, err
	})
	s.AddTool(mcp.NewTool("update_incident_status",
		mcp.WithString("id", mcp.Required()),
		mcp.WithString("status", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := incident.NewIncidentsService(t.IC).UpdateStatus(ctx, incident.UpdateStatusRequest{IncidentID: req.GetString("id", ""), Status: req.GetString("status", "")})
		return nil, err
	})
}
