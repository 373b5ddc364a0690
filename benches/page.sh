#!/usr/bin/env bash
# How soon the page shows its first analysis in Chromium, served by `hopnim serve` and
# as the static site: builds both (release binary, scripts/build-site.sh), then loads
# each N times interleaved (default 21) and prints the medians.
#   benches/page.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p hopnim-cli
scripts/build-site.sh target/site
HOPNIM_BIN="$PWD/target/release/hopnim" HOPNIM_SITE="$PWD/target/site" \
  node e2e/first-analysis.js "${1:-21}"
