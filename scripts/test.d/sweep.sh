#!/usr/bin/env bash
# Crash-free sweep (issue 10, item 1): the whole suite, every package
# summarized, over std and the real libraries of the integration and bench
# modules, in the CLI and under go vet -vettool (facts gob-encoded). Fails
# on any panic, analyzer error, load error or fact that does not encode.
# A few minutes on 2 cores; see docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/../../sweep"
go vet ./...
go test -count=1 -timeout 60m -v .
