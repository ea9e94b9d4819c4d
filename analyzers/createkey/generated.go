package createkey

import (
	"github.com/idemlint/idemlint/internal/report"
)

// generatedFact carries createkey's findings in generated code to the
// first hand-written caller, across packages (docs/generated.md): the
// wiring wire generates (wire_gen.go) is where an endpoint meets the value
// that creates, and nobody edits it, so the finding is reported where the
// service calls the generated injector, with the endpoint as related
// information.
type generatedFact struct{ report.Generated }
