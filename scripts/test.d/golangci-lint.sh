#!/usr/bin/env bash
# golangci-lint end to end: builds golangci-lint v2.15.0 with idemlint's
# module plugin (gclplugin/cmd/custom-gcl, its own module, through the Go
# module proxy only) and runs it on gclplugin/testdata/sample: findings
# under idemlint, //nolint:idemlint, settings errors, --fix, SARIF, and the
# repository's .golangci.example.yml. The first build takes minutes; the
# Go build cache makes later runs fast.
set -euo pipefail
cd "$(dirname "$0")/../../gclplugin/cmd/custom-gcl"
gofmt_out=$(gofmt -l .)
if [ -n "$gofmt_out" ]; then echo "gofmt would change: $gofmt_out"; exit 1; fi
# -mod=mod: a dependency the idemlint module gained since go.sum here was
# last tidied is added (through the module proxy) instead of failing.
export GOFLAGS="${GOFLAGS:-} -mod=mod"
go vet ./...
go test -count=1 -v -timeout 30m ./... 2>&1 | grep -Ev '^=== (RUN|PAUSE|CONT)'
exit "${PIPESTATUS[0]}"
