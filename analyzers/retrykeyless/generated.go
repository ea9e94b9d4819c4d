package retrykeyless

import (
	"github.com/idemlint/idemlint/internal/report"
)

// generatedFact carries retrykeyless's findings in generated code (a
// generated client that retries a mutation) to the first hand-written
// caller, across packages (docs/generated.md).
type generatedFact struct{ report.Generated }
