#!/usr/bin/env bash
# The release: scripts/release.sh OUT writes into OUT, from this checkout,
#   hopnim-VERSION-x86_64-unknown-linux-musl.tar.gz
#       a statically linked `hopnim` with every command, its manual pages (man/),
#       its completions for bash, zsh and fish (completions/), README.md,
#       CHANGELOG.md and the licences;
#   hopnim-VERSION-cp310-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl
#       the Python module, one wheel for CPython 3.10 and every later one, on any
#       Linux with glibc 2.17 or later (linked by zig against that glibc);
#   hopnim-site-VERSION.tar.gz
#       the static page (scripts/build-site.sh), its engine in hopnim.wasm;
#   SHA256SUMS
#       the sums of the three (`sha256sum -c SHA256SUMS` in OUT checks them).
# VERSION is the workspace's (Cargo.toml). Then it checks what it wrote: the binary
# is static, answers the HDU sample with an empty environment and knows its version;
# the wheel passes `twine check` and installs into a fresh virtual environment with
# no package index and no Rust toolchain on the PATH, where `hopnim.solve` answers
# the sample; the site holds its module and names the version.
#
# Installs what is missing, quietly (logs in target/release-logs/): the musl target
# (rustup), musl-gcc (Debian's musl-tools, for mimalloc's C), and maturin, zig (the
# ziglang package) and twine in a virtual environment under target/. Builds in target/release-build, apart from
# the tests' target directory.
#   scripts/release.sh dist
#   HOPNIM_RELEASE_CPU=x86-64 scripts/release.sh dist   # a binary for any x86-64
set -euo pipefail

out="${1:?usage: scripts/release.sh OUT}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$(dirname "$0")/.."
root="$PWD"

# quietly, apt_install
. scripts/lib.sh

logs="$root/target/release-logs"
build="$root/target/release-build"
mkdir -p "$logs" "$build"

phase() {
  echo "== [${SECONDS}s] $*"
}

# fail MESSAGE: stops the release.
fail() {
  echo "error: $*" >&2
  exit 1
}

