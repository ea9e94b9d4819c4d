package knowledge

// github.com/google/go-github/v89: the REST client that GitHub's own MCP
// server and most GitHub bots act through.
//
// The GitHub API takes no idempotency key. A call that makes a new object
// on every request (an issue, a comment, a gist, a workflow run) is an
// Effect of kind http: a retry after a lost response makes a second one.
// A call keyed by a name GitHub keeps unique, or by a precondition, is a
// deliberate negative: the retry is refused or lands on the same object.
// Updates (Edit, Update) are absolute and converge; they have no entry.
//
// Described at one major version, as stripe-go is: the import path holds
// the major (v89), and another major is another table. The entries are
// proven against v89.0.0; github-mcp-server pins a later v89 pseudo-version
// whose Issues.Create and PullRequests.Create take their request by value,
// with the same names and parameters, so the same entries hold there.

const goGitHub = "github.com/google/go-github/v89/github"

var githubFuncs = []*Func{
	// A new object per call.
	{Name: "(*" + goGitHub + ".IssuesService).Create", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "body"},
		Why: "files a new issue with the next number on every call"},
	{Name: "(*" + goGitHub + ".IssuesService).CreateComment", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "number", "body"},
		Why: "posts a new comment on every call"},
	{Name: "(*" + goGitHub + ".GistsService).Create", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "body"},
		Why: "creates a new gist with a new ID on every call"},
	{Name: "(*" + goGitHub + ".GistsService).CreateComment", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "gistID", "body"},
		Why: "posts a new comment on every call"},
	{Name: "(*" + goGitHub + ".PullRequestsService).CreateComment", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "number", "body"},
		Why: "posts a new review comment on every call"},
	{Name: "(*" + goGitHub + ".PullRequestsService).CreateCommentInReplyTo", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "number", "body", "commentID"},
		Why: "posts a new reply on every call"},
	{Name: "(*" + goGitHub + ".RepositoriesService).CreateComment", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "sha", "body"},
		Why: "posts a new commit comment on every call"},
	{Name: "(*" + goGitHub + ".ActionsService).CreateWorkflowDispatchEventByID", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "workflowID", "body"},
		Why: "starts a new workflow run on every call"},
	{Name: "(*" + goGitHub + ".ActionsService).CreateWorkflowDispatchEventByFileName", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "owner", "repo", "workflowFileName", "body"},
		Why: "starts a new workflow run on every call"},

	// Keyed by a natural key GitHub enforces, or by a precondition.
	{Name: "(*" + goGitHub + ".PullRequestsService).Create", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "body"},
		Why: "GitHub refuses a second open pull request for the same head and base (422): the head branch is the key"},
	{Name: "(*" + goGitHub + ".GitService).CreateRef", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "body"},
		Why: "the ref name is the key: a retry gets 422 Reference already exists"},
	{Name: "(*" + goGitHub + ".RepositoriesService).Create", Roles: []Role{None}, Params: []string{"ctx", "org", "repo"},
		Why: "a repository name is unique per owner: a retry gets 422 name already exists"},
	{Name: "(*" + goGitHub + ".RepositoriesService).CreateFile", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "path", "body"},
		Why: "a PUT of the file at its path: a retried create of an existing path is refused (422) unless it names the blob SHA"},
	{Name: "(*" + goGitHub + ".RepositoriesService).UpdateFile", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "path", "body"},
		Why: "a PUT with the blob SHA as precondition: a retried update is refused with 409"},
	{Name: "(*" + goGitHub + ".RepositoriesService).CreateFork", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "body"},
		Why: "one fork per repository and owner: a retry returns the existing fork"},
	{Name: "(*" + goGitHub + ".RepositoriesService).CreateStatus", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "ref", "status"},
		Why: "the latest status per commit and context wins: a retry converges"},
	{Name: "(*" + goGitHub + ".ReactionsService).CreateIssueReaction", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "number", "content"},
		Why: "one reaction per user and content: a retry returns the existing reaction (200)"},
	{Name: "(*" + goGitHub + ".ReactionsService).CreateIssueCommentReaction", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "id", "content"},
		Why: "one reaction per user and content: a retry returns the existing reaction (200)"},
	{Name: "(*" + goGitHub + ".ReactionsService).CreatePullRequestCommentReaction", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "id", "content"},
		Why: "one reaction per user and content: a retry returns the existing reaction (200)"},
	{Name: "(*" + goGitHub + ".SubIssueService).Add", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "issueNumber", "body"},
		Why: "an issue has at most one parent: a retried add is refused (422)"},
	{Name: "(*" + goGitHub + ".IssuesService).AddBlockedBy", Roles: []Role{None}, Params: []string{"ctx", "owner", "repo", "issueNumber", "body"},
		Why: "a dependency between two issues exists once: a retried add is refused"},
}
