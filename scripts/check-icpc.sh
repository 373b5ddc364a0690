#!/usr/bin/env bash
# The verdict of the ICPC format's own tools on hopnim's packages in that format
# (`hopnim package --format icpc`, the ICPC problem package format of 2023-07), for
# each of the five problems (`--rules hop|welter|slide`, `--misere`, `--interactive`),
# offline:
#
# - problemtools' `verifyproblem` (PyPI) on the package as `--icpc-version 2023-07`
#   writes it (problem_format_version 2023-07-draft, the one name problemtools knows):
#   fails unless its summary says 0 errors and every submission got the verdict its
#   folder declares (check-packages.sh's verify_package). verifyproblem also makes
#   each statement's PDF and HTML (Markdown through pandoc, from Debian).
# - The Chinese statement in PDF (problem2pdf --language zh): it must embed a CJK font
#   and hold the Chinese title and every Chinese character of the statement
#   (check_chinese_pdf). The Chinese statement is LaTeX: problemtools' Markdown path
#   typesets the title from problem.yaml before any word of a statement, in its
#   class's fonts, which have no Chinese glyph.
# - The interactive problem's sample game (data/sample/1.interaction) is the one the
#   package's interactor plays against its accepted perfect.cpp, line for line: the
#   format does not check what a statement shows.
# - BAPCtools (`bt`, PyPI) on the package as `--icpc-version 2025-09` writes it (the
#   one name bt knows, and its English statement in LaTeX, the only statements bt
#   reads): `bt validate` and `bt run`, no contest server. Both must end
#   without an error or a warning but two, each a BAPCtools rule beyond the format and
#   told to bt as ignored (it prints them with "(ignored)"): "No dedicated answer
#   validators found." (answer_validators/ is bt's own folder) and "use empty .ans
#   file for interactive problem" (the format does not ask it; the tests stay the
#   Kattis package's, byte for byte). Every submission must get its folder's verdict.
#
# Installs what is missing, quietly (logs in target/check-icpc/): problemtools and the
# Debian packages check-packages.sh installs (scripts/lib.sh's problemtools_ready),
# pandoc, and BAPCtools in target/bapctools-venv.
#   scripts/check-icpc.sh [HOPNIM_BINARY]     (default target/release/hopnim)
set -euo pipefail
cd "$(dirname "$0")/.."
hopnim="${1:-target/release/hopnim}"
logs=target/check-icpc
mkdir -p "$logs"

# quietly, problemtools_ready, check_chinese_pdf, package_flags, verify_package
. scripts/lib.sh

problemtools_ready "$logs" pandoc
bt_venv=target/bapctools-venv
if [ ! -x "$bt_venv/bin/bt" ]; then
  echo "== BAPCtools: pip install into $bt_venv (log: $logs/bt-pip.log)"
  quietly "$logs/bt-venv.log" python3 -m venv "$bt_venv"
  quietly "$logs/bt-pip.log" "$bt_venv/bin/pip" install bapctools
fi
echo "== $("$bt_venv/bin/bt" --version 2>&1 | head -n 1)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# bt reads the warnings to ignore from its configuration (XDG_CONFIG_HOME).
mkdir -p "$work/bt-config/bapctools"
cat >"$work/bt-config/bapctools/config.yaml" <<'YAML'
ignore_warning:
  - "No dedicated answer validators found."
  - "use empty .ans file for interactive problem"
YAML

