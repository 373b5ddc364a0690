# What the scripts share: quiet installs with their logs, the packages' options, and
# problemtools' checks of a problem package. Sourced, not run:
#   . scripts/lib.sh   (from the repository's root)

# quietly LOG COMMAND...: runs COMMAND with its output in LOG; on failure shows the
# log's last lines and fails.
quietly() {
  local log="$1"
  shift
  if ! "$@" >"$log" 2>&1; then
    echo "failed: $*" >&2
    echo "--- the last lines of $log:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
}

# as_root COMMAND...: COMMAND as root (through sudo unless we are root).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# apt_install LOGS ARGS...: `apt-get update`, then `apt-get install -y ARGS`, quietly,
# the logs in the folder LOGS (apt-update.log, apt.log).
apt_install() {
  local logs="$1"
  shift
  quietly "$logs/apt-update.log" as_root apt-get update
  quietly "$logs/apt.log" as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y "$@"
}

# e2e_packages_ready: whether every package e2e/package.json names is installed.
e2e_packages_ready() {
  local package
  for package in $(node -p 'Object.keys(require("./e2e/package.json").devDependencies).join(" ")'); do
    [ -d "e2e/node_modules/$package" ] || return 1
  done
}

# browser_ready LOGS CHROMIUM: what the browser tests need, installed where missing:
# Debian's Chromium at CHROMIUM (apt-get) and the npm packages of e2e/ (npm ci); says
# which it found and which it installed, their logs in the folder LOGS.
browser_ready() {
  local logs="$1" chromium_path="$2"
  if [ -x "$chromium_path" ]; then
    echo "Chromium: $chromium_path"
  else
    echo "Chromium: installing the Debian package (log: $logs/apt.log)"
    apt_install "$logs" chromium
  fi
  if e2e_packages_ready; then
    echo "npm packages of e2e/: installed"
  else
    echo "npm packages of e2e/: npm ci (log: $logs/npm.log)"
    quietly "$logs/npm.log" bash -c "cd e2e && npm ci --no-audit --no-fund"
  fi
}

# Where problemtools is installed (problemtools_ready).
problemtools_venv=target/problemtools-venv

# problemtools_ready LOGS [DEBIAN_PACKAGE...]: what problemtools' checks of a package
# need, installed where missing, quietly (the logs in the folder LOGS): from Debian
# pypy3 (the Kattis format runs Python submissions with it), tidy, the TeX packages
# the statements need, the Noto CJK fonts the Chinese statement falls back to,
# Ghostscript (problem2pdf passes its PDF through it), poppler-utils (pdffonts,
# pdftotext) and the DEBIAN_PACKAGEs; problemtools from PyPI in a virtual
# environment, $problemtools_venv. Says which version it is.
problemtools_ready() {
  local logs="$1" package missing=()
  shift
  local debian=(pypy3 tidy texlive-luatex texlive-latex-extra texlive-plain-generic
    fonts-noto-cjk ghostscript poppler-utils "$@")
  for package in "${debian[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "== Debian packages: installing ${missing[*]} (log: $logs/apt.log)"
    apt_install "$logs" --no-install-recommends "${missing[@]}"
  else
    echo "== Debian packages: installed"
  fi
  if [ ! -x "$problemtools_venv/bin/verifyproblem" ]; then
    echo "== problemtools: pip install into $problemtools_venv (log: $logs/pip.log)"
    quietly "$logs/venv.log" python3 -m venv "$problemtools_venv"
    quietly "$logs/pip.log" "$problemtools_venv/bin/pip" install problemtools
  fi
  echo "== $("$problemtools_venv/bin/verifyproblem" --version 2>&1 | head -n 1)"
}

