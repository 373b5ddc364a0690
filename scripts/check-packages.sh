#!/usr/bin/env bash
# The judges' own verdict on hopnim's problem packages: writes each package (normal,
# misère, interactive) with `hopnim package` into a temporary folder and runs the
# Kattis format's verifier, `verifyproblem` (problemtools, from PyPI), on it; also
# the packages of the sibling games (`--rules welter`, `--rules slide`). Fails
# unless each run's summary line says 0 errors and every submission got the verdict
# its folder declares (a line `OK: <verdict>`, no `ERROR` line).
#
# Installs what is missing, quietly (logs in target/check-packages/): problemtools in
# a virtual environment under target/, and from Debian pypy3 (the format runs Python
# submissions with it), tidy, and the TeX packages the statement check needs.
#   scripts/check-packages.sh [HOPNIM_BINARY]     (default target/release/hopnim)
set -euo pipefail
cd "$(dirname "$0")/.."
hopnim="${1:-target/release/hopnim}"
logs=target/check-packages
mkdir -p "$logs"

# quietly, apt_install
. scripts/lib.sh

debian=(pypy3 tidy texlive-luatex texlive-latex-extra texlive-plain-generic)
missing=()
for package in "${debian[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "== Debian packages: installing ${missing[*]} (log: $logs/apt.log)"
  apt_install "$logs" --no-install-recommends "${missing[@]}"
else
  echo "== Debian packages: installed"
fi

venv=target/problemtools-venv
if [ ! -x "$venv/bin/verifyproblem" ]; then
  echo "== problemtools: pip install into $venv (log: $logs/pip.log)"
  quietly "$logs/venv.log" python3 -m venv "$venv"
  quietly "$logs/pip.log" "$venv/bin/pip" install problemtools
fi
echo "== $("$venv/bin/verifyproblem" --version 2>&1 | head -n 1)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for kind in chess misere beat leaping sliding; do
  case "$kind" in
    chess) flags=() ;;
    misere) flags=(--misere) ;;
    beat) flags=(--interactive) ;;
    leaping) flags=(--rules welter) ;;
    sliding) flags=(--rules slide) ;;
  esac
  "$hopnim" package "${flags[@]}" "$work/$kind" >"$logs/$kind-package.txt"
  echo "== verifyproblem $kind (hopnim package ${flags[*]}; log: $logs/$kind.log)"
  (cd "$work" && "$OLDPWD/$venv/bin/verifyproblem" "$kind") >"$logs/$kind.log" 2>&1 || true
  grep -E "OK: |^ERROR|^WARNING" "$logs/$kind.log" | sed 's/^/   /'
  summary=$(grep -E "^$kind tested: " "$logs/$kind.log" || echo "no summary line")
  echo "   $summary"
  if ! [[ "$summary" =~ ^$kind\ tested:\ 0\ errors ]] || grep -q "^ERROR" "$logs/$kind.log"; then
    echo "verifyproblem found errors in the $kind package: see $logs/$kind.log" >&2
    status=1
  fi
done
exit "$status"