# check_interaction PACKAGE SCRATCH LOG: plays the interactive PACKAGE's sample with
# its interactor (output_validator/) against its accepted perfect.cpp, each line the
# judge prints logged after `<` and each the program prints after `>`; fails unless
# the interactor accepts and the log is data/sample/1.interaction.
check_interaction() {
  local package="$1" scratch="$2" log="$3"
  mkdir -p "$scratch/feedback"
  quietly "$log" g++ -O2 -std=gnu++17 -o "$scratch/interactor" \
    "$package/output_validator/interactor.cpp"
  quietly "$log" g++ -O2 -std=gnu++17 -o "$scratch/perfect" \
    "$package/submissions/accepted/perfect.cpp"
  if ! timeout 60 python3 - "$scratch" "$package/data/sample" >"$log" 2>&1 <<'PY'; then
import subprocess, sys, threading
scratch, sample = sys.argv[1:]
judge = subprocess.Popen(
    [f"{scratch}/interactor", f"{sample}/1.in", f"{sample}/1.ans", f"{scratch}/feedback/"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
program = subprocess.Popen([f"{scratch}/perfect"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, text=True)
log, lock = [], threading.Lock()

def relay(source, sink, mark):
    for line in source:
        with lock:  # logged before it is passed on, so before any answer to it
            log.append(mark + line)
        try:
            sink.write(line)
            sink.flush()
        except BrokenPipeError:
            pass
    try:
        sink.close()
    except BrokenPipeError:
        pass

relays = [threading.Thread(target=relay, args=(judge.stdout, program.stdin, "<")),
          threading.Thread(target=relay, args=(program.stdout, judge.stdin, ">"))]
for thread in relays:
    thread.start()
verdict, _ = judge.wait(), program.wait()
for thread in relays:
    thread.join()
played, shown = "".join(log), open(f"{sample}/1.interaction").read()
print(played, end="")
if verdict != 42:
    sys.exit(f"the interactor did not accept perfect.cpp (exit {verdict})")
if played != shown:
    sys.exit("the game played is not data/sample/1.interaction:\n" + shown)
PY
    echo "   1.interaction: not the game played (log: $log)"
    tail -n 3 "$log" | sed 's/^/   /'
    return 1
  fi
  echo "   1.interaction: the game the interactor plays against perfect.cpp" \
    "($(grep -c . "$log") lines)"
}

# check_bt PACKAGE LOG: `bt validate` and `bt run` on PACKAGE (their output in
# LOG.validate and LOG.run), offline; prints each submission's verdict. Fails unless
# both end with no error and no warning but the two ignored ones, and every
# submission's verdict is its folder's.
check_bt() {
  local package="$1" log="$2" action failed=0 line folder verdict expected
  for action in validate run; do
    if ! (cd "$package" && XDG_CONFIG_HOME="$work/bt-config" PYPY_GC_NURSERY=4MB \
      timeout 1200 "$OLDPWD/$bt_venv/bin/bt" "$action" --no-bar) >"$log.$action" 2>&1; then
      echo "   bt $action: errors or warnings (log: $log.$action):"
      # What is neither progress, a verdict nor an ignored warning.
      grep -vE '^(PROBLEM |LOG: |Run: |$)|: (Done|Generated .*|using test case: .*)$|\(ignored\)|^[a-z_]+/[^ ]+: +[A-Z]+ ' \
        "$log.$action" | head -n 20 | sed 's/^/   /' || true
      failed=1
    else
      echo "   bt $action: OK (warnings ignored: $(grep -c "(ignored)" "$log.$action"))"
    fi
  done
  while read -r line; do
    folder=${line%%/*}
    verdict=$(sed -E 's/^[^:]+: +([A-Z]+).*/\1/' <<<"$line")
    case "$folder" in
      accepted) expected=AC ;;
      wrong_answer) expected=WA ;;
      time_limit_exceeded) expected=TLE ;;
      *) expected="a verdict for $folder" ;;
    esac
    echo "   $line"
    if [ "$verdict" != "$expected" ]; then
      echo "   ${line%%:*}: $verdict, not $expected"
      failed=1
    fi
  done < <(grep -E "^(accepted|wrong_answer|time_limit_exceeded|[a-z_]+)/[^ ]+: +[A-Z]+ " \
    "$log.run" | sed -E 's/ +$//')
  return "$failed"
}

status=0
mkdir "$work/problemtools" "$work/bapctools"
for kind in chess misere beat leaping sliding; do
  package_flags "$kind"
  package="$work/problemtools/$kind"
  "$hopnim" package --format icpc "${flags[@]}" "$package" >"$logs/$kind-package.txt"
  echo "== verifyproblem, icpc $kind (hopnim package --format icpc ${flags[*]};" \
    "log: $logs/$kind.log)"
  verify_package "$package" "$logs/$kind.log" || status=1
  echo "== the Chinese statement in PDF: icpc $kind"
  check_chinese_pdf "$package" "$work/$kind.zh.pdf" "$logs/$kind-zh-pdf.log" || status=1
  if [ "$kind" = beat ]; then
    echo "== the sample game: icpc $kind"
    check_interaction "$package" "$work/$kind-interaction" "$logs/$kind-interaction.log" ||
      status=1
  fi
  package="$work/bapctools/$kind"
  "$hopnim" package --format icpc --icpc-version 2025-09 "${flags[@]}" "$package" \
    >"$logs/$kind-bt-package.txt"
  echo "== bt validate, bt run: icpc $kind (hopnim package --format icpc" \
    "--icpc-version 2025-09 ${flags[*]}; logs: $logs/$kind-bt.*)"
  check_bt "$package" "$logs/$kind-bt" || status=1
done
exit "$status"
