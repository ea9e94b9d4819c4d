// Package github simulates github.com/google/go-github/v89/github for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package github

import "context"

// Client manages communication with the GitHub API.
type Client struct {
	Gists        *GistsService
	Git          *GitService
	Issues       *IssuesService
	PullRequests *PullRequestsService
}

type service struct {
	client *Client
}

// Response is a GitHub API response.
type Response struct{}

// IssuesService handles communication with the issue related methods of the GitHub API.
type IssuesService service

// GistsService handles communication with the Gist related methods of the GitHub API.
type GistsService service

// PullRequestsService handles communication with the pull request related methods of the GitHub API.
type PullRequestsService service

// GitService handles communication with the git data related methods of the GitHub API.
type GitService service

// Issue represents a GitHub issue on a repository.
type Issue struct {
	Number *int `json:"number,omitempty"`
}

// IssueRequest represents a request to create/edit an issue.
type IssueRequest struct {
	Title *string `json:"title,omitempty"`
	Body  *string `json:"body,omitempty"`
}

// IssueComment represents a comment left on an issue.
type IssueComment struct {
	Body *string `json:"body,omitempty"`
}

// Gist represents a GitHub's gist.
type Gist struct {
	ID *string `json:"id,omitempty"`
}

// CreateGistRequest represents the input for creating a gist.
type CreateGistRequest struct {
	Description *string `json:"description,omitempty"`
	Public      *bool   `json:"public,omitempty"`
}

// PullRequest represents a GitHub pull request on a repository.
type PullRequest struct {
	Number *int `json:"number,omitempty"`
}

// NewPullRequest represents a new pull request to be created.
type NewPullRequest struct {
	Title *string `json:"title,omitempty"`
	Head  *string `json:"head,omitempty"`
}

// Reference represents a GitHub reference.
type Reference struct {
	Ref *string `json:"ref"`
}

// CreateRef represents the payload for creating a reference.
type CreateRef struct {
	Ref string `json:"ref"`
	SHA string `json:"sha"`
}

// Create a new issue on the specified repository.
func (s *IssuesService) Create(ctx context.Context, owner, repo string, body *IssueRequest) (*Issue, *Response, error) {
	return &Issue{}, &Response{}, nil
}

// CreateComment creates a new comment on the specified issue.
func (s *IssuesService) CreateComment(ctx context.Context, owner, repo string, number int, body *IssueComment) (*IssueComment, *Response, error) {
	return &IssueComment{}, &Response{}, nil
}

// Create a gist for authenticated user.
func (s *GistsService) Create(ctx context.Context, body CreateGistRequest) (*Gist, *Response, error) {
	return &Gist{}, &Response{}, nil
}

// Create a new pull request on the specified repository.
func (s *PullRequestsService) Create(ctx context.Context, owner, repo string, body *NewPullRequest) (*PullRequest, *Response, error) {
	return &PullRequest{}, &Response{}, nil
}

// CreateRef creates a new ref in a repository.
func (s *GitService) CreateRef(ctx context.Context, owner, repo string, body CreateRef) (*Reference, *Response, error) {
	return &Reference{}, &Response{}, nil
}
