package inject

import (
	"go/token"
	"testing"
)

// TestRelated finds the injected call's place in the driver's file set
// when the file is there, and gives nothing otherwise (go vet's file set
// holds the wiring package's own files only).
func TestRelated(t *testing.T) {
	fset := token.NewFileSet()
	f := fset.AddFile("/src/svc/consumer/consumer.go", -1, 100)
	f.SetLines([]int{0, 10, 20, 30})
	it := Injection{At: "consumer.go:3", Path: "/src/svc/consumer/consumer.go"}
	rel := Related(fset, it, "checked here")
	if len(rel) != 1 {
		t.Fatalf("Related = %v, want one place", rel)
	}
	if got := fset.Position(rel[0].Pos); got.Filename != it.Path || got.Line != 3 || rel[0].Message != "checked here" {
		t.Errorf("Related at %v %q, want %s:3 \"checked here\"", got, rel[0].Message, it.Path)
	}
	for _, bad := range []Injection{
		{At: "consumer.go:3", Path: "/src/svc/other/consumer.go"}, // not in the file set
		{At: "consumer.go:3"},                // a fact of an older version
		{At: "consumer.go:9", Path: it.Path}, // past the file's end
		{At: "consumer.go", Path: it.Path},   // no line
	} {
		if rel := Related(fset, bad, "x"); rel != nil {
			t.Errorf("Related(%+v) = %v, want nil", bad, rel)
		}
	}
}
