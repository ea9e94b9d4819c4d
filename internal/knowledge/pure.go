package knowledge

import (
	"go/types"
	"sort"
)

// Pure is a package whose functions, methods and interfaces change nothing
// outside the process: they format, encode, decode, log or count. A call
// into one is never an effect, and an interface it declares (a logger's,
// a metric's) is never taken for a message's processing when a call
// through it stays unresolved. The list is short on purpose: a package
// joins it only when none of its calls can write to a store, a broker or
// the network on behalf of a handler.
type Pure struct {
	Path string
	Why  string
}

var purePackages = []Pure{
	{Path: "bytes", Why: "byte-slice manipulation"},
	{Path: "encoding/base32", Why: "encoding"},
	{Path: "encoding/base64", Why: "encoding"},
	{Path: "encoding/hex", Why: "encoding"},
	{Path: "encoding/json", Why: "encoding and decoding in memory (an Encoder writes to the io.Writer it is given, which is resolved on its own)"},
	{Path: "errors", Why: "error values"},
	{Path: "fmt", Why: "formatting; Fprint* writes to the io.Writer it is given, a local buffer or a log stream in handlers"},
	{Path: "log", Why: "logging to the process's log stream"},
	{Path: "log/slog", Why: "structured logging; a Handler is the process's log sink"},
	{Path: "sort", Why: "sorting in memory"},
	{Path: "strconv", Why: "conversions"},
	{Path: "strings", Why: "string manipulation"},
	{Path: "github.com/prometheus/client_golang/prometheus", Why: "metrics counted in process and scraped later; a duplicate observation is no business effect"},
}

var pure = func() map[string]*Pure {
	m := make(map[string]*Pure, len(purePackages))
	for i := range purePackages {
		m[purePackages[i].Path] = &purePackages[i]
	}
	return m
}()

// PurePackages returns the pure packages, sorted by path.
func PurePackages() []Pure {
	out := append([]Pure(nil), purePackages...)
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// IsPurePackage reports whether path is a pure package.
func IsPurePackage(path string) bool { return pure[path] != nil }

// IsPure reports whether fn, a function or a method (of a concrete type or
// an interface), is declared in a pure package.
func IsPure(fn *types.Func) bool {
	return fn != nil && fn.Pkg() != nil && IsPurePackage(fn.Origin().Pkg().Path())
}
