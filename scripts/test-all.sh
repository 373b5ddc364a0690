#!/usr/bin/env bash
# Every test of hopnim: the Rust tests of the whole workspace, the Python module's
# tests (pytest, in a virtual environment under target/), then the web page in a real
# browser, both as `hopnim serve` serves it and as the static site. Installs what is
# missing first: the module and pytest/hypothesis (pip), Debian's Chromium (apt-get),
# the npm packages of e2e/ (from e2e/package-lock.json) and the WebAssembly target
# (rustup) for the static site. Installs are quiet: one line per phase, their output
# in target/test-all/*.log, its tail shown if one fails.
#   scripts/test-all.sh                  # everything
#   SKIP_PYTHON=1 scripts/test-all.sh    # without the Python tests
#   SKIP_BROWSER=1 scripts/test-all.sh   # without the browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

logs=target/test-all
mkdir -p "$logs"

# phase TEXT: a line saying what starts now, after how many seconds.
phase() {
  echo "== [${SECONDS}s] $*"
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# quietly LOG COMMAND...: runs COMMAND with its output in LOG; on failure shows the
# log's last lines and fails.
quietly() {
  local log="$1"
  shift
  if ! "$@" >"$log" 2>&1; then
    echo "failed: $*" >&2
    echo "--- the last lines of $log:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
}

# The static site (the page with the library in WebAssembly; adds the target with
# rustup if it is missing) builds in the background, in a target directory of its
# own, while the doc tests and the Python module build (much of which is one crate
# at a time, leaving a core idle). The browser tests wait for it.
site_build=
start_site_build() {
  [ -z "${SKIP_BROWSER:-}" ] || return 0
  # In a process group of its own, so that a failure here stops all of it.
  setsid scripts/build-site.sh target/site >"$logs/site.log" 2>&1 &
  site_build=$!
  trap '[ -z "$site_build" ] || kill -- "-$site_build" 2>/dev/null || true' EXIT
}

# cargo-nextest runs the test binaries side by side (most tests wait on processes);
# doc tests run after it. Plain `cargo test` where nextest is missing.
if cargo nextest --version >/dev/null 2>&1; then
  phase "Rust tests: building them (cargo nextest run --workspace --no-run)"
  cargo nextest run --workspace --no-run
  # Two tests a core: many of them wait on the processes they start.
  threads=$(($(nproc) * 2))
  phase "Rust tests: running them (cargo nextest run --workspace --test-threads $threads)"
  cargo nextest run --workspace --test-threads "$threads"
  start_site_build
  phase "doc tests (cargo test --workspace --doc)"
  cargo test --workspace --doc
else
  phase "Rust tests (cargo test --workspace)"
  cargo test --workspace
  start_site_build
fi

if [ -n "${SKIP_PYTHON:-}" ]; then
  phase "Python tests skipped (SKIP_PYTHON is set)"
else
  # The module in the dev profile: it shares the build the Rust tests just made.
  venv=target/python-venv
  phase "Python module: pip install crates/hopnim-py into $venv (log: $logs/pip.log)"
  [ -x "$venv/bin/python" ] || quietly "$logs/venv.log" python3 -m venv "$venv"
  # maturin in the environment itself (no isolated build environment to make each
  # time), on the PATH of the build.
  quietly "$logs/pip.log" "$venv/bin/pip" install "maturin>=1.5,<2" pytest hypothesis
  quietly "$logs/pip-module.log" env PATH="$PWD/$venv/bin:$PATH" MATURIN_PEP517_ARGS="--profile dev" \
    "$venv/bin/pip" install --no-build-isolation ./crates/hopnim-py
  phase "Python tests (pytest crates/hopnim-py/tests, and the module's doctests)"
  HOPNIM_BIN="$PWD/target/debug/hopnim" "$venv/bin/python" -m pytest -q -p no:cacheprovider \
    crates/hopnim-py/tests
  "$venv/bin/python" -m pytest -q -p no:cacheprovider --doctest-modules --pyargs hopnim
fi

if [ -n "${SKIP_BROWSER:-}" ]; then
  phase "browser tests skipped (SKIP_BROWSER is set)"
  exit 0
fi

chromium_path="${CHROMIUM:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  phase "Chromium: $chromium_path"
else
  phase "Chromium: installing Debian's package (log: $logs/apt.log)"
  quietly "$logs/apt-update.log" as_root apt-get update
  quietly "$logs/apt.log" as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y chromium
fi

if [ -d e2e/node_modules/playwright-core ] && [ -d e2e/node_modules/axe-core ] \
  && [ -d e2e/node_modules/ajv ]; then
  phase "npm packages of e2e/: installed"
else
  phase "npm packages of e2e/: npm ci (log: $logs/npm.log)"
  quietly "$logs/npm.log" bash -c 'cd e2e && npm ci --no-audit --no-fund'
fi

phase "the static site: waiting for scripts/build-site.sh target/site (log: $logs/site.log)"
if ! wait "$site_build"; then
  echo "failed: scripts/build-site.sh target/site" >&2
  tail -n 40 "$logs/site.log" >&2
  exit 1
fi
site_build=

# The binary the Rust tests built and ran (a plain `cargo build` would build it again:
# the tests' dev-dependencies turn on features of shared dependencies).
phase "browser tests (e2e/, with the binary the Rust tests built)"
HOPNIM_BIN="$PWD/target/debug/hopnim" CHROMIUM="$chromium_path" \
  node --test e2e/
phase "all tests passed"
