#!/usr/bin/env bash
# Every format's check of hopnim's problem packages, two at a time: the judges'
# verifiers and rules on the five problems in each format. Each check is a script of
# its own, which can be run alone:
#   scripts/check-packages.sh   Kattis (legacy) and Polygon: verifyproblem, p2d, polyconv
#   scripts/check-icpc.sh       the ICPC format: verifyproblem (2023-07), BAPCtools (2025-09)
#   scripts/check-hydro.sh      HydroOJ: its config schema and import rules, its judging
#   scripts/check-luogu.sh      Luogu: its data rules, its judging
# Each runs its programs one at a time (a verifier, a compiler, a submission), so on 2
# cores two of them run side by side: check-packages.sh beside the other three in turn.
# First what they share is installed, one install at a time (the Debian packages,
# problemtools): two apt-get or pip runs into one place at once would clash. Each
# check's output goes to a log, shown whole once it ends; the script fails if any
# check fails, after all have ended.
#   scripts/check-formats.sh [HOPNIM_BINARY]     (default target/release/hopnim)
set -euo pipefail
cd "$(dirname "$0")/.."
hopnim="${1:-target/release/hopnim}"
logs=target/check-formats
mkdir -p "$logs"

# quietly, apt_install, problemtools_ready
. scripts/lib.sh

echo "== what the checks share: Debian packages and problemtools (logs: $logs/)"
problemtools_ready "$logs" pandoc

# Each check in a process group of its own, stopped with the script.
groups=()
trap 'for group in "${groups[@]}"; do kill -- "-$group" 2>/dev/null || true; done' EXIT

# run_check NAME: runs scripts/check-NAME.sh, its output in $logs/NAME.log and a line
# saying how it ended in $logs/NAME.end.
run_check() {
  local start=$SECONDS
  if scripts/"check-$1.sh" "$hopnim" >"$logs/$1.log" 2>&1; then
    echo "passed in $((SECONDS - start)) s" >"$logs/$1.end"
  else
    echo "FAILED after $((SECONDS - start)) s" >"$logs/$1.end"
  fi
}

# show NAME: what check-NAME.sh printed and how it ended; fails if it failed.
show() {
  echo "== check-$1.sh $(cat "$logs/$1.end"):"
  cat "$logs/$1.log"
  [[ "$(cat "$logs/$1.end")" == passed* ]]
}

rm -f "$logs"/*.end
export hopnim logs
setsid bash -c "$(declare -f run_check); run_check packages" &
groups+=("$!")
status=0
for name in icpc hydro luogu; do
  run_check "$name"
  show "$name" || status=1
done
wait "${groups[0]}" || true
show packages || status=1
if [ "$status" -ne 0 ]; then
  echo "check-formats: a check failed (above; logs in $logs/)" >&2
fi
exit "$status"
