#!/usr/bin/env bash
# hopnim.solve in Python against the command line's solve, on the same bytes.
#
#   benches/python.sh [RUNS]
#
# Builds the module (pip install of crates/hopnim-py, release, in a venv under target/)
# and the CLI (cargo build --release), writes the largest HDU input (100 tests of 1000
# rows) and a 100 MB input, then times, interleaved, RUNS times each (default 31):
#   - hopnim.solve(data) inside one Python process, the bytes already in memory;
#   - `hopnim solve FILE` as a whole process (start-up included);
#   - `python -c 'hopnim.solve(open(FILE, "rb").read())'` as a whole process.
# Reports medians and the ratio of the first two (target: at most 1.5).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-31}
venv=target/python-bench-venv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q ./crates/hopnim-py
cargo build --release -p hopnim-cli --quiet
python3 benches/gen_judge.py "$work/hdu-max.txt" 100 1000
python3 benches/gen_judge.py "$work/100mb.txt" 100 1000 --repeat 36 --seed 7

"$venv/bin/python" - "$runs" target/release/hopnim "$work/hdu-max.txt" "$work/100mb.txt" <<'PY'
import statistics, subprocess, sys, time
import hopnim

runs, cli, files = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
print(f"{'input':<12} {'hopnim.solve':>14} {'CLI process':>12} {'ratio':>6} {'python -c':>10}")
for path in files:
    data = open(path, "rb").read()
    expected = subprocess.run([cli, "solve", path], capture_output=True, check=True).stdout
    answers = hopnim.solve(data)
    assert "".join("YES\n" if a else "NO\n" for a in answers).encode() == expected
    inside, process, python = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        hopnim.solve(data)
        inside.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([cli, "solve", path], stdout=subprocess.DEVNULL, check=True)
        process.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", f"import hopnim; hopnim.solve(open({path!r}, 'rb').read())"], check=True)
        python.append(time.perf_counter() - start)
    a, b, c = (statistics.median(t) * 1000 for t in (inside, process, python))
    name = f"{len(data) / 1e6:.1f} MB"
    print(f"{name:<12} {a:>11.2f} ms {b:>9.2f} ms {a / b:>6.2f} {c:>7.2f} ms")
PY
