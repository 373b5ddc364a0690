#!/usr/bin/env bash
# HydroOJ's verdict on hopnim's Hydro problems, offline: Hydro has no verifier to run
# without a server, so each problem that `hopnim package --format hydro` writes (chess,
# misère, interactive, and the sibling games `--rules welter`, `--rules slide`) is
# checked against Hydro's own rules, and its programs are judged the way Hydro judges:
# - scripts/hydro-rules.py: the zip's layout (one folder holding problem.yaml, the
#   folder byte for byte), problem.yaml (title, pid by the import's rule, tags), the
#   statements' names and sample blocks, the file count and size limits, where the
#   programs go; and testdata/config.yaml validated (Python's jsonschema, PyYAML)
#   against scripts/schemas/hydro-config.schema.json, Hydro's config schema
#   transcribed from its source (the schema names the file and commit);
# - scripts/testlib-judge.py: the checker (or the interactor) built with the standard
#   testlib as Hydro builds it (its `cc`, C++14), every program run on every test under
#   the config's time and memory limits and judged by it (`checker input output
#   answer`, `interactor input tout answer`): the programs of std/ must be accepted,
#   those of submissions/<verdict>/ must get their verdict (every wrong one caught).
# Fails unless every rule holds and every program got its verdict.
#
# Installs what is missing, quietly (logs in target/check-hydro/): g++ and pypy3 from
# Debian, jsonschema and PyYAML in a virtual environment under target/.
#   scripts/check-hydro.sh [HOPNIM_BINARY]     (default target/release/hopnim)
set -euo pipefail
cd "$(dirname "$0")/.."
hopnim="${1:-target/release/hopnim}"
logs=target/check-hydro
mkdir -p "$logs"

# quietly, apt_install, package_flags
. scripts/lib.sh

missing=()
for package in g++ pypy3; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "== Debian packages: installing ${missing[*]} (log: $logs/apt.log)"
  apt_install "$logs" --no-install-recommends "${missing[@]}"
fi

venv=target/hydro-venv
if ! "$venv/bin/python" -c 'import jsonschema, yaml' 2>/dev/null; then
  echo "== jsonschema, PyYAML: pip install into $venv (log: $logs/pip.log)"
  quietly "$logs/venv.log" python3 -m venv "$venv"
  quietly "$logs/pip.log" "$venv/bin/pip" install jsonschema PyYAML
fi
echo "== $("$venv/bin/python" -c 'from importlib.metadata import version as v
print("jsonschema", v("jsonschema") + ", PyYAML", v("PyYAML"))')"

# limits PROBLEM: prints the time limit in seconds and the memory limit in MiB of
# PROBLEM's testdata/config.yaml (as hopnim writes them: `time: 1s`, `memory: 256m`).
limits() {
  "$venv/bin/python" - "$1/testdata/config.yaml" <<'PY'
import re
import sys

import yaml

config = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
time = re.fullmatch(r"([0-9.]+)s", config["time"]).group(1)
memory = re.fullmatch(r"([0-9]+)m", config["memory"]).group(1)
print(time, memory)
PY
}

# judge PROBLEM WORK LOG: judges every program of PROBLEM with testlib-judge.py (WORK:
# an empty folder for its builds), its output in LOG; the programs of std/ declared
# accepted, those of submissions/<verdict>/ their verdict. Fails unless every one got
# its verdict.
judge() {
  local problem="$1" work="$2" log="$3" time memory judging summary
  mkdir -p "$work/declared/accepted" "$work/build"
  cp "$problem"/std/* "$work/declared/accepted/"
  cp -R "$problem/submissions/." "$work/declared/"
  read -r time memory < <(limits "$problem")
  if [ -e "$problem/testdata/interactor.cpp" ]; then
    judging=(--interactor "$problem/testdata/interactor.cpp")
  else
    judging=(--checker "$problem/testdata/checker.cpp")
  fi
  python3 scripts/testlib-judge.py --tests "$problem/testdata" "${judging[@]}" --std c++14 \
    --time "$time" --memory "$memory" --submissions "$work/declared" --work "$work/build" \
    >"$log" 2>&1 || true
  grep -E "^(OK|ERROR): " "$log" | sed 's/^/   /'
  summary=$(grep -E "^testlib-judge: .* submissions" "$log" || echo "no summary line")
  echo "   $summary"
  if ! [[ "$summary" =~ :\ 0\ errors$ ]]; then
    echo "testlib-judge found errors in $problem: see $log" >&2
    return 1
  fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for kind in chess misere beat leaping sliding; do
  package_flags "$kind"
  "$hopnim" package --format hydro "${flags[@]}" "$work/$kind" >"$logs/$kind-package.txt"
  echo "== Hydro's rules: $kind (hopnim package --format hydro ${flags[*]})"
  "$venv/bin/python" scripts/hydro-rules.py "$work/$kind" \
    scripts/schemas/hydro-config.schema.json || status=1
  echo "== judged as Hydro judges: $kind (log: $logs/$kind-judge.log)"
  judge "$work/$kind/$kind" "$work/$kind-judge" "$logs/$kind-judge.log" || status=1
done
exit "$status"
