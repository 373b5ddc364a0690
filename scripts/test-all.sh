#!/usr/bin/env bash
# Every test of hopnim: the Rust tests of the whole workspace, then the web page in a
# real browser. Installs what is missing first: Debian's Chromium (apt-get) and the
# npm packages of e2e/ (from e2e/package-lock.json).
#   scripts/test-all.sh           # everything
#   SKIP_BROWSER=1 scripts/test-all.sh   # the Rust tests only
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

echo "== cargo test --workspace"
cargo test --workspace

if [ -n "${SKIP_BROWSER:-}" ]; then
  echo "== browser tests skipped (SKIP_BROWSER is set)"
  exit 0
fi

chromium_path="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "== installing Debian's chromium"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi

echo "== npm ci (e2e)"
(cd e2e && npm ci --no-audit --no-fund)

echo "== browser tests (e2e)"
cargo build -p hopnim-cli
HOPNIM_BIN="$PWD/target/debug/hopnim" CHROMIUM="$chromium_path" \
  node --test e2e/
