#!/usr/bin/env bash
# The static site's tests: builds the site (scripts/build-site.sh target/site: the
# page with its engine, the library compiled to WebAssembly, and its size limit), then
# runs in Chromium the page's tests on it (e2e/page.static.test.js) and the one JSON
# contract (e2e/contract.test.js: its WebAssembly engine and `hopnim serve`'s API give
# the same answers). Uses the `hopnim` of HOPNIM_BIN, by default target/debug/hopnim,
# which scripts/test-all.sh builds (it is built here when missing). Installs Chromium
# and the npm packages of e2e/ when missing, quietly, the logs in target/test-site/.
# .ci/run runs it after the test command.
#   scripts/test-site.sh
set -euo pipefail
cd "$(dirname "$0")/.."

logs=target/test-site
mkdir -p "$logs"
# quietly, apt_install, e2e_packages_ready, browser_ready
. scripts/lib.sh

chromium_path="${CHROMIUM:-/usr/bin/chromium}"
echo "== Chromium and the npm packages of e2e/"
browser_ready "$logs" "$chromium_path"

binary="${HOPNIM_BIN:-$PWD/target/debug/hopnim}"
if [ ! -x "$binary" ]; then
  echo "== cargo build -p hopnim-cli (for $binary)"
  cargo build --quiet -p hopnim-cli
fi

echo "== the static site: scripts/build-site.sh target/site"
scripts/build-site.sh target/site

echo "== browser tests of the static site (e2e/page.static.test.js, e2e/contract.test.js)"
HOPNIM_BIN="$binary" CHROMIUM="$chromium_path" \
  node --test e2e/page.static.test.js e2e/contract.test.js
