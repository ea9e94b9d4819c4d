// Package monorepo is the monorepo workload of the benchmark: the packages
// of real libraries that monorepo/patterns.txt names, at the versions
// go.mod pins. monorepo.go imports every importable one of them, so that
// go mod tidy keeps what they all need; after editing patterns.txt:
//
//	cd bench && go run . -imports && cd monorepo && go mod tidy
package monorepo
