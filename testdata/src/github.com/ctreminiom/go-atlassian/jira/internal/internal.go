// Package internal simulates github.com/ctreminiom/go-atlassian/jira/internal for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package internal

import (
	"context"

	model "github.com/ctreminiom/go-atlassian/pkg/infra/models"
)

// IssueADFService provides methods to manage issues in Jira Service Management using the ADF format.
type IssueADFService struct {
	Comment *CommentADFService
}

// CommentADFService provides methods to manage comments on issues in Jira Service Management using the ADF format.
type CommentADFService struct{}

// Add adds a comment to an issue.
func (c *CommentADFService) Add(ctx context.Context, issueKeyOrID string, payload *model.CommentPayloadScheme, expand []string) (*model.IssueCommentScheme, *model.ResponseScheme, error) {
	return &model.IssueCommentScheme{}, &model.ResponseScheme{}, nil
}

// Update edits an issue.
func (i *IssueADFService) Update(ctx context.Context, issueKeyOrId string, notify bool, payload *model.IssueScheme, customFields *model.CustomFields, operations *model.UpdateOperations) (*model.ResponseScheme, error) {
	return &model.ResponseScheme{}, nil
}
