#!/usr/bin/env bash
# The Python module's tests: pytest on crates/hopnim-py/tests and the module's
# doctests, in a virtual environment under target/ (pytest and hypothesis installed
# with pip), on the module as its wheel lays it out: the package of
# crates/hopnim-py/python/hopnim with the extension built by cargo beside it
# (target/python-module/hopnim/_hopnim.abi3.so). Needs the hopnim binary that the
# Rust tests build (target/debug/hopnim, or $HOPNIM_BIN).
#   scripts/test-python.sh   (scripts/test-all.sh runs it)
# HOPNIM_PY_EXTENSION names the extension built already: scripts/test-all.sh builds
# it with the Rust tests, in one cargo build, so that it links the library those
# tests use (`pip install crates/hopnim-py` runs maturin, which builds the package
# alone: other features of shared dependencies, the library and its dependencies a
# second time, 35 s of CPU). Unset, it is built here (cargo build -p hopnim-py).
# The wheel itself, built by maturin, is checked by scripts/release.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/python-venv
echo "== virtual environment: $venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
echo "== pip install pytest hypothesis"
"$venv/bin/pip" install -q pytest hypothesis

extension="${HOPNIM_PY_EXTENSION:-}"
if [ -z "$extension" ]; then
  echo "== cargo build -p hopnim-py"
  cargo build --quiet -p hopnim-py
  extension=target/debug/libhopnim_py.so
fi
module=target/python-module
echo "== the module in $module: crates/hopnim-py/python/hopnim and $extension"
rm -rf "$module"
mkdir -p "$module"
cp -R crates/hopnim-py/python/hopnim "$module/"
cp "$extension" "$module/hopnim/_hopnim.abi3.so"
export PYTHONPATH="$PWD/$module"
# The module tested is this one, not one that pip installed in the environment.
"$venv/bin/python" -c 'import hopnim, sys; sys.exit(not hopnim.__file__.startswith(sys.argv[1]))' "$PWD/$module"

echo "== pytest crates/hopnim-py/tests"
HOPNIM_BIN="${HOPNIM_BIN:-$PWD/target/debug/hopnim}" "$venv/bin/python" -m pytest -q \
  -p no:cacheprovider crates/hopnim-py/tests
echo "== pytest --doctest-modules --pyargs hopnim"
"$venv/bin/python" -m pytest -q -p no:cacheprovider --doctest-modules --pyargs hopnim
