#!/usr/bin/env bash
# The web page's tests in Chromium (driven by playwright-core): the page as
# `hopnim serve` serves it (e2e/page.serve.test.js) and the JSON schema of analyze and
# of the API (e2e/schema.test.js); then the static site, built by
# scripts/build-site.sh target/site (the engine compiled to WebAssembly, and its size
# limit): the page on it (e2e/page.static.test.js) and the one JSON contract
# (e2e/contract.test.js: its engine and the server's API give the same answers).
# The `hopnim` they run is the one scripts/test-all.sh builds (the same cargo command,
# which does nothing when that has run). Installs Debian's Chromium (apt-get) and the
# npm packages of e2e/ (from e2e/package-lock.json) when missing, quietly, the logs in
# target/test-page/. Apart from the test command, which it would take past 3 minutes
# on 2 cores; CI runs it after it.
#   scripts/test-page.sh
set -euo pipefail
cd "$(dirname "$0")/.."

logs=target/test-page
mkdir -p "$logs"
# quietly, apt_install, e2e_packages_ready, browser_ready
. scripts/lib.sh

chromium_path="${CHROMIUM:-/usr/bin/chromium}"
echo "== Chromium and the npm packages of e2e/"
browser_ready "$logs" "$chromium_path"

# The binary the Rust tests build and run (a plain `cargo build` would build it again:
# the tests' dev-dependencies turn on features of shared dependencies).
echo "== hopnim as the test command builds it (cargo build --workspace --lib --bins --tests)"
cargo build --quiet --workspace --lib --bins --tests
export HOPNIM_BIN="$PWD/target/debug/hopnim" CHROMIUM="$chromium_path"

echo "== browser tests of the page on hopnim serve, and the JSON schema"
node --test e2e/page.serve.test.js e2e/schema.test.js

echo "== the static site: scripts/build-site.sh target/site"
scripts/build-site.sh target/site

echo "== browser tests of the static site, and the JSON contract"
node --test e2e/page.static.test.js e2e/contract.test.js