# check_chinese_pdf PACKAGE PDF LOG: makes the PDF of PACKAGE's Chinese statement
# (problem.zh.tex, under problem_statement/ in the legacy format, statement/ in
# 2023-07) into PDF with problem2pdf (its output in LOG).
# Fails unless pdffonts lists an embedded CJK font in it and its text holds the
# statement's title and every Chinese character the statement typesets: a character
# no font has is dropped from the PDF, so a statement in missing glyphs fails here.
check_chinese_pdf() {
  local package="$1" pdf="$2" log="$3" fonts problem="" tex
  tex="$package/problem_statement/problem.zh.tex"
  [ -e "$tex" ] || tex="$package/statement/problem.zh.tex"
  rm -f "$pdf"
  # problem2pdf's exit status does not tell a failed lualatex run: the PDF does.
  (cd "$(dirname "$package")" &&
    "$OLDPWD/$problemtools_venv/bin/problem2pdf" --language zh -o "$pdf" "$(basename "$package")") \
    >"$log" 2>&1 || true
  if [ ! -s "$pdf" ]; then
    problem="problem2pdf made no PDF"
  else
    fonts=$(pdffonts "$pdf" | awk 'NR > 2 && $1 ~ /CJK/ && $(NF - 4) == "yes" { print $1 }')
    if [ -z "$fonts" ]; then
      problem="no embedded CJK font (pdffonts: $(pdffonts "$pdf" | awk 'NR > 2 { printf "%s ", $1 }'))"
    else
      problem=$(pdftotext -enc UTF-8 "$pdf" - |
        python3 -c '
import re, sys
tex = open(sys.argv[1], encoding="utf-8").read()
# What the statement typesets: from its \problemname on, TeX comments left out.
body = re.sub(r"(?<!\\)%.*", "", tex[tex.index("\\problemname{"):])
title = re.search(r"\\problemname\{([^}]*)\}", body).group(1)
text = sys.stdin.read()
missing = sorted({c for c in body if "\u4e00" <= c <= "\u9fff"} - set(text))
if title not in text:
    print("the title", title, "is not in its text")
elif missing:
    print(len(missing), "Chinese characters are not in its text:", "".join(missing))
' "$tex")
    fi
  fi
  if [ -n "$problem" ]; then
    echo "   $(basename "$pdf"): $problem (log: $log)"
    return 1
  fi
  echo "   $(basename "$pdf"): OK, embedded ${fonts//$'\n'/, }"
}

# package_flags KIND: sets `flags` to the options of `hopnim package` that write the
# package KIND (its short name): chess, misere, beat, leaping or sliding.
package_flags() {
  case "$1" in
    chess) flags=() ;;
    misere) flags=(--misere) ;;
    beat) flags=(--interactive) ;;
    leaping) flags=(--rules welter) ;;
    sliding) flags=(--rules slide) ;;
  esac
}

# verify_package PACKAGE LOG: runs verifyproblem on PACKAGE (its output in LOG) and
# prints its verdicts; fails unless its summary says 0 errors and no line is an ERROR.
# PyPy's nursery is pinned for verifyproblem too (the submissions it starts inherit
# the variable): on a host whose /proc/cpuinfo reports a 480 MiB cache, the nursery
# alone (half of that) outgrew the address-space limit verifyproblem sets, and PyPy
# aborted before running a line ("cannot allocate nursery"), whatever the program.
verify_package() {
  local package="$1" log="$2" name summary
  name=$(basename "$package")
  (cd "$(dirname "$package")" &&
    PYPY_GC_NURSERY=4MB "$OLDPWD/$problemtools_venv/bin/verifyproblem" "$name") >"$log" 2>&1 || true
  grep -E "OK: |^ERROR|^WARNING" "$log" | sed 's/^/   /'
  summary=$(grep -E "^$name tested: " "$log" || echo "no summary line")
  echo "   $summary"
  if ! [[ "$summary" =~ ^$name\ tested:\ 0\ errors ]] || grep -q "^ERROR" "$log"; then
    echo "verifyproblem found errors in $package: see $log" >&2
    return 1
  fi
}
