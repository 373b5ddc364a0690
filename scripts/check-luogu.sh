#!/usr/bin/env bash
# Luogu's verdict on hopnim's Luogu folders, offline: Luogu (洛谷) has no verifier to
# run, so this script checks each folder against Luogu's documented rules and judges
# every submission as Luogu judges it. For each of the five problems (chess, misere,
# beat, leaping, sliding) it writes `hopnim package --format luogu` into a temporary
# folder, then:
#
# 1. The data zip and the statement, by the rules of Luogu's help (help.luogu.com.cn, manual/luogu/
#    problem: index "上传压缩包的要求", testcase-format, testcase-config, special-judge,
#    interactive-problems): a zip; at most 50 MB zipped and 100 MB unpacked; no folder
#    and no unrelated file (tests, config.yml, checker.cpp and interactive_lib.cpp
#    only); each test name with exactly one run of digits; every .in with its .out;
#    config.yml valid YAML without tabs, keyed by the tests' file names, every test
#    configured, only Luogu's fields, timeLimit in ms (1000: one second), memoryLimit in
#    KB (262144: 256 MiB), integer scores summing to 100; every test file ASCII (visible
#    characters, spaces and LF line ends only), not empty, ending in one newline, with
#    no blank line, no space at a line's start or end and no two spaces in a row;
#    checker.cpp a testlib checker (registerTestlibCmd), or in the interactive problem's
#    zip the testlib interactor (registerInteraction) beside an empty
#    interactive_lib.cpp, found only there; no testlib.h (Luogu's own is used). `data/` must hold
#    the zip's files byte for byte. The statement (statement/zh/, statement/en/): a file
#    a field of Luogu's form, within the form's lengths, UTF-8 with LF line ends, the
#    samples test 1's bytes, and README.md naming each file's field and asking for the
#    tag Special Judge, and 交互题 exactly for the interactive problem.
# 2. The judging: scripts/testlib-judge.py runs every submission of submissions/ on
#    every test of the zip, unpacked, under config.yml's limits: its output judged by
#    checker.cpp (`checker input output answer`), or for the interactive problem played
#    against checker.cpp as a testlib interactor, built as Luogu builds it
#    (g++ -std=c++14 -O2, the standard testlib).
#    Fails unless every submission gets the verdict its folder declares (every wrong
#    one caught) with 0 errors.
#
# Needs g++, python3 with PyYAML (else PyYAML goes into a virtual environment under
# target/), and pypy3 for the Python submissions where installed (python3 otherwise).
# Logs in target/check-luogu/.
#   scripts/check-luogu.sh [HOPNIM_BINARY]     (default target/release/hopnim)
set -euo pipefail
cd "$(dirname "$0")/.."
hopnim="${1:-target/release/hopnim}"
logs=target/check-luogu
mkdir -p "$logs"

# quietly
. scripts/lib.sh

python=python3
if ! python3 -c 'import yaml' 2>/dev/null; then
  venv=target/luogu-venv
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import yaml' 2>/dev/null; then
    echo "== PyYAML: pip install into $venv (log: $logs/pip.log)"
    quietly "$logs/venv.log" python3 -m venv "$venv"
    quietly "$logs/pip.log" "$venv/bin/pip" install pyyaml
  fi
  python="$venv/bin/python"
fi

