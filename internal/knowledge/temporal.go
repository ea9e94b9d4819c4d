package knowledge

// go.temporal.io/sdk/client, workflow, activity.

var temporalFuncs = []*Func{}

var temporalFields = []*Field{}
