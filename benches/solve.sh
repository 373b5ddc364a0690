#!/usr/bin/env bash
# The solve benchmark of the Performance section of docs/contributing.md, in one run:
#   (a) the largest HDU input (T = 100, n = 1000) against a fast C++ solution (the
#       input mapped, a hand-written parser) and a scanf one, on all threads and one;
#   (b) about 1 GiB read from a file, against `wc -l` on the same file, with one
#       thread and with all threads (identical output): time and peak memory;
#   (c) the same 1 GiB through a pipe: time and peak memory;
#   (d) `solve --misere` against `solve` on both inputs, run in turn;
#   (e) start-up: `solve` on the HDU sample against a C program that does nothing.
# Figures are whole-process times, medians of interleaved runs, reported as ratios.
# Usage: benches/solve.sh [WORK_DIR]   (default: a fresh temporary directory)
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"

# The fastest profile, linked statically as the released binary is: for the musl
# target with mimalloc, at a fixed address, as released, where the musl target and musl-gcc are installed
# (scripts/release.sh installs both); else for glibc with `+crt-static`, whose start-up
# probes the CPU's caches with CPUID, which traps on a virtual machine (about 0.3 ms
# of the largest HDU input's 2 ms). The CPU level is the release's; with --target, the
# flags apply to the binary, not to build scripts.
if rustup target list --installed 2>/dev/null | grep -qx x86_64-unknown-linux-musl &&
  command -v musl-gcc >/dev/null; then
  target=x86_64-unknown-linux-musl
  CARGO_TARGET_X86_64_UNKNOWN_LINUX_MUSL_RUSTFLAGS="-C target-cpu=x86-64-v2 -C relocation-model=static" \
    CC_x86_64_unknown_linux_musl=musl-gcc \
    cargo build --profile fastest -p hopnim-cli --target "$target" >&2
else
  target=x86_64-unknown-linux-gnu
  echo "(the musl target or musl-gcc is missing: measuring a static glibc build)" >&2
  RUSTFLAGS="-C target-cpu=x86-64-v2 -C target-feature=+crt-static" \
    cargo build --profile fastest -p hopnim-cli --target "$target" >&2
fi
g++ -O2 -o "$work/staircase_scanf" benches/baseline/staircase_scanf.cpp
g++ -O2 -o "$work/staircase_mmap" benches/baseline/staircase_mmap.cpp
printf 'int main(void) { return 0; }\n' > "$work/empty.c"
gcc -O2 -o "$work/empty" "$work/empty.c"
printf '2\n1\n2 19 20\n2\n1 19\n1 18\n' > "$work/sample.txt"
[ -f "$work/hdu-max.txt" ] || python3 benches/gen_judge.py "$work/hdu-max.txt" 100 1000
[ -f "$work/big.txt" ] || python3 benches/gen_judge.py "$work/big.txt" 100 1000 --repeat 360 --seed 7

python3 benches/measure.py "$work" "target/$target/fastest/hopnim"
