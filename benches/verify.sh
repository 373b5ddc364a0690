#!/usr/bin/env bash
# Benchmarks of `hopnim verify` and `hopnim table` (figures, not tests: no pass/fail).
#
#   benches/verify.sh [RUNS]
#
# Builds the fastest binary (--profile fastest) and the C++ baselines (g++ -O2), then reports:
#   1. verify --max-width 24: every row of widths 1..=24 (target: at most 10 s), best of 3;
#   2. verify --max-width 28 (target: at most 2 minutes), one run;
#   3. the width-20 table by the definition, `hopnim table --width 20` against the plain
#      recursive-memo C++ baseline benches/baseline/grundy_memo.cpp (target: at least
#      10 times faster), best and median of RUNS runs each (default 20), whole processes
#      timed, output to /dev/null; with all cores and with --threads 1. The two tables
#      are compared byte for byte first.
#   4. verify --rules welter --max-width 24 and verify --rules slide --max-width 24
#      (target: at most 10 s each), best of 3;
#   5. the width-20 table under Welter's rules, `hopnim table --rules welter --width 20`
#      against benches/baseline/welter_memo.cpp, timed and compared as in 3.
# Wall-clock times: on a shared machine, other work slows runs down; best-of-N is the
# figure least disturbed by it.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

runs=${1:-20}
: "${EPOCHREALTIME:?this script needs bash 5 or newer}"
command -v g++ >/dev/null || { echo "benches/verify.sh: g++ is needed for the baseline" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --profile fastest -p hopnim-cli --quiet
g++ -O2 -o "$work/grundy_memo" benches/baseline/grundy_memo.cpp
g++ -O2 -o "$work/welter_memo" benches/baseline/welter_memo.cpp
hopnim=target/fastest/hopnim

# The wall-clock seconds of one run of the command, its output discarded.
seconds() {
    local start=$EPOCHREALTIME
    "$@" >/dev/null
    local end=$EPOCHREALTIME
    awk -v start="$start" -v end="$end" 'BEGIN { printf "%.6f\n", end - start }'
}

# "best median" seconds of N runs of the command.
best_and_median() {
    local n=$1
    shift
    for _ in $(seq "$n"); do seconds "$@"; done |
        sort -g | awk '{ t[NR] = $1 } END { printf "%.6f %.6f\n", t[1], t[int((NR + 1) / 2)] }'
}

# The peak memory of one run, where GNU time is installed.
peak_memory() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%.0f MiB", $1 / 1024 }'
    else
        echo "n/a"
    fi
}

echo "machine: $(nproc) cores, $(uname -m); load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
echo

read -r best _ < <(best_and_median 3 "$hopnim" verify --max-width 24)
printf "verify --max-width 24:  %8.3f s  (target <= 10 s), peak memory %s\n" \
    "$best" "$(peak_memory "$hopnim" verify --max-width 24)"

once=$(seconds "$hopnim" verify --max-width 28)
printf "verify --max-width 28:  %8.3f s  (target <= 120 s), peak memory %s\n" \
    "$once" "$(peak_memory "$hopnim" verify --max-width 28)"
echo

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
ms() { awk -v s="$1" 'BEGIN { printf "%8.2f ms", s * 1000 }'; }

# The width-20 table under the rules $1 against the C++ baseline $2: compared byte for
# byte, then timed, RUNS runs each.
table_against() {
    local rules=$1 baseline=$2
    local base_best base_median all_best all_median one_best one_median
    "$hopnim" table --rules "$rules" --width 20 -o "$work/hopnim.bin"
    "$baseline" 20 >"$work/baseline.bin"
    cmp "$work/hopnim.bin" "$work/baseline.bin"
    echo "width-20 $rules tables: hopnim and the C++ baseline agree byte for byte"

    read -r base_best base_median < <(best_and_median "$runs" "$baseline" 20)
    read -r all_best all_median < <(best_and_median "$runs" "$hopnim" table --rules "$rules" --width 20)
    read -r one_best one_median < <(best_and_median "$runs" "$hopnim" table --rules "$rules" --width 20 --threads 1)
    printf "%-40sbest       median\n" "width-20 $rules table, $runs runs each"
    printf "  C++ recursive memo (g++ -O2)  %s  %s\n" "$(ms "$base_best")" "$(ms "$base_median")"
    printf "  hopnim table, all cores       %s  %s   %sx / %sx faster\n" \
        "$(ms "$all_best")" "$(ms "$all_median")" \
        "$(ratio "$base_best" "$all_best")" "$(ratio "$base_median" "$all_median")"
    printf "  hopnim table, --threads 1     %s  %s   %sx / %sx faster\n" \
        "$(ms "$one_best")" "$(ms "$one_median")" \
        "$(ratio "$base_best" "$one_best")" "$(ratio "$base_median" "$one_median")"
    echo "(target: at least 10x faster; ratios are best/best and median/median)"
}

table_against hop "$work/grundy_memo"
echo

for rules in welter slide; do
    read -r best _ < <(best_and_median 3 "$hopnim" verify --rules "$rules" --max-width 24)
    printf "verify --rules %-6s --max-width 24:  %8.3f s  (target <= 10 s), peak memory %s\n" \
        "$rules" "$best" "$(peak_memory "$hopnim" verify --rules "$rules" --max-width 24)"
done
echo

table_against welter "$work/welter_memo"