# check_rules FOLDER INTERACTIVE: checks FOLDER's data.zip (and data/) against Luogu's
# documented rules (INTERACTIVE: 1 for the interactive problem, 0 otherwise); prints
# each finding, and fails if there is one.
check_rules() {
  "$python" - "$1" "$2" <<'PY'
import re
import sys
import zipfile
from pathlib import Path

import yaml

folder, interactive = Path(sys.argv[1]), sys.argv[2] == "1"
MB = 1000 * 1000  # Luogu's "50M" and "100M", read in the smaller, decimal, unit
TIME_LIMIT_MS, MEMORY_LIMIT_KB = 1000, 256 * 1024  # the problem's 1 s and 256 MiB
FIELDS = {"timeLimit", "memoryLimit", "score", "isPretest", "subtaskId"}
problems = []

def problem(text):
    problems.append(text)

zip_path = folder / "data.zip"
zipped = zip_path.stat().st_size
if zipped > 50 * MB:
    problem(f"data.zip is {zipped} bytes zipped, over 50 MB")
with zipfile.ZipFile(zip_path) as archive:
    entries = archive.infolist()
    files = {entry.filename: archive.read(entry) for entry in entries}
unpacked = sum(entry.file_size for entry in entries)
if unpacked > 100 * MB:
    problem(f"data.zip is {unpacked} bytes unpacked, over 100 MB")
if len(files) != len(entries):
    problem("data.zip holds a name twice")
for name in files:
    if "/" in name or "\\" in name:
        problem(f"{name}: a folder in data.zip")

programs = {"checker.cpp", "interactive_lib.cpp"}
tests = sorted(n for n in files if n.endswith((".in", ".out")))
for name in files:
    if name not in tests and name != "config.yml" and name not in programs:
        problem(f"{name}: no test, config.yml, checker.cpp or interactive_lib.cpp")
for name in tests:
    if len(re.findall(r"[0-9]+", name)) != 1:
        problem(f"{name}: not exactly one run of digits in the name")
inputs = {n[: -len(".in")] for n in tests if n.endswith(".in")}
outputs = {n[: -len(".out")] for n in tests if n.endswith(".out")}
for stem in sorted(inputs ^ outputs):
    problem(f"{stem}: an .in without its .out or an .out without its .in")
if not inputs:
    problem("data.zip holds no test")

for name in tests:
    data = files[name]
    where = f"{name}"
    if not data:
        problem(f"{where}: empty")
        continue
    bad = sorted({b for b in data if not (33 <= b <= 126 or b in (32, 10))})
    if bad:
        problem(f"{where}: bytes other than visible ASCII, space and LF: {bad[:5]}")
    if not data.endswith(b"\n"):
        problem(f"{where}: no newline at the end")
    for number, line in enumerate(data.split(b"\n")[:-1], 1):
        if not line:
            problem(f"{where}:{number}: a blank line")
        elif line.startswith(b" ") or line.endswith(b" "):
            problem(f"{where}:{number}: a space at the line's start or end")
        elif b"  " in line:
            problem(f"{where}:{number}: two spaces in a row")

config_text = files.get("config.yml")
if config_text is None:
    problem("data.zip holds no config.yml")
else:
    if b"\t" in config_text:
        problem("config.yml: a tab (Luogu's YAML takes spaces only)")
    config = yaml.safe_load(config_text)
    if not isinstance(config, dict):
        problem("config.yml: not a map of test names")
        config = {}
    configured = set()
    for key, fields in config.items():
        stem = re.sub(r"\.(in|out)$", "", str(key))
        if key not in files or stem not in inputs:
            problem(f"config.yml: {key} is no test file of data.zip")
        if stem in configured:
            problem(f"config.yml: {stem} is configured twice")
        configured.add(stem)
        if not isinstance(fields, dict) or not set(fields) <= FIELDS:
            problem(f"config.yml: {key}: fields other than {sorted(FIELDS)}")
            continue
        for field, value in fields.items():
            if field != "isPretest" and (type(value) is not int or value < 0):
                problem(f"config.yml: {key}: {field} is {value!r}, not a whole number")
        if fields.get("timeLimit") != TIME_LIMIT_MS:
            problem(f"config.yml: {key}: timeLimit {fields.get('timeLimit')!r}, "
                    f"not {TIME_LIMIT_MS} (ms)")
        if fields.get("memoryLimit") != MEMORY_LIMIT_KB:
            problem(f"config.yml: {key}: memoryLimit {fields.get('memoryLimit')!r}, "
                    f"not {MEMORY_LIMIT_KB} (KB)")
    for stem in sorted(inputs - configured):
        problem(f"config.yml: the test {stem} is not configured")
    scores = [f.get("score") for f in config.values() if isinstance(f, dict)]
    if any(type(s) is not int for s in scores) or sum(s for s in scores if type(s) is int) != 100:
        problem(f"config.yml: the scores {scores} do not sum to 100")

checker = files.get("checker.cpp", b"")
if interactive:
    if files.get("interactive_lib.cpp") != b"":
        problem("interactive_lib.cpp: not there, or not the empty placeholder")
    if b"registerInteraction" not in checker:
        problem("checker.cpp: not there, or no testlib interactor (registerInteraction)")
else:
    if "interactive_lib.cpp" in files:
        problem("interactive_lib.cpp: in the zip of a problem that is not interactive")
    if b"registerTestlibCmd" not in checker:
        problem("checker.cpp: not there, or no testlib checker (registerTestlibCmd)")
if "testlib.h" in files:
    problem("testlib.h: Luogu's own is used; the zip must not hold one")

# The statement: a file a field of Luogu's form, within the form's lengths (题目标题
# 100 characters, the sections 10000: docs/manual/luogu/ticket.md), UTF-8 with LF line
# ends and a final newline; the samples test 1 itself (the interactive problem shows
# none); README.md naming every field's file.
LENGTHS = {"title.txt": 100, "description.md": 10000, "input.md": 10000,
           "output.md": 10000, "hint.md": 10000}
readme = (folder / "README.md").read_text(encoding="utf-8")
for language in ("zh", "en"):
    statement = folder / "statement" / language
    names = {p.name for p in statement.iterdir()} if statement.is_dir() else set()
    for name in ("title.txt", "description.md", "input.md", "problem.md"):
        if name not in names:
            problem(f"statement/{language}/{name}: missing")
    for name in sorted(names):
        where = f"statement/{language}/{name}"
        raw = (statement / name).read_bytes()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            problem(f"{where}: not UTF-8")
            continue
        if "\r" in text or not text.endswith("\n"):
            problem(f"{where}: not LF line ends with a final newline")
        limit = LENGTHS.get(name)
        if limit is None and not name.startswith("sample-") and name != "problem.md":
            problem(f"{where}: no field of Luogu's form")
        if limit is not None and len(text.rstrip("\n")) > limit:
            problem(f"{where}: {len(text)} characters, over the form's {limit}")
        if name != "problem.md" and f"`statement/{language}/{name}`" not in readme:
            problem(f"{where}: README.md does not say which field it goes in")
    samples = sorted(n for n in names if n.startswith("sample-"))
    if interactive and samples:
        problem(f"statement/{language}: samples of the interactive problem")
    if not interactive:
        for name, test in (("sample-input-1.txt", "1.in"), ("sample-output-1.txt", "1.out")):
            if name not in names or (statement / name).read_bytes() != files.get(test):
                problem(f"statement/{language}/{name}: not test 1's {test}")
if "**Special Judge**" not in readme:
    problem("README.md: the tag Special Judge not asked for")
if ("**交互题**" in readme) != interactive:
    problem(f"README.md: the tag 交互题 {'not ' if interactive else ''}asked for")

data = folder / "data"
on_disk = {p.relative_to(data).as_posix(): p.read_bytes()
           for p in data.rglob("*") if p.is_file()} if data.is_dir() else {}
if on_disk != files:
    problem("data/ does not hold data.zip's files byte for byte")

for text in problems:
    print(f"   {text}")
print(f"   data.zip: {len(inputs)} tests, {zipped} bytes zipped, {unpacked} unpacked; "
      f"the statement's fields in zh and en: {len(problems)} problems")
sys.exit(1 if problems else 0)
PY
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for kind in chess misere beat leaping sliding; do
  package_flags "$kind"
  folder="$work/$kind"
  "$hopnim" package --format luogu "${flags[@]}" "$folder" >"$logs/$kind-package.txt"
  interactive=0
  [ "$kind" = beat ] && interactive=1
  echo "== Luogu's rules: $kind (hopnim package --format luogu${flags[*]:+ ${flags[*]}})"
  check_rules "$folder" "$interactive" || status=1

  echo "== judged as Luogu judges: $kind (log: $logs/$kind-judge.log)"
  mkdir "$work/$kind-data"
  (cd "$work/$kind-data" && unzip -q "$folder/data.zip")
  # checker.cpp judges, or plays as the interactor. The limits are config.yml's, which
  # check_rules has read: 1000 ms, 262144 KB.
  judge=(--checker "$work/$kind-data/checker.cpp")
  [ "$interactive" -eq 1 ] && judge=(--interactor "$work/$kind-data/checker.cpp")
  if ! python3 scripts/testlib-judge.py --tests "$work/$kind-data" "${judge[@]}" \
    --std c++14 --time 1 --memory 256 --submissions "$folder/submissions" \
    --work "$work/$kind-build" >"$logs/$kind-judge.log" 2>&1; then
    status=1
  fi
  sed 's/^/   /' "$logs/$kind-judge.log"
done
exit "$status"