pkgid="$(cargo pkgid -p hopnim)"
version="${pkgid##*[#@]}"
target=x86_64-unknown-linux-musl
# The project's floor (.cargo/config.toml says why): every x86-64 CPU since 2009.
cpu="${HOPNIM_RELEASE_CPU:-x86-64-v2}"
phase "hopnim $version into $out"
if command -v git >/dev/null && [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  echo "   (the checkout has uncommitted changes: they go into the release)"
fi

# Reproducible archives: every file dated at the last commit, owned by root.
epoch="$(git log -1 --format=%ct 2>/dev/null || date +%s)"
# archive ARCHIVE DIR NAME: ARCHIVE (.tar.gz) of DIR/NAME, as NAME/….
archive() {
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
    -C "$2" -cf - "$3" | gzip -9n >"$1"
}

# --- What the builds need.
if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  command -v rustup >/dev/null || fail "the $target target is needed, and rustup is not here to add it"
  phase "rustup target add $target (log: $logs/rustup.log)"
  quietly "$logs/rustup.log" rustup target add "$target"
fi
if ! command -v musl-gcc >/dev/null; then
  phase "musl-gcc: installing Debian's musl-tools (log: $logs/apt.log)"
  apt_install "$logs" musl-tools
fi
venv="$root/target/release-venv"
if [ ! -x "$venv/bin/maturin" ] || [ ! -x "$venv/bin/twine" ] ||
  ! "$venv/bin/python" -c 'import ziglang' 2>/dev/null; then
  phase "maturin, zig and twine in $venv (log: $logs/pip.log)"
  [ -x "$venv/bin/python" ] || quietly "$logs/venv.log" python3 -m venv "$venv"
  quietly "$logs/pip.log" "$venv/bin/pip" install "maturin>=1.9,<2" ziglang "twine>=6.1"
fi

# --- The static binary.
phase "the static binary: cargo build --profile fastest --target $target (log: $logs/musl.log)"
# The fastest profile (one codegen unit, whole-program LTO), linked at a fixed address
# (relocation-model=static, as crates/hopnim-cli/build.rs links the glibc build): a
# static-pie binary relocates itself at every start. `solve` of the HDU sample started
# in 0.96 of an empty C program's time instead of 1.58, and the largest HDU input took
# a fifth of a fast C++ solution's time instead of a quarter (docs/contributing.md,
# Performance).
export CARGO_TARGET_X86_64_UNKNOWN_LINUX_MUSL_RUSTFLAGS="-C target-cpu=$cpu -C relocation-model=static"
export CC_x86_64_unknown_linux_musl=musl-gcc
quietly "$logs/musl.log" env CARGO_PROFILE_FASTEST_STRIP=symbols \
  cargo build --locked --profile fastest -p hopnim-cli --target "$target" --target-dir "$build"
bin="$build/$target/fastest/hopnim"

name="hopnim-$version-$target"
stage="$build/stage"
rm -rf "$stage"
mkdir -p "$stage/$name/man" "$stage/$name/completions"
cp "$bin" "$stage/$name/hopnim"
"$bin" man --out "$stage/$name/man" >/dev/null
"$bin" completions bash >"$stage/$name/completions/hopnim.bash"
"$bin" completions zsh >"$stage/$name/completions/_hopnim"
"$bin" completions fish >"$stage/$name/completions/hopnim.fish"
cp README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$stage/$name/"
archive "$out/$name.tar.gz" "$stage" "$name"

# --- The wheel.
# Linked with zig against glibc 2.17: the wheel installs on manylinux2014, where one
# linked here would ask for this machine's glibc.
phase "the wheel: maturin build --release --zig (log: $logs/wheel.log)"
rm -f "$out"/hopnim-*.whl
quietly "$logs/wheel.log" env PATH="$venv/bin:$PATH" \
  maturin build --locked --release --strip --zig --compatibility manylinux2014 \
  -m crates/hopnim-py/Cargo.toml \
  --interpreter "$venv/bin/python" --target-dir "$build" --out "$out"
wheels=("$out"/hopnim-"$version"-cp310-abi3-*.whl)
[ -f "${wheels[0]}" ] && [ "${#wheels[@]}" -eq 1 ] ||
  fail "no single abi3 wheel of version $version in $out: $(ls "$out")"
wheel="${wheels[0]}"
quietly "$logs/twine.log" "$venv/bin/twine" check --strict "$wheel"

# --- The static site.
phase "the static site: scripts/build-site.sh (log: $logs/site.log)"
site="hopnim-site-$version"
rm -rf "${stage:?}/$site"
quietly "$logs/site.log" scripts/build-site.sh "$stage/$site"
archive "$out/$site.tar.gz" "$stage" "$site"

# --- The sums.
(cd "$out" && sha256sum "$name.tar.gz" "${wheel##*/}" "$site.tar.gz" >SHA256SUMS)

# --- The checks, on the artifacts themselves.
phase "checking the artifacts"
(cd "$out" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not check"
check="$build/check"
rm -rf "$check"
mkdir -p "$check"
sample="$(printf 'NO\nYES')"

tar -xzf "$out/$name.tar.gz" -C "$check"
unpacked="$check/$name/hopnim"
# ldd exits 1 on a static binary linked at a fixed address ("not a dynamic
# executable"), 0 on a static-pie one ("statically linked"): its words decide.
linked="$(ldd "$unpacked" 2>&1 || true)"
grep -Eq "statically linked|not a dynamic executable" <<<"$linked" ||
  fail "the binary is not static: $linked"
[ "$(env -i "$unpacked" solve <"$root/examples/hdu5724-sample.txt")" = "$sample" ] ||
  fail "the static binary does not answer the HDU sample"
[ "$(env -i "$unpacked" --version)" = "hopnim $version" ] ||
  fail "the binary says $(env -i "$unpacked" --version), not hopnim $version"
for file in man/hopnim.1 man/hopnim-solve.1 completions/hopnim.bash completions/_hopnim \
  completions/hopnim.fish README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE; do
  [ -s "$check/$name/$file" ] || fail "the archive has no $file"
done

# A fresh environment, no index, no toolchain: only the system's own directories on
# the PATH (rustup's cargo and rustc live elsewhere).
python="$(command -v python3)"
"$python" -m venv "$check/venv"
bare_path="$check/venv/bin:/usr/bin:/bin"
if env PATH="$bare_path" sh -c 'command -v cargo || command -v rustc' >/dev/null; then
  fail "a Rust toolchain is on $bare_path: the wheel's install would not show it needs none"
fi
start=$(date +%s%N)
quietly "$logs/wheel-install.log" env -u CARGO_HOME -u RUSTUP_HOME PATH="$bare_path" \
  "$check/venv/bin/pip" install --no-index --no-cache-dir --disable-pip-version-check "$wheel"
install_ms=$((($(date +%s%N) - start) / 1000000))
answer="$(cd "$check" && env PATH="$bare_path" "$check/venv/bin/python" -c '
import importlib.metadata, sys
import hopnim
print(importlib.metadata.version("hopnim"))
print(hopnim.solve(sys.stdin.read()))' <"$root/examples/hdu5724-sample.txt")"
[ "$answer" = "$version
[False, True]" ] || fail "the installed wheel answers: $answer"

tar -xzf "$out/$site.tar.gz" -C "$check"
[ -s "$check/$site/hopnim.wasm" ] || fail "the site has no hopnim.wasm"
grep -q "hopnim $version</footer>" "$check/$site/index.html" ||
  fail "the site's footer does not name version $version"

# --- What was written.
echo "== [${SECONDS}s] released hopnim $version into $out (the wheel installed in ${install_ms} ms):"
(cd "$out" && for file in "$name.tar.gz" "${wheel##*/}" "$site.tar.gz" SHA256SUMS; do
  printf '   %9s bytes  %s\n' "$(wc -c <"$file")" "$file"
done)
