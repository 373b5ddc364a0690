#!/usr/bin/env bash
# The solve benchmark of the Performance section of docs/contributing.md, in one run:
#   (a) the largest HDU input (T = 100, n = 1000) against a scanf C++ solution;
#   (b) about 1 GiB read from a file, against `wc -l` on the same file, with one
#       thread and with all threads (identical output);
#   (c) the same 1 GiB through a pipe: time and peak memory;
#   (d) `solve --misere` against `solve` on both inputs, run in turn.
# Figures are whole-process times, median of several runs, reported as ratios.
# Usage: benches/solve.sh [WORK_DIR]   (default: a fresh temporary directory)
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"

cargo build --profile fastest -p hopnim-cli >&2
g++ -O2 -o "$work/staircase_scanf" benches/baseline/staircase_scanf.cpp
[ -f "$work/hdu-max.txt" ] || python3 benches/gen_judge.py "$work/hdu-max.txt" 100 1000
[ -f "$work/big.txt" ] || python3 benches/gen_judge.py "$work/big.txt" 100 1000 --repeat 360 --seed 7

python3 benches/measure.py "$work" target/fastest/hopnim
