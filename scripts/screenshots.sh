#!/usr/bin/env bash
# Regenerates the screenshots under docs/ (desktop, and a phone in the dark theme)
# from the page as it is now: builds the binary, then drives Debian's Chromium
# through e2e/screenshot.js. Needs what
# scripts/test-page.sh installs (Chromium, the npm packages of e2e/).
#   scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -p hopnim-cli
. scripts/lib.sh
e2e_packages_ready || (cd e2e && npm ci --no-audit --no-fund >/dev/null)
HOPNIM_BIN="$PWD/target/debug/hopnim" node e2e/screenshot.js
echo "written: docs/screenshot.png, docs/screenshot-phone.png"
