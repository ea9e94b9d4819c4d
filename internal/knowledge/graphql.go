package knowledge

// GraphQL clients with typed operations: the operation's type is the
// method, not a document the caller writes. A Mutate sends the struct it is
// handed as a mutation, a Query as a query (the libraries build the
// document from the struct's graphql tags), so the method is the verb: a
// mutation is an Effect of kind http, as a team's own client posting a
// mutation document is (internal/summary, graphql-doc), and a query is a
// deliberate negative. Which mutation it is (a create, or an update that
// converges) is in the struct's tags, which are not read: every mutation
// counts, as every PATCH of a team's REST client does.
//
// hasura/go-graphql-client's Exec and ExecRaw take the document as a
// string; they have no entry (what they do is in the text, and a library
// call is not summarized).

const (
	hasuraGraphQL   = "github.com/hasura/go-graphql-client"
	shurcooLGraphQL = "github.com/shurcooL/graphql"
)

var graphqlFuncs = []*Func{
	{Name: "(*" + hasuraGraphQL + ".Client).Mutate", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "m", "variables", "options"},
		Why: "sends m as a GraphQL mutation"},
	{Name: "(*" + hasuraGraphQL + ".Client).MutateRaw", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "m", "variables", "options"},
		Why: "sends m as a GraphQL mutation and returns the raw answer"},
	{Name: "(*" + hasuraGraphQL + ".Client).NamedMutate", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "name", "m", "variables", "options"},
		Why: "sends m as a GraphQL mutation named name"},
	{Name: "(*" + hasuraGraphQL + ".Client).NamedMutateRaw", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "name", "m", "variables", "options"},
		Why: "sends m as a GraphQL mutation named name and returns the raw answer"},
	{Name: "(*" + hasuraGraphQL + ".Client).Query", Roles: []Role{None}, Params: []string{"ctx", "q", "variables", "options"},
		Why: "a GraphQL query reads: its POST changes nothing"},
	{Name: "(*" + hasuraGraphQL + ".Client).QueryRaw", Roles: []Role{None}, Params: []string{"ctx", "q", "variables", "options"},
		Why: "a GraphQL query reads: its POST changes nothing"},
	{Name: "(*" + hasuraGraphQL + ".Client).NamedQuery", Roles: []Role{None}, Params: []string{"ctx", "name", "q", "variables", "options"},
		Why: "a GraphQL query reads: its POST changes nothing"},
	{Name: "(*" + hasuraGraphQL + ".Client).NamedQueryRaw", Roles: []Role{None}, Params: []string{"ctx", "name", "q", "variables", "options"},
		Why: "a GraphQL query reads: its POST changes nothing"},

	{Name: "(*" + shurcooLGraphQL + ".Client).Mutate", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "m", "variables"},
		Why: "sends m as a GraphQL mutation"},
	{Name: "(*" + shurcooLGraphQL + ".Client).Query", Roles: []Role{None}, Params: []string{"ctx", "q", "variables"},
		Why: "a GraphQL query reads: its POST changes nothing"},
}
