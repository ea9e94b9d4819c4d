// Package v3 simulates github.com/ctreminiom/go-atlassian/jira/v3 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package v3

import "github.com/ctreminiom/go-atlassian/jira/internal"

// Client is the Jira Cloud REST API v3 client.
type Client struct {
	Issue *internal.IssueADFService
}
