package knowledge

// github.com/ctreminiom/go-atlassian (v1.x): the Jira Cloud REST client,
// its v3 (ADF) services, reached as jira/v3's Client.Issue.
//
// Jira takes no idempotency key. Creating an issue, adding a comment or a
// worklog makes a new object on every call: an Effect of kind http. Update
// is a PUT of the given fields and converges; Move (a transition) moves
// the issue to a status, and a repeat is refused from the new status or
// lands in the same one. Both are deliberate negatives.

const goAtlassianJira = "github.com/ctreminiom/go-atlassian/jira/internal"

var jiraFuncs = []*Func{
	{Name: "(*" + goAtlassianJira + ".IssueADFService).Create", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "payload", "customFields"},
		Why: "files a new issue with the next key on every call"},
	{Name: "(*" + goAtlassianJira + ".IssueADFService).Creates", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "payload"},
		Why: "files new issues in bulk on every call"},
	{Name: "(*" + goAtlassianJira + ".CommentADFService).Add", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "issueKeyOrID", "payload", "expand"},
		Why: "adds a new comment on every call"},
	{Name: "(*" + goAtlassianJira + ".WorklogADFService).Add", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "issueKeyOrID", "payload", "options"},
		Why: "logs the time again on every call"},

	{Name: "(*" + goAtlassianJira + ".IssueADFService).Update", Roles: []Role{None}, Params: []string{"ctx", "issueKeyOrId", "notify", "payload", "customFields", "operations"},
		Why: "a PUT of the given fields: a repeat converges"},
	{Name: "(*" + goAtlassianJira + ".IssueADFService).Move", Roles: []Role{None}, Params: []string{"ctx", "issueKeyOrId", "transitionId", "options"},
		Why: "a transition to a status: a repeat is refused from the new status or lands in the same one"},
}
