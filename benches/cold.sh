#!/usr/bin/env bash
# The newcomer's wait, measured as a newcomer meets it: a fresh clone with an empty
# build folder (the package registry's cache warm), README's first command, then
# README's test command, each RUNS times (default 3), medians printed.
#   benches/cold.sh [RUNS]
# SKIP_BROWSER=1 leaves the browser tests out of the test command's time.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
repo="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

first=()
tests=()
for run in $(seq "$runs"); do
  rm -rf "$work/clone"
  git clone -q "$repo" "$work/clone"
  # A fresh clone has no e2e/node_modules: the test command installs them (npm's
  # cache is warm, like the registry's); Chromium is taken as installed.
  start=$(date +%s.%N)
  (cd "$work/clone" && cargo run -q -p hopnim-cli --no-default-features -- solve examples/hdu5724-sample.txt >/dev/null)
  end=$(date +%s.%N)
  first+=("$(python3 -c "print(round($end - $start, 1))")")
  rm -rf "$work/clone/target"
  start=$(date +%s.%N)
  (cd "$work/clone" && scripts/test-all.sh >"$work/test-$run.log" 2>&1) || {
    tail -n 40 "$work/test-$run.log"
    exit 1
  }
  end=$(date +%s.%N)
  tests+=("$(python3 -c "print(round($end - $start, 1))")")
  echo "run $run: first command ${first[-1]} s, test command ${tests[-1]} s"
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "median of $runs: first command $(median "${first[@]}") s (target 45 s), test command $(median "${tests[@]}") s (target 180 s)"
