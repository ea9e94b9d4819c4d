// Package sweep is idemlint's crash-free sweep: it runs the whole suite,
// with every package summarized (analyze-dependencies: true), over the
// standard library and over every package of the real libraries that the
// integration and bench modules pull in, and fails on any panic, any
// analyzer error or load error, and, through `go vet -vettool`, where the
// checker gob-encodes facts, on any fact that fails to encode.
//
// It is a module of its own, without dependencies, so that `go test ./...`
// at the root does not run it. scripts/test.d/sweep.sh does:
//
//	cd sweep && go test -timeout 60m -v .
//
// It takes minutes, not hours: see docs/performance.md for its run time.
package sweep
