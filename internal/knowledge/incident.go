package knowledge

// github.com/grafana/incident-go: the Grafana Incident API client.
//
// The API takes no idempotency key. CreateIncident declares a new incident
// (and pages its responders) on every call, AddActivity appends a new item
// to an incident's timeline: Effects of kind http. The Update* methods set
// a field to the given value and converge: deliberate negatives.

const incidentGo = "github.com/grafana/incident-go"

var incidentFuncs = []*Func{
	{Name: "(*" + incidentGo + ".IncidentsService).CreateIncident", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "r"},
		Why: "declares a new incident on every call"},
	{Name: "(*" + incidentGo + ".ActivityService).AddActivity", Roles: []Role{Effect}, Effect: KindHTTP, Params: []string{"ctx", "r"},
		Why: "appends a new timeline item on every call"},

	{Name: "(*" + incidentGo + ".IncidentsService).UpdateStatus", Roles: []Role{None}, Params: []string{"ctx", "r"},
		Why: "sets the status to the given value: a repeat converges"},
	{Name: "(*" + incidentGo + ".IncidentsService).UpdateSeverity", Roles: []Role{None}, Params: []string{"ctx", "r"},
		Why: "sets the severity to the given value: a repeat converges"},
	{Name: "(*" + incidentGo + ".IncidentsService).UpdateTitle", Roles: []Role{None}, Params: []string{"ctx", "r"},
		Why: "sets the title to the given value: a repeat converges"},
}
