#!/usr/bin/env bash
# Install what the web build and the tests need, only when missing; quick when all is present.
#
#   build (what `make serve` needs):
#     rustup target wasm32-unknown-unknown
#     Debian: nodejs, npm (only if there is no npm)
#     cargo install wasm-bindgen-cli --version <tools.wasm-bindgen in wasm-pack.toml>
#     cargo install wasm-pack --version <tools.wasm-pack in wasm-pack.toml>
#     npm ci in tests/tools: binaryen <tools.binaryen in wasm-pack.toml>, whose wasm-opt
#       tests/tools/build.sh puts first on PATH (Debian's binaryen is too old to read what
#       wasm-bindgen emits, so it is not used)
#   test (everything), in addition:
#     Debian: chromium, chromium-driver (chromedriver)
#     npm ci in tests/page: playwright-core (it never downloads a browser), axe-core (the
#       accessibility test), pngjs and pixelmatch (the picture checks)
#
# Usage: tests/tools/setup.sh [build|test]
# wasm-pack is always run with `--mode no-install` by our scripts, so it only uses these.
set -euo pipefail
cd "$(dirname "$0")/../.."
what="${1:-test}"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf 'setup: %s\n' "$*" >&2; }
die() { printf 'setup: ERROR: %s\n' "$*" >&2; exit 1; }
conf() { python3 tests/tools/config.py "$@"; }

# --- the pin in wasm-pack.toml must be the version Cargo.lock resolves -----------------------
bindgen_pin="$(conf tools.wasm-bindgen)"
bindgen_lock="$(conf --lock wasm-bindgen)"
if [ "$bindgen_pin" != "$bindgen_lock" ]; then
    die "wasm-bindgen is pinned to $bindgen_pin in wasm-pack.toml but Cargo.lock has $bindgen_lock.
       The CLI must equal the library: change [tools] wasm-bindgen in wasm-pack.toml (and the
       '=' pin in Cargo.toml) so that all three agree."
fi
wasm_pack_pin="$(conf tools.wasm-pack)"
binaryen_pin="$(conf tools.binaryen)"
binaryen_json="$(conf --package-json tests/tools/package.json binaryen)"
if [ "$binaryen_pin" != "$binaryen_json" ]; then
    die "binaryen is pinned to $binaryen_pin in wasm-pack.toml but tests/tools/package.json asks
       for $binaryen_json: make them agree (then run npm install in tests/tools to update its lock)."
fi

# --- rust target ------------------------------------------------------------------------------
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "adding rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
fi

# --- Debian packages --------------------------------------------------------------------------
pkgs=()
command -v npm >/dev/null || pkgs+=(nodejs npm)
if [ "$what" = test ]; then
    [ -x /usr/bin/chromium ] || pkgs+=(chromium)
    command -v chromedriver >/dev/null || pkgs+=(chromium-driver)
fi
if [ ${#pkgs[@]} -gt 0 ]; then
    say "installing Debian packages: ${pkgs[*]}"
    if [ "$(id -u)" = 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
        die "need root (or sudo) to apt-get install ${pkgs[*]}"; fi
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${pkgs[@]}"
fi

# --- cargo-installed tools, at the pinned versions --------------------------------------------
version_of() { "$1" --version 2>/dev/null | awk '{print $2}'; }
if [ "$(version_of wasm-bindgen)" != "$bindgen_pin" ]; then
    say "cargo install wasm-bindgen-cli $bindgen_pin (was: $(version_of wasm-bindgen || true))"
    # No --locked: it fails for this crate here.
    cargo install wasm-bindgen-cli --version "$bindgen_pin" --force
fi
if [ "$(version_of wasm-pack)" != "$wasm_pack_pin" ]; then
    say "cargo install wasm-pack $wasm_pack_pin (was: $(version_of wasm-pack || true))"
    cargo install wasm-pack --version "$wasm_pack_pin" --force
fi

# --- node packages: binaryen for the build, the page tests' packages ---------------------------
npm_ci() { # npm ci in $1 unless its node_modules already matches its lock
    if [ ! -f "$1/node_modules/.package-lock.json" ] \
        || [ "$1/package-lock.json" -nt "$1/node_modules/.package-lock.json" ]; then
        say "npm ci in $1"
        (cd "$1" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
    fi
}
npm_ci tests/tools
installed="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["version"])' \
    tests/tools/node_modules/binaryen/package.json 2>/dev/null || true)"
if [ "$installed" != "$binaryen_pin" ]; then
    die "tests/tools/node_modules has binaryen '${installed}', not $binaryen_pin as pinned in
       wasm-pack.toml: run npm install in tests/tools to update its lock, then this again."
fi
if [ "$what" = test ]; then
    npm_ci tests/page
fi
