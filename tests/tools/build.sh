#!/usr/bin/env bash
# Build the wasm module for the page: wasm-pack build --target web into www/pkg (settings from
# wasm-pack.toml). `--mode no-install`: wasm-pack uses wasm-bindgen and wasm-opt from PATH and
# never downloads anything. tests/tools/setup.sh installed them: wasm-bindgen in ~/.cargo/bin,
# wasm-opt from npm's binaryen in tests/tools/node_modules/.bin (first on PATH, ahead of any
# older system wasm-opt). The wasm-opt flags are in Cargo.toml's
# [package.metadata.wasm-pack.profile.release].
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/tests/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
if [ ! -x tests/tools/node_modules/.bin/wasm-opt ]; then
    echo "build: no tests/tools/node_modules/.bin/wasm-opt; run tests/tools/setup.sh build" >&2
    exit 1
fi
conf() { python3 tests/tools/config.py "$@"; }
profile="$(conf build.profile)"
wasm-pack --quiet build --mode no-install --no-pack \
    --target "$(conf build.target)" \
    --out-dir "$(conf build.out-dir)" \
    --out-name "$(conf build.out-name)" \
    "--$profile" "$@"
echo "build: $(conf build.out-dir)/$(conf build.out-name)_bg.wasm" \
    "$(wc -c < "$(conf build.out-dir)/$(conf build.out-name)_bg.wasm") bytes" >&2
