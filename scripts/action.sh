#!/usr/bin/env bash
# The GitHub Action's steps (action.yml at the repository root):
#
#   action.sh run    installs idemlint at INPUT_VERSION, runs it with -sarif
#                    (and -baseline) over INPUT_PACKAGES in
#                    INPUT_WORKING_DIRECTORY, writes the SARIF file, the
#                    outputs (exit-code, findings, sarif-file) and the job
#                    summary. Exits 0 on findings: the upload comes first.
#                    Exits 1 when idemlint could not analyse the code.
#   action.sh gate   after the upload: exits 3 when there were findings and
#                    INPUT_FAIL_ON_FINDINGS is true.
#
# It reads what a runner sets (GITHUB_WORKSPACE, GITHUB_OUTPUT,
# GITHUB_STEP_SUMMARY, RUNNER_TEMP), so action_test.go runs it as a runner
# would, with those pointing into a temporary directory.
set -euo pipefail

err() { echo "::error title=idemlint::$*"; exit 1; }

case "${1:-}" in
run)
  : "${GITHUB_WORKSPACE:?}" "${GITHUB_OUTPUT:?}" "${RUNNER_TEMP:?}"
  version=${INPUT_VERSION:-latest}
  workdir=${INPUT_WORKING_DIRECTORY:-.}
  packages=${INPUT_PACKAGES:-./...}
  sarif=${INPUT_SARIF_FILE:-idemlint.sarif}
  case "$sarif" in /*) ;; *) sarif="$GITHUB_WORKSPACE/$sarif" ;; esac
  command -v go >/dev/null || err "go is not on PATH: run actions/setup-go before this action"

  # Install into a directory of our own, so an idemlint on PATH is never
  # the one that runs.
  bin="$RUNNER_TEMP/idemlint-action-bin"
  echo "::group::go install github.com/idemlint/idemlint/cmd/idemlint@$version"
  GOBIN="$bin" go install "github.com/idemlint/idemlint/cmd/idemlint@$version" ||
    err "go install github.com/idemlint/idemlint/cmd/idemlint@$version failed"
  "$bin/idemlint" -version
  echo "::endgroup::"

  cd "$GITHUB_WORKSPACE/$workdir" || err "working-directory $workdir does not exist"
  flags=(-sarif)
  if [ -n "${INPUT_BASELINE:-}" ]; then
    # A missing baseline would be written, and the run would pass: in CI
    # that hides every finding, so it is an error here.
    [ -f "$INPUT_BASELINE" ] || err "baseline $INPUT_BASELINE does not exist in $workdir: create it with idemlint -baseline $INPUT_BASELINE ./... and commit it"
    flags+=(-baseline "$INPUT_BASELINE")
  fi
  # Word splitting of args and packages is wanted: they are lists.
  # shellcheck disable=SC2206
  flags+=(${INPUT_ARGS:-})
  # shellcheck disable=SC2206
  pkgs=($packages)

  mkdir -p "$(dirname "$sarif")"
  code=0
  "$bin/idemlint" "${flags[@]}" "${pkgs[@]}" >"$sarif" || code=$?
  echo "exit-code=$code" >>"$GITHUB_OUTPUT"
  if [ "$code" -ne 0 ] && [ "$code" -ne 3 ]; then
    err "idemlint could not analyse the code (exit $code); see the messages above"
  fi
  # Findings: SARIF results without suppressions (//idemlint:ignore and
  # the baseline's are carried as suppressed).
  findings=$(jq '[.runs[].results[] | select((.suppressions // []) | length == 0)] | length' "$sarif") ||
    err "$sarif is not the SARIF idemlint writes"
  echo "findings=$findings" >>"$GITHUB_OUTPUT"
  echo "sarif-file=$sarif" >>"$GITHUB_OUTPUT"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    {
      echo "### idemlint"
      echo
      if [ "$findings" -eq 0 ]; then
        echo "No findings in \`$packages\` (working directory \`$workdir\`)."
      else
        echo "**$findings finding(s)** in \`$packages\` (working directory \`$workdir\`): see the code scanning alerts, or run \`idemlint $packages\` locally."
        echo
        echo "| analyzer | file | line | message |"
        echo "| --- | --- | --- | --- |"
        jq -r '.runs[].results[] | select((.suppressions // []) | length == 0) |
          [.ruleId, .locations[0].physicalLocation.artifactLocation.uri,
           (.locations[0].physicalLocation.region.startLine | tostring),
           (.message.text | gsub("\\|"; "\\|") | gsub("\n"; " "))] | "| " + join(" | ") + " |"' "$sarif" | head -n 50
      fi
    } >>"$GITHUB_STEP_SUMMARY"
  fi
  echo "idemlint: exit $code, $findings finding(s), SARIF in $sarif"
  ;;
gate)
  code=${IDEMLINT_EXIT_CODE:-}
  [ -n "$code" ] || err "the idemlint step did not run to its end"
  case "${INPUT_FAIL_ON_FINDINGS:-true}" in
  true) fail=1 ;;
  false) fail=0 ;;
  *) err "fail-on-findings must be true or false, not ${INPUT_FAIL_ON_FINDINGS}" ;;
  esac
  if [ "$code" -eq 3 ] && [ "$fail" -eq 1 ]; then
    echo "::error title=idemlint::${IDEMLINT_FINDINGS:-some} finding(s): see the code scanning alerts or the job summary (fail-on-findings: false reports without failing)"
    exit 3
  fi
  echo "idemlint: exit $code, ${IDEMLINT_FINDINGS:-0} finding(s); fail-on-findings: ${INPUT_FAIL_ON_FINDINGS:-true}"
  ;;
*)
  echo "usage: action.sh run|gate" >&2
  exit 2
  ;;
esac
