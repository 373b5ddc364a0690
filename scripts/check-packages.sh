#!/usr/bin/env bash
# The judges' own verdict on hopnim's problem packages: writes each package (normal,
# misère, interactive) with `hopnim package` into a temporary folder and runs the
# Kattis format's verifier, `verifyproblem` (problemtools, from PyPI), on it; also
# the packages of the sibling games (`--rules welter`, `--rules slide`). Fails
# unless each run's summary line says 0 errors and every submission got the verdict
# its folder declares (a line `OK: <verdict>`, no `ERROR` line).
#
# Before that, each package's Python submissions run under pypy3 on every secret input
# with an address-space limit (`ulimit -v`, as problemtools sets one) of half the
# memory limit the package states, PyPy's nursery pinned to 4 MB (see
# check_pypy_memory): none may crash, an accepted one must print the .ans (token by
# token) or, in the interactive package, be accepted by the package's interactor.
#
# Each package holds its statement in English and in Chinese. verifyproblem compiles
# both but cannot tell a Chinese text that came out as missing glyphs, so then
# each package's Chinese PDF is made (problem2pdf --language zh) and must embed a CJK
# font and, in its text (pdftotext), the Chinese title and every Chinese character of
# the statement (check_chinese_pdf).
#
# The Polygon packages are also read by polyconv (PyPI), which converts them to CMS's
# format (check_polyconv).
#
# The other formats have checks of their own (scripts/check-icpc.sh, check-hydro.sh,
# check-luogu.sh); scripts/check-formats.sh, which CI runs, runs all four.
#
# Installs what is missing, quietly (logs in target/check-packages/): problemtools in
# a virtual environment under target/, and from Debian pypy3 (the format runs Python
# submissions with it), tidy, the TeX packages the statement check needs, the Noto
# CJK fonts the Chinese statement falls back to, Ghostscript (problem2pdf passes its
# PDF through it) and poppler-utils (pdffonts, pdftotext).
#   scripts/check-packages.sh [HOPNIM_BINARY]     (default target/release/hopnim)
set -euo pipefail
cd "$(dirname "$0")/.."
hopnim="${1:-target/release/hopnim}"
logs=target/check-packages
mkdir -p "$logs"

# quietly, apt_install, problemtools_ready, check_chinese_pdf, package_flags,
# verify_package
. scripts/lib.sh

# Debian's packages and problemtools (scripts/lib.sh)
problemtools_ready "$logs"
venv=$problemtools_venv

# memory_limit PACKAGE: the memory limit in MB that verifyproblem applies to PACKAGE
# (problem.yaml's limits.memory over problemtools' defaults).
memory_limit() {
  "$venv/bin/python" - "$1/problem.yaml" <<'PY'
import sys
import yaml
from problemtools import config

limits = config.load_config("problem.yaml")["limits"]
with open(sys.argv[1]) as f:
    limits.update((yaml.safe_load(f) or {}).get("limits") or {})
print(limits["memory"])
PY
}

