#!/usr/bin/env bash
# Benchmark of `hopnim analyze --json` against `hopnim solve` on the largest HDU input
# (T = 100, n = 1000, random rows): whole-process wall times, median of RUNS runs
# each (default 15), interleaved, output to /dev/null, reported as ratios (targets:
# analyze --json at most 4x solve, analyze --json --moves at most 10x).
# Usage: benches/analyze.sh [RUNS]
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

runs=${1:-15}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --profile fastest -p hopnim-cli --quiet
python3 benches/gen_judge.py "$work/hdu-max.txt" 100 1000

python3 - "$runs" target/fastest/hopnim "$work/hdu-max.txt" <<'PY'
import statistics, subprocess, sys, time

runs, hopnim, path = int(sys.argv[1]), sys.argv[2], sys.argv[3]

commands = {
    "solve": [hopnim, "solve", path],
    "analyze --json": [hopnim, "analyze", "--json", path],
    "analyze --json --moves": [hopnim, "analyze", "--json", "--moves", path],
    "analyze (table)": [hopnim, "analyze", "--color", "never", path],
}
# Interleave the commands so that a slow spell of the machine hits all alike.
results = {name: [] for name in commands}
for _ in range(runs):
    for name, argv in commands.items():
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
        results[name].append(time.perf_counter() - start)
solve = statistics.median(results["solve"])
print(f"largest HDU input, median of {runs} runs")
for name, times in results.items():
    seconds = statistics.median(times)
    print(f"  hopnim {name:<24} {seconds * 1000:8.1f} ms   {seconds / solve:5.1f}x solve")
print("targets: analyze --json at most 4x solve, analyze --json --moves at most 10x")
PY
