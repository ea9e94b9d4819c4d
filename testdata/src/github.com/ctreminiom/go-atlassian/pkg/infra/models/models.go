// Package models simulates github.com/ctreminiom/go-atlassian/pkg/infra/models for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package models

// CommentPayloadScheme represents the payload of a comment.
type CommentPayloadScheme struct{}

// IssueCommentScheme represents a comment on an issue.
type IssueCommentScheme struct {
	ID string `json:"id,omitempty"`
}

// IssueScheme represents an issue in Jira.
type IssueScheme struct {
	ID  string `json:"id,omitempty"`
	Key string `json:"key,omitempty"`
}

// CustomFields represents a collection of custom fields.
type CustomFields struct{ Fields []map[string]interface{} }

// UpdateOperations represents a collection of update operations.
type UpdateOperations struct{ Fields []map[string]interface{} }

// ResponseScheme represents the response from an HTTP request.
type ResponseScheme struct {
	Code int
}