# check_pypy_memory PACKAGE SCRATCH LOG: runs each Python submission of PACKAGE with
# pypy3, as verifyproblem does, on every secret input, under `ulimit -v` of half the
# package's memory limit (SCRATCH: an empty folder for its files; LOG gets what the
# programs write on stderr). Fails if one crashes (a MemoryError, say), if an
# accepted one's output is not the .ans token by token, or, in an interactive
# package, if the package's interactor does not accept an accepted one.
# Why half: how much of the limit PyPy takes for itself depends on the machine. Its
# nursery, where new objects start, is half the CPU cache /proc/cpuinfo reports (4 MB
# if PyPy cannot tell), and no major collection comes before 8 times that. So the
# nursery is pinned to 4 MB and the limit halved: a program whose memory grows with
# its input (all of the input's tokens in one list, say) fails here on any machine,
# and one that passes keeps room for a machine where PyPy's nursery is larger.
check_pypy_memory() {
  local package="$1" scratch="$2" log="$3"
  local limit kib interactor="" program name names="" input status judged problem failed=0
  limit=$(memory_limit "$package")
  kib=$((limit * 1024 / 2))
  if grep -Eq '^validation:.*interactive' "$package/problem.yaml"; then
    interactor="$scratch/interactor"
    quietly "$scratch/g++.log" g++ -O2 -std=gnu++17 -o "$interactor" \
      $(find "$package/output_validators" -name '*.cpp')
    mkfifo "$scratch/to-program" "$scratch/from-program"
    mkdir "$scratch/feedback"
  fi
  : >"$log"
  for program in "$package"/submissions/*/*.py; do
    [ -e "$program" ] || continue
    name=${program#"$package/submissions/"}
    names+=" $name"
    for input in "$package"/data/secret/*.in; do
      status=0
      if [ -n "$interactor" ]; then
        timeout 60 "$interactor" "$input" "${input%.in}.ans" "$scratch/feedback/" \
          <"$scratch/from-program" >"$scratch/to-program" &
        run_limited "$kib" "$program" "$scratch/stderr" \
          >"$scratch/from-program" <"$scratch/to-program" || status=$?
        judged=0
        wait $! || judged=$?
      else
        run_limited "$kib" "$program" "$scratch/stderr" \
          <"$input" >"$scratch/output" || status=$?
      fi
      echo "== $name < ${input#"$package/data/"}: exit $status" >>"$log"
      cat "$scratch/stderr" >>"$log"
      problem=""
      if [[ "$name" == accepted/* ]] && [ -n "$interactor" ] && [ "$judged" -ne 42 ]; then
        problem="not accepted by the interactor (exit $judged):"
        problem+=" $(tail -n 1 "$scratch/feedback/judgemessage.txt" 2>/dev/null)"
      elif [ "$status" -ne 0 ]; then
        problem="crashed (exit $status): $(tail -n 1 "$scratch/stderr")"
      elif [[ "$name" == accepted/* ]] && [ -z "$interactor" ] &&
        ! same_tokens "$scratch/output" "${input%.in}.ans"; then
        problem="its output is not the .ans"
      fi
      if [ -n "$problem" ]; then
        echo "   $name on ${input#"$package/data/"} under ulimit -v $kib: $problem"
        failed=1
        break # the first input it fails on is enough
      fi
    done
  done
  echo "   pypy3${names:- (no Python submission)}, every secret input, ulimit -v $kib" \
    "(half of $limit MB): $([ "$failed" -eq 0 ] && echo OK || echo FAILED)"
  return "$failed"
}

# run_limited KIB PROGRAM ERRORS: pypy3 PROGRAM under `ulimit -v KIB` with a 4 MB
# nursery, for at most a minute, its stderr in the file ERRORS. (Not exec'd, so that a
# crash is an exit status, its notice from bash dropped.)
run_limited() {
  PYPY_GC_NURSERY=4MB timeout 60 \
    bash -c 'ulimit -v "$1" || exit; pypy3 "$2" 2>"$3"; exit "$?"' - "$@" 2>/dev/null
}

# same_tokens FILE1 FILE2: whether the two files hold the same whitespace-separated
# tokens.
same_tokens() {
  python3 -c 'import sys; a, b = (open(f, "rb").read().split() for f in sys.argv[1:])
sys.exit(a != b)' "$1" "$2"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for kind in chess misere beat leaping sliding; do
  package_flags "$kind"
  "$hopnim" package "${flags[@]}" "$work/$kind" >"$logs/$kind-package.txt"
  echo "== pypy3 in bounded memory: $kind (log: $logs/$kind-pypy.log)"
  mkdir "$work/$kind-pypy"
  check_pypy_memory "$work/$kind" "$work/$kind-pypy" "$logs/$kind-pypy.log" || status=1
  echo "== verifyproblem $kind (hopnim package ${flags[*]}; log: $logs/$kind.log)"
  verify_package "$work/$kind" "$logs/$kind.log" || status=1
  echo "== the Chinese statement in PDF: $kind"
  check_chinese_pdf "$work/$kind" "$work/$kind.zh.pdf" "$logs/$kind-zh-pdf.log" || status=1
done

# ---- Polygon packages: `hopnim package --format polygon`, p2d, verifyproblem ----
# Each kind is also written in the layout of a Polygon package and converted by p2d
# (Polygon2DOMjudge, from PyPI, in target/p2d-venv) into a DOMjudge package, which is
# a Kattis package with a domjudge-problem.ini; verifyproblem then checks that: the
# tests, the testlib checker (or interactor, compiled with p2d's testlib.h) and every
# solution's verdict, as its Polygon tag declares it (p2d sorts the solutions into
# submissions/<verdict>/ by tag). p2d leaves out two things verifyproblem needs, so
# the check adds them from the Polygon package:
# - the statement: p2d copies only a PDF (with --with-statement), which the package
#   does not hold and the legacy Kattis format does not read. The check writes
#   problem_statement/problem.<en|zh>.tex from the package's statement sections
#   (statement-sections/<language>/: name, legend, input, output, interaction,
#   notes), so that problemtools builds each language's sections to PDF and HTML.
# - the input validator: DOMjudge validates no input. The check puts the package's
#   testlib validator (files/validator.cpp) into input_validators/, built with p2d's
#   testlib.h behind a run script that turns testlib's exit 0 into 42 and any other
#   into 43; verifyproblem runs it on every test and on its own malformed inputs.
p2d_venv=target/p2d-venv
if [ ! -x "$p2d_venv/bin/p2d" ]; then
  echo "== p2d: pip install into $p2d_venv (log: $logs/p2d-pip.log)"
  quietly "$logs/p2d-venv.log" python3 -m venv "$p2d_venv"
  quietly "$logs/p2d-pip.log" "$p2d_venv/bin/pip" install p2d==0.4.0
fi
echo "== p2d $("$p2d_venv/bin/p2d" --version 2>&1 | tail -n 1)"
testlib=$("$p2d_venv/bin/python" -c 'import p2d.p2d; print(p2d.p2d.TESTLIB_PATH)')

# polygon_statement POLYGON LANGUAGE CODE OUT: writes the Kattis statement OUT from the
# sections of LANGUAGE (english, chinese) of the Polygon package POLYGON, with the
# headings of CODE (en, zh); a Chinese one opens with the CJK set-up the Kattis
# packages' Chinese statements open with, so that its PDF is checked like theirs.
polygon_statement() {
  local sections="$1/statement-sections/$2" code="$3" out="$4" section heading
  : >"$out"
  [ "$code" = zh ] && cat crates/hopnim-setter/package/zh_setup.tex >>"$out"
  printf '\\problemname{%s}\n\n' "$(cat "$sections/name.tex")" >>"$out"
  cat "$sections/legend.tex" >>"$out"
  for section in input output interaction notes; do
    [ -e "$sections/$section.tex" ] || continue
    case "$code:$section" in
      en:input) heading=Input ;;
      en:output) heading=Output ;;
      en:interaction) heading=Interaction ;;
      en:notes) heading=Notes ;;
      zh:input) heading=输入格式 ;;
      zh:output) heading=输出格式 ;;
      zh:interaction) heading=交互方式 ;;
      zh:notes) heading=说明 ;;
    esac
    printf '\n\\section*{%s}\n\n' "$heading" >>"$out"
    cat "$sections/$section.tex" >>"$out"
  done
}

# ---- polyconv: the Polygon package read by a second tool no one here wrote ----
# polyconv (PyPI) converts a Polygon package to CMS's format: it reads problem.xml's
# testset (its tests and their groups: the samples, worth 0 points, and the secret
# tests, worth 100, won whole) and writes tests/input.<id>_<group> with
# score_params.txt. The check runs it on a copy of each package (it writes beside the
# package) and compares every test it wrote with the package's, byte for byte, and
# its scores with [[0, samples], [100, secret]].
# Two things of polyconv's own, worked around in the copy only:
# - it needs Python 3.13 or later, which Debian 12 has not: the check takes a
#   python3.13 (or later) from PATH or from pyenv, and without one says that it cannot
#   run polyconv and goes on;
# - it looks for test N as tests/N padded to as many digits as the test count has
#   (tests/1 with 9 tests), where Polygon writes tests/01 (problem.xml's pattern
#   tests/%02d): the copy also holds each test under polyconv's name.
# polyconv's --out option fails (it takes a string for a path); its default output
# folder, <package>/cms_out, is used instead.
polyconv_python() {
  local candidate
  for candidate in python3.14 python3.13 \
    "$(pyenv root 2>/dev/null)"/versions/3.1[3-9]*/bin/python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
      "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 13))' 2>/dev/null; then
      echo "$candidate"
      return
    fi
  done
  return 1
}
polyconv_venv=target/polyconv-venv
if [ ! -x "$polyconv_venv/bin/polyconv" ] && python313=$(polyconv_python); then
  echo "== polyconv: pip install into $polyconv_venv, with $("$python313" --version)" \
    "(log: $logs/polyconv-pip.log)"
  quietly "$logs/polyconv-venv.log" "$python313" -m venv "$polyconv_venv"
  quietly "$logs/polyconv-pip.log" "$polyconv_venv/bin/pip" install polyconv==1.0.4
