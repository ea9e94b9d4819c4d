package entrypoint

import (
	"go/types"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// ToolTypes returns the types of the tool definitions that the knowledge's
// registrations take as their Schema argument, pointer or not (go-sdk's
// mcp.Tool, mcp-go's mcp.Tool), among the packages pkg imports: a value of
// one is an agent tool's definition wherever it is passed.
func ToolTypes(sum *summary.Result, pkg *types.Package) map[*types.TypeName]bool {
	out := make(map[*types.TypeName]bool)
	resolveEntries(sum, importsOf(pkg), func(e *knowledge.Func) bool {
		return e.Has(knowledge.Tool) && e.Schema != ""
	}, func(e *knowledge.Func, fn *types.Func) {
		ps := fn.Type().(*types.Signature).Params()
		if i := e.Index(e.Schema); i >= 0 && i < ps.Len() {
			addNamed(out, ps.At(i).Type())
		}
	})
	return out
}
