#!/usr/bin/env bash
# The test command: the Rust tests of the whole workspace (cargo nextest, with the
# doc tests beside it) and the Python module's tests (scripts/test-python.sh: pytest, in a
# virtual environment under target/, installing pytest and hypothesis with pip when
# they are missing, quietly: its output in target/test-all/python.log, its tail shown
# if it fails). The web page's tests in a browser have their own command,
# scripts/test-page.sh, which CI runs next: on 2 cores they took a quarter of this
# command's CPU time, and with them it went past 3 minutes (201 s on a fresh clone).
#   scripts/test-all.sh                  # the tests
#   SKIP_PYTHON=1 scripts/test-all.sh    # without the Python tests
# On 2 cores the build and the Rust tests keep both cores busy; the Python tests and
# the doc tests (one core each, at most) run in the background beside the Rust tests,
# which spend seconds waiting (on timeouts, shrinks, a server's shutdown).
set -euo pipefail
cd "$(dirname "$0")/.."

logs=target/test-all
mkdir -p "$logs"

# phase TEXT: a line saying what starts now, after how many seconds.
phase() {
  echo "== [${SECONDS}s] $*"
}

# Jobs in the background, each in a process group of its own so that leaving (a
# failure, Ctrl-C) stops all of it: their group ids.
background=()
trap 'for job in "${background[@]}"; do kill -- "-$job" 2>/dev/null || true; done' EXIT

# in_background LOG COMMAND...: starts COMMAND with its output in LOG, ending with a
# line of how long it took; sets `job`.
in_background() {
  local log="$1"
  shift
  # shellcheck disable=SC2016 # expanded by the inner shell
  setsid bash -c 'start=$SECONDS; status=0; "$@" || status=$?
    echo "== took $((SECONDS - start)) s"; exit "$status"' - "$@" >"$log" 2>&1 &
  job=$!
  background+=("$job")
}

# finish JOB LOG WHAT: waits for a background job; says how long it took, or on
# failure shows its log's tail.
finish() {
  if ! wait "$1"; then
    echo "failed: $3" >&2
    echo "--- the last lines of $2:" >&2
    tail -n 40 "$2" >&2
    exit 1
  fi
  echo "   $3: $(tail -n 1 "$2" | sed 's/^== //')"
}

# One build for the Rust tests and the Python module: built in one cargo command,
# the module links the library the tests use (maturin, building the package alone,
# turned on other features of shared dependencies and built the library again).
# nextest, then, has nothing left to build. The module is built with SKIP_PYTHON too:
# leaving its package out would change the features, and nextest (every package of
# the workspace) would build everything again.
# A first build here (no `hopnim` built yet; `cargo clippy` builds none) is done
# without incremental compilation: there is no earlier build to reuse, and writing its
# cache cost 19 s of the build's 184 s of CPU (12 s of its 99 s on 2 cores,
# measured). Later runs keep cargo's default, which a change rebuilds quickly with
# (the switch rebuilds only the two cdylibs, a second).
if [ ! -e target/debug/hopnim ] && [ -z "${CARGO_INCREMENTAL:-}" ]; then
  export CARGO_INCREMENTAL=0
fi
phase "Rust tests and the Python module: building them (cargo build --workspace --lib --bins --tests)"
cargo build --workspace --lib --bins --tests

# The Python tests take one core, and alone at the end they left the other idle for
# 15 s: they run in the background from here, beside the Rust and doc tests.
python_job=
if [ -n "${SKIP_PYTHON:-}" ]; then
  phase "Python tests skipped (SKIP_PYTHON is set)"
else
  phase "Python tests, in the background: scripts/test-python.sh (log: $logs/python.log)"
  in_background "$logs/python.log" env HOPNIM_PY_EXTENSION=target/debug/libhopnim_py.so \
    scripts/test-python.sh
  python_job=$job
fi

# cargo-nextest runs the test binaries side by side (many tests wait on the
# processes they start: two tests a core), the doc tests beside them: alone at the
# end, they took 5 s on one core. Plain `cargo test`, doc tests included, where
# nextest is missing.
doc_job=
if cargo nextest --version >/dev/null 2>&1; then
  phase "doc tests, in the background: cargo test --workspace --doc (log: $logs/doc.log)"
  in_background "$logs/doc.log" cargo test --workspace --doc
  doc_job=$job
  threads=$(($(nproc) * 2))
  phase "Rust tests: running them (cargo nextest run --workspace --test-threads $threads)"
  cargo nextest run --workspace --test-threads "$threads"
else
  phase "Rust tests and doc tests (cargo test --workspace)"
  cargo test --workspace
fi

if [ -n "$doc_job" ]; then
  phase "doc tests: waiting for them"
  finish "$doc_job" "$logs/doc.log" "cargo test --workspace --doc"
  grep -E "^test result" "$logs/doc.log" | sed 's/^/   /' || true
fi

if [ -n "$python_job" ]; then
  phase "Python tests: waiting for them"
  finish "$python_job" "$logs/python.log" "scripts/test-python.sh"
  grep -E "passed|failed" "$logs/python.log" || true
fi
phase "all tests passed"