fi
if [ -x "$polyconv_venv/bin/polyconv" ]; then
  echo "== polyconv $("$polyconv_venv/bin/pip" show polyconv | sed -n 's/^Version: //p')"
else
  echo "== polyconv: NOT RUN: it needs Python 3.13 or later, and none was found" \
    "(python3.13 on PATH, or pyenv's)"
fi

# check_polyconv POLYGON COPY LOG: runs polyconv on COPY, a copy of the Polygon package
# POLYGON, and compares what it wrote with the package's tests; 0 if they agree.
check_polyconv() {
  local polygon="$1" copy="$2" log="$3" count width index padded test group
  [ -x "$polyconv_venv/bin/polyconv" ] || return 0
  cp -r "$polygon" "$copy"
  count=$(grep -c '<test ' "$polygon/problem.xml")
  width=${#count}
  for ((index = 1; index <= count; index++)); do
    padded=$(printf '%0*d' "$width" "$index")
    [ -e "$copy/tests/$padded" ] && continue
    cp "$polygon/tests/$(printf '%02d' "$index")" "$copy/tests/$padded"
    cp "$polygon/tests/$(printf '%02d' "$index").a" "$copy/tests/$padded.a"
  done
  if ! "$polyconv_venv/bin/polyconv" "$copy" >"$log" 2>&1; then
    echo "polyconv could not read $polygon: see $log" >&2
    return 1
  fi
  for ((index = 1; index <= count; index++)); do
    padded=$(printf '%0*d' "$width" "$index")
    test=$(printf '%02d' "$index")
    group=$([ "$index" -eq 1 ] && echo samples || echo secret)
    if ! cmp -s "$polygon/tests/$test" "$copy/cms_out/tests/input.${padded}_$group" ||
      ! cmp -s "$polygon/tests/$test.a" "$copy/cms_out/tests/output.${padded}_$group"; then
      echo "polyconv's test $padded ($group) is not the package's tests/$test: see $copy" >&2
      return 1
    fi
  done
  if [ "$(cat "$copy/cms_out/score_params.txt")" != \
    '[[0, ".*_(samples)"], [100, ".*_(secret)"]]' ]; then
    echo "polyconv's scores are not 0 for the samples and 100 for the secret tests:" \
      "$(cat "$copy/cms_out/score_params.txt")" >&2
    return 1
  fi
  echo "   polyconv: $count tests in CMS's names, byte for byte; scores $(cat "$copy/cms_out/score_params.txt")"
}

mkdir "$work/polygon" "$work/p2d" "$work/polyconv"
for kind in chess misere beat leaping sliding; do
  package_flags "$kind"
  polygon="$work/polygon/$kind" converted="$work/p2d/$kind"
  "$hopnim" package --format polygon "${flags[@]}" "$polygon" >"$logs/polygon-$kind-package.txt"
  check_polyconv "$polygon" "$work/polyconv/$kind" "$logs/polyconv-$kind.log" || status=1
  echo "== p2d + verifyproblem, polygon $kind (hopnim package --format polygon ${flags[*]};" \
    "log: $logs/polygon-$kind.log)"
  if ! "$p2d_venv/bin/p2d" --code "$kind" --yes "$polygon" -o "$work/p2d/$kind.zip" \
    >"$logs/polygon-$kind-p2d.log" 2>&1; then
    echo "p2d did not convert the polygon $kind package: see $logs/polygon-$kind-p2d.log" >&2
    status=1
    continue
  fi
  mkdir "$converted"
  (cd "$converted" && unzip -q "../$kind.zip")
  mkdir "$converted/problem_statement"
  for language in english:en chinese:zh; do
    [ -d "$polygon/statement-sections/${language%:*}" ] || continue
    polygon_statement "$polygon" "${language%:*}" "${language#*:}" \
      "$converted/problem_statement/problem.${language#*:}.tex"
  done
  validator="$converted/input_validators/polygon"
  mkdir -p "$validator"
  cp "$polygon/files/validator.cpp" "$testlib" "$validator/"
  cat >"$validator/build" <<'BUILD'
#!/bin/sh
# testlib's validator: exit 0 valid, anything else invalid; the Kattis format: 42, 43.
g++ -O2 -std=gnu++17 -o validator validator.cpp || exit 1
printf '#!/bin/sh\n"$(dirname "$0")/validator" "$@" && exit 42\nexit 43\n' >run
chmod +x run
BUILD
  chmod +x "$validator/build"
  verify_package "$converted" "$logs/polygon-$kind.log" || status=1
  check_chinese_pdf "$converted" "$work/p2d/$kind.zh.pdf" "$logs/polygon-$kind-zh-pdf.log" ||
    status=1
done
exit "$status"
