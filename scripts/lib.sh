# What the scripts share: quiet installs with their logs, the packages' options. Sourced,
# not run:
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
