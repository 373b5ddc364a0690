#!/usr/bin/env bash
# The Python module's tests: installs the module (in the dev profile, sharing the Rust
# build) with pytest and hypothesis into a virtual environment under target/, then
# runs pytest on crates/hopnim-py/tests and the module's doctests. Needs the hopnim
# binary that the Rust tests build (target/debug/hopnim, or $HOPNIM_BIN).
#   scripts/test-python.sh   (scripts/test-all.sh runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/python-venv
echo "== virtual environment: $venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
# maturin in the environment itself (no isolated build environment to make each
# time), on the PATH of the build.
echo "== pip install maturin pytest hypothesis"
"$venv/bin/pip" install -q "maturin>=1.5,<2" pytest hypothesis
echo "== pip install crates/hopnim-py"
env PATH="$PWD/$venv/bin:$PATH" MATURIN_PEP517_ARGS="--profile dev" \
  "$venv/bin/pip" install -q --no-build-isolation ./crates/hopnim-py
echo "== pytest crates/hopnim-py/tests"
HOPNIM_BIN="${HOPNIM_BIN:-$PWD/target/debug/hopnim}" "$venv/bin/python" -m pytest -q \
  -p no:cacheprovider crates/hopnim-py/tests
echo "== pytest --doctest-modules --pyargs hopnim"
"$venv/bin/python" -m pytest -q -p no:cacheprovider --doctest-modules --pyargs hopnim
