// Package apiclients: API clients' calls under a retry. A create that
// makes a new object per call (go-github's Issues.CreateComment) is
// reported, and not as a net/http POST: the GitHub API takes no key. A
// pull request keyed by its head branch is not.
package apiclients

import (
	"context"
	"time"

	"github.com/google/go-github/v89/github"
)

func commentLoop(ctx context.Context, gh *github.Client, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // retried here
		_, _, err = gh.Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{Body: &body}) // want `github.IssuesService.CreateComment is retried in a retry loop though the API takes no idempotency key; a timeout after the server created the object creates a second one; look the object up before trying again, or keep the create out of the retry`
		if err == nil {
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}

// Twin: GitHub refuses a second open pull request for the same head and
// base, so the retry cannot open two.
func pullRequestLoop(ctx context.Context, gh *github.Client, head string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = gh.PullRequests.Create(ctx, "o", "r", &github.NewPullRequest{Head: &head})
		if err == nil {
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}
